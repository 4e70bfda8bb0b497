// PUT /api/rider/wallet: phone and network (account name optional); answers the new summary.
import type { RiderWalletSummary, RiderWalletUpdate } from '@dwa/domain/payouts';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { riderWalletQuery } from './use-rider-wallet.ts';

export function useSaveRiderWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: RiderWalletUpdate) =>
      apiFetch<RiderWalletSummary>('/api/rider/wallet', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: (summary) => client.setQueryData(riderWalletQuery().queryKey, summary),
  });
}
