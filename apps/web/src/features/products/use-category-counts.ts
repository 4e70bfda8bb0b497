import type { CategoryCounts } from '@dwa/domain/products';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** Active products per category, counted by the database (GET /api/categories). */
export function useCategoryCounts() {
  return useQuery({
    queryKey: ['categories'],
    queryFn: ({ signal }) => apiFetch<CategoryCounts>('/api/categories', { signal }),
  });
}
