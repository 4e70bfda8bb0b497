// GET /api/rider/profile, and what a change does to it: the server answers every change with the
// new profile; the session is asked again (the layout greets the rider by name).
import type { RiderProfile } from '@dwa/domain/deliveries';
import { type QueryClient, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const riderProfileQuery = () =>
  queryOptions({
    queryKey: queryKeys.rider.profile(),
    queryFn: ({ signal }) => apiFetch<RiderProfile>('/api/rider/profile', { signal }),
  });

export function useRiderProfile() {
  return useQuery(riderProfileQuery());
}

export function riderProfileChanged(client: QueryClient, profile: RiderProfile) {
  client.setQueryData(riderProfileQuery().queryKey, profile);
  void client.invalidateQueries({ queryKey: queryKeys.session() });
  // New zones change which jobs are listed.
  void client.invalidateQueries({ queryKey: queryKeys.rider.jobs() });
}
