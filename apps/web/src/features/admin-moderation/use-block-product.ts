// POST /api/admin/products/:id/block {reason}: off the public site; only an admin lifts it.
import type { AdminProduct } from '@dwa/domain/admin/moderation';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { useProductsChanged } from './use-product-moderation.ts';

export function useBlockProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      postJson<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/block`, { reason }),
    onSettled: changed,
  });
}
