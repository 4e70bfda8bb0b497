// POST /api/admin/products/:id/featured {featured}.
import type { AdminProduct } from '@dwa/domain/admin/moderation';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { useProductsChanged } from './use-product-moderation.ts';

export function useFeatureProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, featured }: { id: string; featured: boolean }) =>
      postJson<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/featured`, {
        featured,
      }),
    onSettled: changed,
  });
}
