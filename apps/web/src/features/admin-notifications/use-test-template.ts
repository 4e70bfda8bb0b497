// POST /api/admin/notification-templates/:id/test: the template with sample values to the admin's
// WhatsApp (or the number given), through the outbox; one request id per press of Send.
import type { TemplateTestInput, TemplateTestResult } from '@dwa/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useTestTemplate() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, input }: { id: string; input: TemplateTestInput }) =>
      postJson<TemplateTestResult>(
        `/api/admin/notification-templates/${encodeURIComponent(id)}/test`,
        input,
      ),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.outbox() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.notificationHistory() });
    },
  });
}
