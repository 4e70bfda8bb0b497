import type { Dashboard } from '@dwa/domain/seller-dashboard';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

export const SELLER_DASHBOARD_KEY = ['seller', 'dashboard'] as const;

/** GET /api/seller/dashboard. Always refetched when the dashboard opens (staleTime 0): a seller
 * coming back to it wants the views and clicks of the last minutes, not a cached copy. */
export function useSellerDashboard() {
  return useQuery({
    queryKey: SELLER_DASHBOARD_KEY,
    queryFn: ({ signal }) => apiFetch<Dashboard>('/api/seller/dashboard', { signal }),
    staleTime: 0,
  });
}
