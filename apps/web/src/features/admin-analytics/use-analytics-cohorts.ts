// GET /api/admin/analytics/cohorts for a range (see analytics-range.ts).
import type { AnalyticsCohorts } from '@dwa/domain/admin/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { type RangeParams, rangeQuery } from './analytics-range.ts';

export const analyticsCohortsQuery = (range: RangeParams) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics('cohorts', range),
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsCohorts>(`/api/admin/analytics/cohorts${rangeQuery(range)}`, { signal }),
    // The last figures stay on screen while another range loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAnalyticsCohorts(range: RangeParams, enabled = true) {
  return useQuery({ ...analyticsCohortsQuery(range), enabled });
}
