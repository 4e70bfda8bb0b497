// POST /api/admin/payouts/:id/approve, or /reject {reason}. The payouts and the riders' counters
// (pending payouts) are asked again whatever the answer: another admin may have decided first.
import type { AdminPayoutView } from '@dwa/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type PayoutDecision =
  | { id: string; action: 'approve' }
  | { id: string; action: 'reject'; reason: string };

export function useDecidePayout() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (decision: PayoutDecision) =>
      postJson<AdminPayoutView>(
        `/api/admin/payouts/${encodeURIComponent(decision.id)}/${decision.action}`,
        decision.action === 'reject' ? { reason: decision.reason } : {},
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.payouts() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.riders() });
    },
  });
}
