import { queryOptions, useQuery } from '@tanstack/react-query';
import { listResumes } from '@common/api/resumes';
import { api } from '../../lib/api-client';

export const resumesQuery = queryOptions({
  queryKey: ['/api/resumes'],
  queryFn: () => listResumes(api),
});

export const useResumes = () => useQuery(resumesQuery);
