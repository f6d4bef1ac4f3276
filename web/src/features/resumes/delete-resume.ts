import { useMutation, useQueryClient } from '@tanstack/react-query';
import { deleteResume } from '@common/api/resumes';
import { api } from '../../lib/api-client';
import { currentResumeQuery } from './get-current-resume';
import { resumesQuery } from './get-resumes';

export function useDeleteResume() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => deleteResume(api, id),
    onSuccess: () =>
      Promise.all([
        queryClient.invalidateQueries({ queryKey: currentResumeQuery.queryKey }),
        queryClient.invalidateQueries({ queryKey: resumesQuery.queryKey }),
      ]),
  });
}
