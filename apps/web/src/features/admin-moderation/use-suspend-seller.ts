// POST /api/admin/sellers/:id/suspend {reason}: the shop's products leave the public site and
// the seller is signed out (moderate). The public listing is asked again too.
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSuspendSeller() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      postJson<AdminSeller>(`/api/admin/sellers/${encodeURIComponent(id)}/suspend`, { reason }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.sellers() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.products() });
      void client.invalidateQueries({ queryKey: queryKeys.public.all() });
    },
  });
}
