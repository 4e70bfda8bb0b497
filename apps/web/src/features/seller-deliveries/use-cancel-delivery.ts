// POST /api/seller/deliveries/:id/cancel with the reason. Refetched whatever the answer: a 409
// means a rider picked the package up meanwhile, and the list should show it.
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useCancelDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, reason }: { id: string; reason: string }) =>
      postJson<SellerDelivery>(`/api/seller/deliveries/${encodeURIComponent(id)}/cancel`, {
        reason,
      }),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.seller.deliveries() }),
  });
}
