// GET /api/categories: active products per category, counted by the database.
import type { CategoryCounts } from '@dwa/domain/products';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const categoryCountsQuery = () =>
  queryOptions({
    queryKey: queryKeys.public.categories(),
    queryFn: ({ signal }) => apiFetch<CategoryCounts>('/api/categories', { signal }),
  });

export function useCategoryCounts() {
  return useQuery(categoryCountsQuery());
}
