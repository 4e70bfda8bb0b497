import { QueryClient } from '@tanstack/react-query';
import { ApiError } from './api-error.ts';

/** Retries (3, back-off capped at 30 s) only for failures a retry can fix; a 4xx will not
 * change by asking again. Unused data is discarded after 5 minutes. A function so the component
 * tests get a client of their own with the same rules (testing/render.tsx). */
export function createQueryClient(): QueryClient {
  return new QueryClient({
    defaultOptions: {
      queries: {
        retry: (count, error) =>
          count < 3 && !(error instanceof ApiError && error.status >= 400 && error.status < 500),
        retryDelay: (attempt) => Math.min(1000 * 2 ** attempt, 30_000),
        gcTime: 5 * 60_000,
        staleTime: 30_000,
        refetchOnWindowFocus: false,
      },
    },
  });
}

export const queryClient = createQueryClient();
