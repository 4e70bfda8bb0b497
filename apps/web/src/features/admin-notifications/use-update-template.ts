// PATCH /api/admin/notification-templates/:id: title and message (Save), or the active switch.
// The answer replaces the template in the cached list at once.
import type { NotificationTemplate, NotificationTemplateUpdate } from '@dwa/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useUpdateTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, changes }: { id: string; changes: NotificationTemplateUpdate }) =>
      apiFetch<NotificationTemplate>(
        `/api/admin/notification-templates/${encodeURIComponent(id)}`,
        {
          method: 'PATCH',
          body: JSON.stringify(changes),
        },
      ),
    onSuccess: (saved) => {
      client.setQueryData<{ items: NotificationTemplate[] }>(
        queryKeys.admin.notificationTemplates(),
        (list) => list && { items: list.items.map((t) => (t.id === saved.id ? saved : t)) },
      );
    },
  });
}
