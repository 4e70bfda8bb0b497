// POST /api/seller/payments/:reference/voucher: Telecel Cash's path, where the payer generates a
// voucher on the phone and types it into Dwa. The answer is the payment, still pending until the
// network confirms it.
import type { PaymentView } from '@dwa/domain/payments';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSubmitVoucher(reference: string) {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (voucher: string) =>
      postJson<PaymentView>(`/api/seller/payments/${encodeURIComponent(reference)}/voucher`, {
        voucher,
      }),
    onSuccess: (payment) => {
      client.setQueryData(queryKeys.seller.payment(reference), payment);
    },
  });
}
