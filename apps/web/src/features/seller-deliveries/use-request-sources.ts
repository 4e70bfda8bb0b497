// What the request form starts from: the shop (its location is the pickup), the seller's products
// for the product choice, and the chosen product (its delivery cost is the fee). The same
// queries and keys as Edit Shop and My Products, so each is fetched once.
import type { SellerProduct, SellerProductList } from '@dwa/domain/seller-products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';

export const useShop = () => useQuery(sellerProfileQuery());

/** The seller's products as My Products lists them first (the newest). */
export const useProductChoices = () =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.seller.productList({}),
      queryFn: ({ signal }) => apiFetch<SellerProductList>('/api/seller/products?', { signal }),
    }),
  );

/** One of the seller's products (none when the id is blank). */
export const useChosenProduct = (id: string) =>
  useQuery(
    queryOptions({
      queryKey: queryKeys.seller.product(id),
      queryFn: ({ signal }) =>
        apiFetch<SellerProduct>(`/api/seller/products/${encodeURIComponent(id)}`, { signal }),
      enabled: id !== '',
      retry: false,
    }),
  );
