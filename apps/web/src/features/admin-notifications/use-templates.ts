// GET /api/admin/notification-templates: every event's template in en, tw and pidgin.
import type { NotificationTemplate } from '@dwa/domain/notifications';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const templatesQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.notificationTemplates(),
    queryFn: ({ signal }) =>
      apiFetch<{ items: NotificationTemplate[] }>('/api/admin/notification-templates', { signal }),
  });

export function useTemplates() {
  return useQuery(templatesQuery());
}
