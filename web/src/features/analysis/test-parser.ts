import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { testParser } from '@common/api/analysis';
import { ApiError } from '@common/api/api-error';
import { api } from '../../lib/api-client';

/** Runs the parser on a file; a non-OK answer becomes 'HTTP error! status: {code}' (SPEC section 8). */
export function useTestParser() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: async (file: File) => {
      setProgress(0);
      try {
        return await testParser(api, file, (fraction) => setProgress(Math.round(fraction * 100)));
      } catch (error) {
        if (error instanceof ApiError) throw new Error(`HTTP error! status: ${error.status}`);
        throw error;
      }
    },
  });
  return { ...mutation, progress };
}
