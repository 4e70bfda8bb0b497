// GET /api/admin/dashboard: the cards and the entries' badges, counted by the server.
import type { AdminDashboard } from '@dwa/domain/admin/analytics';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const adminDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.dashboard(),
    queryFn: ({ signal }) => apiFetch<AdminDashboard>('/api/admin/dashboard', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useAdminDashboard() {
  return useQuery(adminDashboardQuery());
}
