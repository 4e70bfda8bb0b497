// GET /api/receipts/:number: public verification (never the buyer's phone).
import type { Receipt } from '@dwa/domain/receipts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const receiptQuery = (number: string) =>
  queryOptions({
    queryKey: queryKeys.public.receipt(number),
    queryFn: ({ signal }) =>
      apiFetch<Receipt>(`/api/receipts/${encodeURIComponent(number)}`, { signal }),
  });

export function useReceipt(number: string) {
  return useQuery(receiptQuery(number));
}
