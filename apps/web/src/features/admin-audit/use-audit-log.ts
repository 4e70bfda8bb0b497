// GET /api/admin/audit: a page of the audit log for the filters (newest first).
import type { AuditList, AuditQuery } from '@dwa/domain/admin/audit';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function auditSearch(query: AuditQuery) {
  const params = new URLSearchParams();
  for (const [key, value] of Object.entries(query)) {
    if (value !== undefined && value !== '' && !(key === 'page' && value === 1)) {
      params.set(key, String(value));
    }
  }
  const search = params.toString();
  return search ? `?${search}` : '';
}

export const auditLogQuery = (query: AuditQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.auditPage(query),
    queryFn: ({ signal }) =>
      apiFetch<AuditList>(`/api/admin/audit${auditSearch(query)}`, { signal }),
    // The next page or filter keeps the last one on screen while it loads.
    placeholderData: keepPreviousData,
  });

export function useAuditLog(query: AuditQuery) {
  return useQuery(auditLogQuery(query));
}
