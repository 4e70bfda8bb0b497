// PUT /api/seller/wallet: phone and network (account name optional); pending after a change.
import type { WalletResponse, WalletUpdateInput } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';

export function useSaveWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletUpdateInput) =>
      apiFetch<WalletResponse>('/api/seller/wallet', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: ({ wallet }) => {
      client.setQueryData(sellerProfileQuery().queryKey, (p) => (p ? { ...p, wallet } : p));
    },
  });
}
