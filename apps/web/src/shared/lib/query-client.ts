import { QueryClient } from '@tanstack/react-query';

// SPEC §9: queries never retry and never refetch on window focus.
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: { retry: 0, refetchOnWindowFocus: false },
      mutations: { retry: 0 },
    },
  });
}
