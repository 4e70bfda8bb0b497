// GET /api/admin/analytics/retention for a range (see analytics-range.ts).
import type { AnalyticsRetention } from '@dwa/domain/admin/analytics';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { type RangeParams, rangeQuery } from './analytics-range.ts';

export const analyticsRetentionQuery = (range: RangeParams) =>
  queryOptions({
    queryKey: queryKeys.admin.analytics('retention', range),
    queryFn: ({ signal }) =>
      apiFetch<AnalyticsRetention>(`/api/admin/analytics/retention${rangeQuery(range)}`, {
        signal,
      }),
    // The last figures stay on screen while another range loads.
    placeholderData: keepPreviousData,
    retry: false,
  });

export function useAnalyticsRetention(range: RangeParams, enabled = true) {
  return useQuery({ ...analyticsRetentionQuery(range), enabled });
}
