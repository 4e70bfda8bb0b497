// GET /api/receipts/:number: public verification (never the buyer's phone).
import type { Receipt } from '@dwa/domain/receipts';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

export function useReceipt(number: string) {
  return useQuery({
    queryKey: ['receipt', number],
    queryFn: ({ signal }) =>
      apiFetch<Receipt>(`/api/receipts/${encodeURIComponent(number)}`, { signal }),
  });
}
