// GET /api/seller/profile: the signed-in seller's shop, plans, credits and wallet. Edit Shop shows
// it and the boost dialog reads the credits from it, so the one query lives here.
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { queryOptions } from '@tanstack/react-query';
import { apiFetch } from './api.ts';
import { queryKeys } from './query-keys.ts';

export const sellerProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.seller.profile(),
    queryFn: ({ signal }) => apiFetch<SellerProfile>('/api/seller/profile', { signal }),
  });
