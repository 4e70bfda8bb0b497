// GET /api/seller/products/:id: one of the seller's own products, as the edit form needs it
// (another seller's id answers 404, like an unknown one).
import type { SellerProduct } from '@dwa/domain/seller-products';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { SELLER_PRODUCTS_KEY } from './use-seller-products.ts';

export function useSellerProduct(id: string) {
  return useQuery({
    queryKey: [...SELLER_PRODUCTS_KEY, 'one', id],
    queryFn: ({ signal }) =>
      apiFetch<SellerProduct>(`/api/seller/products/${encodeURIComponent(id)}`, { signal }),
    // Another tab may have changed it; the form must start from what the server has now.
    staleTime: 0,
  });
}
