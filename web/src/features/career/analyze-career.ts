import { useMutation } from '@tanstack/react-query';
import { useState } from 'react';
import { analyzeCareer } from '@common/api/career';
import { api } from '../../lib/api-client';

export function useAnalyzeCareer() {
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: ({ file, targetRole }: { file: File; targetRole?: string }) => {
      setProgress(0);
      return analyzeCareer(api, file, targetRole, (fraction) => setProgress(Math.round(fraction * 100)));
    },
  });
  return { ...mutation, progress };
}
