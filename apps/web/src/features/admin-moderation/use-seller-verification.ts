// POST /api/admin/sellers/:id/verification {verified}: verified as a paid verification is, or
// the verification removed (moderate).
import type { AdminSeller } from '@dwa/domain/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSellerVerification() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, verified }: { id: string; verified: boolean }) =>
      postJson<AdminSeller>(`/api/admin/sellers/${encodeURIComponent(id)}/verification`, {
        verified,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.sellers() });
      void client.invalidateQueries({ queryKey: queryKeys.public.all() });
    },
  });
}
