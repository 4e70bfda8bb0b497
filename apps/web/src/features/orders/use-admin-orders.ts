// GET /api/admin/orders (the orders and what escrow holds) and POST /api/admin/orders/:id/resolve
// (a dispute's end), POST /api/admin/orders/:id/retry (a failed refund or payout sent again).
// The list is read again whatever the answer.
import type { AdminOrderListSchema } from '@dwa/domain/orders';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch, postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type AdminOrderList = z.infer<typeof AdminOrderListSchema>;
export type AdminOrder = AdminOrderList['items'][number];

export const adminOrdersQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.orders(),
    queryFn: ({ signal }) => apiFetch<AdminOrderList>('/api/admin/orders', { signal }),
  });

export const useAdminOrders = () => useQuery(adminOrdersQuery());

export interface Resolution {
  outcome: 'release' | 'partial' | 'refund';
  refund?: string;
  reason: string;
}

export function useResolveOrder() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: Resolution }) =>
      postJson<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/resolve`, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders() }),
  });
}

export function useRetryOrderMoney() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      postJson<unknown>(`/api/admin/orders/${encodeURIComponent(id)}/retry`, {}),
    onSettled: () => queryClient.invalidateQueries({ queryKey: queryKeys.admin.orders() }),
  });
}
