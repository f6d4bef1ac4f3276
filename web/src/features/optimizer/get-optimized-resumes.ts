import { queryOptions, useQuery } from '@tanstack/react-query';
import { listOptimizedResumes } from '@common/api/optimizer';
import { api } from '../../lib/api-client';

export const optimizedResumesQuery = queryOptions({
  queryKey: ['/api/optimized-resumes'],
  queryFn: () => listOptimizedResumes(api),
});

export const useOptimizedResumes = (enabled = true) => useQuery({ ...optimizedResumesQuery, enabled });
