import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { uploadResume } from '@common/api/resumes';
import { api } from '../../lib/api-client';
import { currentResumeQuery } from './get-current-resume';
import { resumesQuery } from './get-resumes';

/** Uploads a resume with progress (0..100) and refreshes the resume reads. */
export function useUploadResume() {
  const queryClient = useQueryClient();
  const [progress, setProgress] = useState(0);
  const mutation = useMutation({
    mutationFn: (file: File) => {
      setProgress(0);
      return uploadResume(api, file, (fraction) => setProgress(Math.round(fraction * 100)));
    },
    onSettled: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentResumeQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: resumesQuery.queryKey }),
      ]),
  });
  return { ...mutation, progress };
}
