// The seller's boost credits for the boost dialog, from the seller's profile (the Edit Shop
// screen reads the same answer under the same key). Fetched fresh when the dialog opens.
import { useQuery } from '@tanstack/react-query';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';

export function useBoostCredits(enabled: boolean) {
  return useQuery({
    ...sellerProfileQuery(),
    enabled,
    staleTime: 0,
    select: (profile) => profile.boostCredits,
  });
}
