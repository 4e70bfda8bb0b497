// GET /api/admin/reports: buyers' reports of listings, open (the queue) or resolved (read).
import type { AdminReportList, AdminReportListQuery } from '@dwa/domain/admin/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { listUrl } from './list-url.ts';

export const adminReportsQuery = (query: AdminReportListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.reportList(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminReportList>(listUrl('/api/admin/reports', query), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminReports(query: AdminReportListQuery) {
  return useQuery(adminReportsQuery(query));
}
