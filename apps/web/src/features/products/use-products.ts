// GET /api/products: the public listing (boosted, featured, newest), page by page.
import type { Category } from '@dwa/domain/enums';
import type { ProductListResponse } from '@dwa/domain/products';
import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const PAGE_SIZE = 24;

export const productsQuery = (category: Category | undefined) =>
  infiniteQueryOptions({
    queryKey: queryKeys.public.productList(category),
    initialPageParam: 1,
    queryFn: ({ pageParam, signal }) => {
      const params = new URLSearchParams({ page: String(pageParam), pageSize: String(PAGE_SIZE) });
      if (category) params.set('category', category);
      return apiFetch<ProductListResponse>(`/api/products?${params}`, { signal });
    },
    getNextPageParam: (last) =>
      last.page * last.pageSize < last.total ? last.page + 1 : undefined,
  });

export function useProducts(category: Category | undefined) {
  return useInfiniteQuery(productsQuery(category));
}
