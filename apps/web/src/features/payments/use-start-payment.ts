// POST /api/seller/payments: ask the payer's wallet for the price of what is bought. The answer
// is the pending payment the dialog then follows (use-payment.ts).
import type { PaymentView, PurchaseRequest } from '@dwa/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useStartPayment() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (request: PurchaseRequest) =>
      postJson<PaymentView>('/api/seller/payments', request),
    onSuccess: (payment) => {
      client.setQueryData(queryKeys.seller.payment(payment.reference), payment);
    },
  });
}
