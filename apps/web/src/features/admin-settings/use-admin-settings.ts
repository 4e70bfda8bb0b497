// GET /api/admin/settings: the public group and the money group, each with its revision (a save
// names the revision it was made from), and when the platform was launched.
import type { AdminSettings } from '@dwa/domain/admin/settings';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const adminSettingsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.settings(),
    queryFn: ({ signal }) => apiFetch<AdminSettings>('/api/admin/settings', { signal }),
  });

export function useAdminSettings() {
  return useQuery(adminSettingsQuery());
}
