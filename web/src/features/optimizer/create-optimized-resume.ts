import { useMutation, useQueryClient } from '@tanstack/react-query';
import { createOptimizedResume } from '@common/api/optimizer';
import type { CreateOptimizedResumeRequest } from '@common/contract/optimizer';
import { api } from '../../lib/api-client';
import { optimizedResumesQuery } from './get-optimized-resumes';

export function useCreateOptimizedResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CreateOptimizedResumeRequest) => createOptimizedResume(api, body),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optimizedResumesQuery.queryKey }),
  });
}
