import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteOptimizedResume } from '@common/api/optimizer';
import { api } from '../../lib/api-client';
import { optimizedResumesQuery } from './get-optimized-resumes';

export function useDeleteOptimizedResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteOptimizedResume(api, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: optimizedResumesQuery.queryKey }),
  });
}
