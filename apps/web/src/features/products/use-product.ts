// GET /api/products/:id: the product page's data (photos, seller, delivery, related products).
// The route starts this request while the page's code downloads (routes.tsx), with the same key.
import { productDetailUrl } from '@dwa/domain/listing-page';
import type { ProductDetail } from '@dwa/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const productQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.public.product(id),
    queryFn: ({ signal }) => apiFetch<ProductDetail>(productDetailUrl(id), { signal }),
  });

export function useProduct(id: string) {
  return useQuery(productQuery(id));
}
