// GET /api/live-streams: sellers' live and scheduled streams.
import type { LiveStream } from '@dwa/domain/site';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const liveStreamsQuery = () =>
  queryOptions({
    queryKey: queryKeys.public.liveStreams(),
    queryFn: ({ signal }) => apiFetch<{ items: LiveStream[] }>('/api/live-streams', { signal }),
  });

export function useLiveStreams() {
  return useQuery(liveStreamsQuery());
}
