import { QueryClient } from '@tanstack/react-query';

// platform §7.3: one retry, no refetch on window focus, stale after 30 s.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 1, refetchOnWindowFocus: false, staleTime: 30_000 },
    },
  });
}
