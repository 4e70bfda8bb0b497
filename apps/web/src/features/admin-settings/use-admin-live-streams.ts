// GET /api/admin/live-streams: every stream (scheduled, live, ended), newest start first.
import type { AdminLiveStreamList } from '@dwa/domain/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const adminLiveStreamsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.liveStreams(),
    queryFn: ({ signal }) => apiFetch<AdminLiveStreamList>('/api/admin/live-streams', { signal }),
  });

export function useAdminLiveStreams() {
  return useQuery(adminLiveStreamsQuery());
}
