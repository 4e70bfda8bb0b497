// GET /api/rider/dashboard: availability, verification, the four figures and recent activity.
// Refetched whenever the dashboard opens: a rider coming back wants today's figures, not a copy.
import type { RiderDashboard } from '@dwa/domain/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const riderDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.rider.dashboard(),
    queryFn: ({ signal }) => apiFetch<RiderDashboard>('/api/rider/dashboard', { signal }),
    staleTime: 0,
  });

export function useRiderDashboard() {
  return useQuery(riderDashboardQuery());
}
