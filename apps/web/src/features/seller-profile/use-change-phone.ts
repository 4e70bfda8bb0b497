// POST /api/seller/profile/phone: the shop switches to the new number with its code.
import type { PhoneChangeInput, SellerProfile } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { profileChanged } from './use-seller-profile.ts';

export function useChangePhone() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: PhoneChangeInput) =>
      postJson<SellerProfile>('/api/seller/profile/phone', input),
    onSuccess: (profile) => profileChanged(client, profile),
  });
}
