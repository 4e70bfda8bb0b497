// GET /api/admin/delivery-jobs: the latest 50 jobs with the rider's and the seller's names.
import type { AdminDeliveryJobList } from '@dwa/domain/admin/riders';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const deliveryJobsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.deliveryJobs(),
    queryFn: ({ signal }) => apiFetch<AdminDeliveryJobList>('/api/admin/delivery-jobs', { signal }),
  });

export function useDeliveryJobs(enabled: boolean) {
  return useQuery({ ...deliveryJobsQuery(), enabled });
}
