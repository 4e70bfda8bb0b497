// GET /api/admin/sellers: a page of sellers matching the search and status (read).
import type { AdminSellerList, AdminSellerListQuery } from '@dwa/domain/admin/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { listUrl } from './list-url.ts';

export const adminSellersQuery = (query: AdminSellerListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.sellerList(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminSellerList>(listUrl('/api/admin/sellers', query), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminSellers(query: AdminSellerListQuery) {
  return useQuery(adminSellersQuery(query));
}
