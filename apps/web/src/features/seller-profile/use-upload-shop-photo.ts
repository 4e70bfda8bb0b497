// POST /api/seller/profile/photo: one file in the multipart field "photo".
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { profileChanged } from './use-seller-profile.ts';

export function useUploadShopPhoto() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (file: File) => {
      const body = new FormData();
      body.append('photo', file);
      return apiFetch<SellerProfile>('/api/seller/profile/photo', { method: 'POST', body });
    },
    onSuccess: (profile) => profileChanged(client, profile),
  });
}
