// POST /api/admin/sellers/:id/credits {credits, reason, requestId}: boost credits through the
// ledger, once per request id (money: super admins only).
import type { GrantCreditsInput, GrantCreditsResult } from '@dwa/domain/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useGrantCredits() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, ...body }: GrantCreditsInput & { id: string }) =>
      postJson<GrantCreditsResult>(`/api/admin/sellers/${encodeURIComponent(id)}/credits`, body),
    onSettled: () => void client.invalidateQueries({ queryKey: queryKeys.admin.sellers() }),
  });
}
