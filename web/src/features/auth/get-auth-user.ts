import { queryOptions, useQuery } from '@tanstack/react-query';
import { getAuthUser } from '@common/api/auth';
import { api } from '../../lib/api-client';

export const authUserQuery = queryOptions({
  queryKey: ['/api/auth/user'],
  queryFn: () => getAuthUser(api),
  retry: false,
});

/** The signed-in user; data is null when signed out. */
export function useAuthUser() {
  const query = useQuery(authUserQuery);
  return { user: query.data ?? null, isLoading: query.isLoading, isAuthenticated: Boolean(query.data) };
}
