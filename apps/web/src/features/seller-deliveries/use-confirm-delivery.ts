// POST /api/seller/deliveries/:id/confirm, with the rider's rating when the seller gave one: the
// job completes and the rider is paid. Refetched whatever the answer (it may have completed by
// itself meanwhile).
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useConfirmDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, rating }: { id: string; rating: number | null }) =>
      postJson<SellerDelivery>(
        `/api/seller/deliveries/${encodeURIComponent(id)}/confirm`,
        rating ? { rating } : {},
      ),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.seller.deliveries() }),
  });
}
