// The seller's verification, Pro and boost credits, from the seller's profile (Edit Shop reads the
// same answer under the same key): whether Boost may show Confirm or must open the upgrade
// dialog. The product lists ask for it when they appear, so it is there when Boost is pressed;
// the dialog asks again when it opens (staleTime 0), showing the copy it has meanwhile.

import type { BoostPlanStanding } from '@dwa/domain/boosts';
import { useQuery } from '@tanstack/react-query';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';

export function useBoostStanding({ fresh = false }: { fresh?: boolean } = {}) {
  return useQuery({
    ...sellerProfileQuery(),
    ...(fresh ? { staleTime: 0 } : {}),
    select: ({ isVerified, verifiedUntil, boostCredits, proUntil }): BoostPlanStanding => ({
      isVerified,
      verifiedUntil,
      boostCredits,
      proUntil,
    }),
  });
}
