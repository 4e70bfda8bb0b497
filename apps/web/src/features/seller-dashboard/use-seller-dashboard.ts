import type { Dashboard } from '@dwa/domain/seller-dashboard';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** GET /api/seller/dashboard. Always refetched when the dashboard opens (staleTime 0): a seller
 * coming back to it wants the views and clicks of the last minutes, not a cached copy. */
export const sellerDashboardQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.dashboard(),
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/seller/dashboard', { signal }),
    staleTime: 0,
  });

export function useSellerDashboard() {
  return useQuery(sellerDashboardQuery());
}
