import { queryOptions, useQuery } from '@tanstack/react-query';
import { getCurrentResume } from '@common/api/resumes';
import { api } from '../../lib/api-client';

export const currentResumeQuery = queryOptions({
  queryKey: ['/api/resumes/current'],
  queryFn: () => getCurrentResume(api),
});

export const useCurrentResume = () => useQuery(currentResumeQuery);
