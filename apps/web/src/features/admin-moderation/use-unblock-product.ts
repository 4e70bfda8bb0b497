// POST /api/admin/products/:id/unblock: back to hidden, for the seller to show again.
import type { AdminProduct } from '@dwa/domain/admin/moderation';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { useProductsChanged } from './use-product-moderation.ts';

export function useUnblockProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<AdminProduct>(`/api/admin/products/${encodeURIComponent(id)}/unblock`),
    onSettled: changed,
  });
}
