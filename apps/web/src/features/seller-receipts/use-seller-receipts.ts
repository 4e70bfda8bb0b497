// GET /api/seller/receipts: the requests waiting for an answer, then the latest answered ones.
import type { SellerReceiptList } from '@dwa/domain/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const sellerReceiptsQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.receipts(),
    queryFn: ({ signal }) => apiFetch<SellerReceiptList>('/api/seller/receipts', { signal }),
  });

export function useSellerReceipts() {
  return useQuery(sellerReceiptsQuery());
}
