// GET /api/track/:id: a delivery's public progress (no sign-in; the id is the key). Asked again
// every 20 s until the delivery is finished; an unknown id is not retried.
import type { Tracking } from '@dwa/domain/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { trackingPollInterval } from './tracking-steps.ts';

export const trackingQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.public.tracking(id),
    queryFn: ({ signal }) => apiFetch<Tracking>(`/api/track/${encodeURIComponent(id)}`, { signal }),
    refetchInterval: (query) => trackingPollInterval(query.state.data),
    retry: (count, error) => !isNotFound(error) && count < 2,
  });

export function useTracking(id: string) {
  return useQuery(trackingQuery(id));
}
