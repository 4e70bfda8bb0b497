import type { LiveStream } from '@dwa/domain/site';
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

/** Sellers' live and scheduled streams (GET /api/live-streams). */
export function useLiveStreams() {
  return useQuery({
    queryKey: ['live-streams'],
    queryFn: ({ signal }) => apiFetch<{ items: LiveStream[] }>('/api/live-streams', { signal }),
  });
}
