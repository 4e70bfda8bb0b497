// GET /api/seller/deliveries: the seller's latest 50 jobs, newest first. Asked again every 20 s
// while one of them is on its way (a rider accepts, picks up, delivers meanwhile).
import type { SellerDeliveryList } from '@dwa/domain/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { pollInterval } from './delivery-progress.ts';

export const sellerDeliveriesQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.deliveries(),
    queryFn: ({ signal }) => apiFetch<SellerDeliveryList>('/api/seller/deliveries', { signal }),
    refetchInterval: (query) => pollInterval(query.state.data?.items),
  });

export function useSellerDeliveries() {
  return useQuery(sellerDeliveriesQuery());
}
