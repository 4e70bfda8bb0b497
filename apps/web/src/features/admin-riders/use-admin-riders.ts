// GET /api/admin/riders?q=: the newest riders matching the search and the platform's counters.
import type { AdminRiderList } from '@dwa/domain/admin/riders';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const adminRidersQuery = (q: string) =>
  queryOptions({
    queryKey: queryKeys.admin.riderList(q),
    queryFn: ({ signal }) =>
      apiFetch<AdminRiderList>(`/api/admin/riders${q ? `?q=${encodeURIComponent(q)}` : ''}`, {
        signal,
      }),
    // While the next search runs, the last answer stays on screen.
    placeholderData: keepPreviousData,
  });

export function useAdminRiders(q: string) {
  return useQuery(adminRidersQuery(q));
}
