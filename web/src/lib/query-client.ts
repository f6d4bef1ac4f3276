import { QueryClient } from '@tanstack/react-query';

/**
 * SPEC section 9 data-query behaviour: data is never stale, never refetched on focus,
 * never polled, and neither queries nor mutations retry.
 */
export const queryClient = new QueryClient({
  defaultOptions: {
    queries: {
      staleTime: Infinity,
      refetchOnWindowFocus: false,
      refetchInterval: false,
      retry: false,
    },
    mutations: { retry: false },
  },
});
