// POST /api/admin/sellers/:id/reactivate: the shop and its products are back (moderate).
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useReactivateSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<AdminSeller>(`/api/admin/sellers/${encodeURIComponent(id)}/reactivate`),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.sellers() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.products() });
      void client.invalidateQueries({ queryKey: queryKeys.public.all() });
    },
  });
}
