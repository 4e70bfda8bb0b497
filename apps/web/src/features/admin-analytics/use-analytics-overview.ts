// GET /api/admin/analytics/overview for a range (see analytics-range.ts).
import type { AnalyticsOverview } from '@dwa/domain/admin/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { type RangeParams, rangeQuery } from './analytics-range.ts';

export const analyticsOverviewQuery = (range: RangeParams) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics('overview', range),
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsOverview>(`/api/admin/analytics/overview${rangeQuery(range)}`, { signal }),
    // The last figures stay on screen while another range loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAnalyticsOverview(range: RangeParams, enabled = true) {
  return useQuery({ ...analyticsOverviewQuery(range), enabled });
}
