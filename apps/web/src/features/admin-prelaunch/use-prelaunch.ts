// GET /api/admin/prelaunch: the 13 checks as the server runs them now (never cached: Refresh
// Checks asks again), the verdict, the time of the check and the launch if there was one.
import type { PrelaunchReport } from '@dwa/domain/admin/prelaunch';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const prelaunchQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.prelaunch(),
    queryFn: ({ signal }) => apiFetch<PrelaunchReport>('/api/admin/prelaunch', { signal }),
    staleTime: 0,
  });

export function usePrelaunch() {
  return useQuery(prelaunchQuery());
}
