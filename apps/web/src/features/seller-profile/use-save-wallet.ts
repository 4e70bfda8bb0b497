// PUT /api/seller/wallet: phone and network (account name optional); pending after a change.
import type { SellerProfile, WalletResponse, WalletUpdateInput } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { SELLER_PROFILE_KEY } from './use-seller-profile.ts';

export function useSaveWallet() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: WalletUpdateInput) =>
      apiFetch<WalletResponse>('/api/seller/wallet', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: ({ wallet }) => {
      client.setQueryData<SellerProfile>(SELLER_PROFILE_KEY, (p) => (p ? { ...p, wallet } : p));
    },
  });
}
