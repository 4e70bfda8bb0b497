import type { SellerProductList, SellerProductListQuery } from '@dwa/domain/seller-products';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** Query key prefix of every seller-products query: mutations invalidate it. */
export const SELLER_PRODUCTS_KEY = ['seller', 'products'] as const;

/** GET /api/seller/products with the list's filters (blank = all). */
export function useSellerProducts(query: SellerProductListQuery = {}) {
  return useQuery({
    queryKey: [...SELLER_PRODUCTS_KEY, 'list', query],
    placeholderData: keepPreviousData,
    queryFn: ({ signal }) => {
      const params = new URLSearchParams();
      for (const [key, value] of Object.entries(query)) {
        if (value !== undefined && value !== '') params.set(key, String(value));
      }
      return apiFetch<SellerProductList>(`/api/seller/products?${params}`, { signal });
    },
  });
}
