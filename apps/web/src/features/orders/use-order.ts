// GET /api/orders/:token: a Buy safely order as its buyer follows it (the link is the key).
// Asked again every 10 s while something is awaited (the MoMo prompt, the seller, the rider);
// an unknown link is not retried.
import type { BuyerOrder } from '@dwa/domain/orders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';

const FINAL = new Set(['released', 'settled', 'refunded', 'cancelled']);

export const orderQuery = (token: string) =>
  queryOptions({
    queryKey: queryKeys.public.order(token),
    queryFn: ({ signal }) =>
      apiFetch<BuyerOrder>(`/api/orders/${encodeURIComponent(token)}`, { signal }),
    refetchInterval: (query) =>
      query.state.data && FINAL.has(query.state.data.status) ? false : 10_000,
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useOrder(token: string) {
  return useQuery(orderQuery(token));
}
