// GET /api/seller/payments/:reference, every 2 s while the payment waits for the payer
// (payment-progress.ts decides when to stop). Kept polling in a background tab: the payer is
// often in another tab (the simulator's prompt) or on the phone.
import type { PaymentView } from '@dwa/domain/payments';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { nextPoll } from './payment-progress.ts';

export const paymentQuery = (reference: string) =>
  queryOptions({
    queryKey: queryKeys.seller.payment(reference),
    queryFn: ({ signal }) =>
      apiFetch<PaymentView>(`/api/seller/payments/${encodeURIComponent(reference)}`, { signal }),
    refetchInterval: (query) => nextPoll(query.state.data, Date.now()),
    refetchIntervalInBackground: true,
  });

export function usePayment(reference: string | null) {
  return useQuery({ ...paymentQuery(reference ?? ''), enabled: reference !== null });
}
