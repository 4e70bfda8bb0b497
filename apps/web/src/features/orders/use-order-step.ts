// The buyer's steps on an order (POST /api/orders/:token/<step>): pay again, cancel, confirm,
// report a problem, send a Telecel Cash voucher. The answer is the order as it now stands.
import type { BuyerOrder } from '@dwa/domain/orders';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type OrderStep = 'pay' | 'cancel' | 'confirm' | 'problem' | 'voucher';

export function useOrderStep(token: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ step, body }: { step: OrderStep; body?: object }) =>
      postJson<BuyerOrder>(`/api/orders/${encodeURIComponent(token)}/${step}`, body ?? {}),
    onSuccess: (order) => queryClient.setQueryData(queryKeys.public.order(token), order),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.public.order(token) }),
  });
}
