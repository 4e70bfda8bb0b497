// GET /api/rider/jobs: the three lists. Asked again every 20 s while the page is visible (a new
// job, another rider taking one), and after every action.
import type { RiderJobBoard } from '@dwa/domain/deliveries';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const JOB_BOARD_POLL_MS = 20_000;

export const riderJobsQuery = () =>
  queryOptions({
    queryKey: queryKeys.rider.jobs(),
    queryFn: ({ signal }) => apiFetch<RiderJobBoard>('/api/rider/jobs', { signal }),
    staleTime: 0,
    refetchInterval: JOB_BOARD_POLL_MS,
    refetchIntervalInBackground: false,
  });

export function useRiderJobs() {
  return useQuery(riderJobsQuery());
}
