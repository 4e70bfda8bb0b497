// POST /api/seller/deliveries: a new job (201). The server texts the recipient the code and the
// tracking link; the list is fetched again so the job is there when the seller lands on it.
import type { DeliveryRequestInput, SellerDelivery } from '@dwa/domain/deliveries';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useRequestDelivery() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: DeliveryRequestInput) =>
      postJson<SellerDelivery>('/api/seller/deliveries', input),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: queryKeys.seller.deliveries() }),
  });
}
