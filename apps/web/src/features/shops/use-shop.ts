// GET /api/shops/:id: a seller's profile and all its listed products. Prefetched by the route
// (routes.tsx) while the page's code downloads.
import type { ShopPage } from '@dwa/domain/shops';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const shopQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.public.shop(id),
    queryFn: ({ signal }) => apiFetch<ShopPage>(`/api/shops/${encodeURIComponent(id)}`, { signal }),
  });

export function useShop(id: string) {
  return useQuery(shopQuery(id));
}
