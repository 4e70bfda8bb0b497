// POST /api/admin/notifications/send: the admin's own text to a number inside WhatsApp's 24-hour
// window; the request id makes a doubled Send one message.
import type { ManualNotificationInput, ManualNotificationResult } from '@dwa/domain/notifications';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useSendManual() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (input: ManualNotificationInput) =>
      postJson<ManualNotificationResult>('/api/admin/notifications/send', input),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.notificationHistory() });
      void client.invalidateQueries({ queryKey: queryKeys.admin.outbox() });
    },
  });
}
