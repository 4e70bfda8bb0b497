// The Edit Shop screen's data (lib/seller-profile-query.ts) and what a change does to it.
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { type QueryClient, useQuery } from '@tanstack/react-query';
import { queryKeys } from '../../lib/query-keys.ts';
import { sellerProfileQuery } from '../../lib/seller-profile-query.ts';

export function useSellerProfile() {
  return useQuery(sellerProfileQuery());
}

/** After a change the server answered with the new profile: show it, and refresh the session
 * (the layout's name and the header read it). */
export function profileChanged(client: QueryClient, profile: SellerProfile) {
  client.setQueryData(sellerProfileQuery().queryKey, profile);
  void client.invalidateQueries({ queryKey: queryKeys.session() });
}
