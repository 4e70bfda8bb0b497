// GET /api/seller/profile: the signed-in seller's shop, plans and wallet (Edit Shop).
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { SESSION_KEY } from '../../lib/session.ts';

export const SELLER_PROFILE_KEY = ['seller', 'profile'] as const;

export function useSellerProfile() {
  return useQuery({
    queryKey: SELLER_PROFILE_KEY,
    queryFn: ({ signal }) => apiFetch<SellerProfile>('/api/seller/profile', { signal }),
  });
}

/** After a change the server answered with the new profile: show it, and refresh the session
 * (the layout's name and the header read it). */
export function profileChanged(client: QueryClient, profile: SellerProfile) {
  client.setQueryData(SELLER_PROFILE_KEY, profile);
  void client.invalidateQueries({ queryKey: SESSION_KEY });
}
