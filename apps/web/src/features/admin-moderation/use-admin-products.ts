// GET /api/admin/products: a page of products matching the search and status (read).
import type { AdminProductList, AdminProductListQuery } from '@dwa/domain/admin/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { listUrl } from './list-url.ts';

export const adminProductsQuery = (query: AdminProductListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.productList(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminProductList>(listUrl('/api/admin/products', query), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminProducts(query: AdminProductListQuery) {
  return useQuery(adminProductsQuery(query));
}
