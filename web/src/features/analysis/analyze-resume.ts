import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { analyzeResume } from '@common/api/analysis';
import { ApiError } from '@common/api/api-error';
import { api } from '../../lib/api-client';

/**
 * ATS analysis of a file, with upload progress (0..100). Errors read as SPEC section 8 has
 * them: the server's message or 'Server error: {code}'; an answer that is not an analysis is
 * 'Invalid response format from server'.
 */
export function useAnalyzeResume() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      try {
        return await analyzeResume(api, file, (fraction) => setProgress(Math.round(fraction * 100)));
      } catch (error) {
        if (error instanceof ApiError) throw new Error(error.serverMessage ?? `Server error: ${error.status}`);
        if (error instanceof Error && error.message.startsWith('Unexpected answer')) throw new Error('Invalid response format from server');
        throw error;
      }
    },
  });
  return { ...mutation, progress };
}
