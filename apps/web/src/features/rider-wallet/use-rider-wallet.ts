// GET /api/rider/wallet: the balance a payout may take, what waits for approval, and the MoMo
// wallet payouts go to.
import type { RiderWalletSummary } from '@dwa/domain/payouts';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const riderWalletQuery = () =>
  queryOptions({
    queryKey: queryKeys.rider.wallet(),
    queryFn: ({ signal }) => apiFetch<RiderWalletSummary>('/api/rider/wallet', { signal }),
    staleTime: 0,
  });

export function useRiderWallet() {
  return useQuery(riderWalletQuery());
}
