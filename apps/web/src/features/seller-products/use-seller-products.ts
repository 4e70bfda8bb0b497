// GET /api/seller/products with the list's filters (blank = all): My Products, the dashboard's
// list and the tab counts.
import type { SellerProductList, SellerProductListQuery } from '@dwa/domain/seller-products';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const sellerProductsQuery = (query: SellerProductListQuery = {}) =>
  queryOptions({
    queryKey: queryKeys.seller.productList(query),
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return apiFetch<SellerProductList>(`/api/seller/products?${params}`, { signal });
    },
  });

export function useSellerProducts(query: SellerProductListQuery = {}) {
  return useQuery(sellerProductsQuery(query));
}
