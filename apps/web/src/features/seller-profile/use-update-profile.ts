// PUT /api/seller/profile: shop name, location and description.
import type { ProfileUpdateInput, SellerProfile } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { profileChanged } from './use-seller-profile.ts';

export function useUpdateProfile() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ProfileUpdateInput) =>
      apiFetch<SellerProfile>('/api/seller/profile', {
        method: 'PUT',
        body: JSON.stringify(input),
      }),
    onSuccess: (profile) => profileChanged(client, profile),
  });
}
