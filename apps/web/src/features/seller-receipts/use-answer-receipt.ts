// Confirming and declining a receipt request. Either changes the list and the public receipt, so
// both are refetched whatever the answer: a 409 means the list the seller is looking at is stale.
import type { ConfirmReceiptInput, SellerReceipt } from '@dwa/domain/receipts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

function useRefresh() {
  const queryClient = useQueryClient();
  return (number: string) =>
    Promise.all([
      queryClient.invalidateQueries({ queryKey: queryKeys.seller.receipts() }),
      queryClient.invalidateQueries({ queryKey: queryKeys.public.receipt(number) }),
    ]);
}

/** POST /api/seller/receipts/:id/confirm, with the amount received when it differs. */
export function useConfirmReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: ({ receipt, input }: { receipt: SellerReceipt; input: ConfirmReceiptInput }) =>
      postJson<SellerReceipt>(`/api/seller/receipts/${receipt.id}/confirm`, input),
    onSettled: (_data, _error, { receipt }) => refresh(receipt.number),
  });
}

/** POST /api/seller/receipts/:id/decline. */
export function useDeclineReceipt() {
  const refresh = useRefresh();
  return useMutation({
    mutationFn: (receipt: SellerReceipt) =>
      postJson<SellerReceipt>(`/api/seller/receipts/${receipt.id}/decline`),
    onSettled: (_data, _error, receipt) => refresh(receipt.number),
  });
}
