// GET /api/seller/products/:id: one of the seller's own products, as the edit form needs it
// (another seller's id answers 404, like an unknown one).
import type { SellerProduct } from '@dwa/domain/seller-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const sellerProductQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.seller.product(id),
    queryFn: ({ signal }) =>
      apiFetch<SellerProduct>(`/api/seller/products/${encodeURIComponent(id)}`, { signal }),
    // Another tab may have changed it; the form must start from what the server has now.
    staleTime: 0,
  });

export function useSellerProduct(id: string) {
  return useQuery(sellerProductQuery(id));
}
