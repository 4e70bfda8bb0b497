// GET /api/rider/payouts: the rider's payouts, newest first, with their status.
import type { PayoutList } from '@dwa/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const riderPayoutsQuery = () =>
  queryOptions({
    queryKey: queryKeys.rider.payouts(),
    queryFn: ({ signal }) => apiFetch<PayoutList>('/api/rider/payouts', { signal }),
  });

export function useRiderPayouts() {
  return useQuery(riderPayoutsQuery());
}
