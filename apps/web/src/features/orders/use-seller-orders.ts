// GET /api/seller/orders and the seller's steps on an order (accept, decline, cancel, hand over):
// each answer is the order as it stands; the list is read again whatever the answer (a 409 means
// the order moved meanwhile: its timer, the buyer).
import type { SellerOrder } from '@dwa/domain/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { apiFetch, postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const sellerOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.orders(),
    queryFn: ({ signal }) => apiFetch<{ items: SellerOrder[] }>('/api/seller/orders', { signal }),
    refetchInterval: 30_000,
  });

export const useSellerOrders = () => useQuery(sellerOrdersQuery());

export type SellerStep = 'accept' | 'decline' | 'cancel' | 'handover';

export function useSellerOrderStep() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, step, body }: { id: string; step: SellerStep; body: object }) =>
      postJson<SellerOrder>(`/api/seller/orders/${encodeURIComponent(id)}/${step}`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.seller.orders() }),
  });
}
