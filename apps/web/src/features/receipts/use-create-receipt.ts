// POST /api/receipts: the server numbers, timestamps and stores the receipt.
import type { Receipt, ReceiptRequest } from '@dwa/domain/receipts';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useCreateReceipt() {
  return useMutation({
    mutationFn: (request: ReceiptRequest) => postJson<Receipt>('/api/receipts', request),
  });
}
