// DELETE /api/admin/products/:id: the product and its photos, for good (204).
import { useMutation } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { useProductsChanged } from './use-product-moderation.ts';

export function useDeleteProduct() {
  const changed = useProductsChanged();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/admin/products/${encodeURIComponent(id)}`, { method: 'DELETE' }),
    onSettled: changed,
  });
}
