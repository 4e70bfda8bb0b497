// The seller's boost credits for the boost dialog, from GET /api/seller/profile (the Edit Shop
// screen reads the same answer under the same key). Fetched fresh when the dialog opens.
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { SELLER_PROFILE_KEY } from '../seller-profile/use-seller-profile.ts';

export function useBoostCredits(enabled: boolean) {
  return useQuery({
    queryKey: SELLER_PROFILE_KEY,
    queryFn: ({ signal }) => apiFetch<SellerProfile>('/api/seller/profile', { signal }),
    enabled,
    staleTime: 0,
    select: (profile) => profile.boostCredits,
  });
}
