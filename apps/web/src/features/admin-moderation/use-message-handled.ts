// POST /api/admin/messages/:id/handled {handled}: handled by this admin now, or opened again.
import type { AdminMessage } from '@dwa/domain/admin/moderation';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useMessageHandled() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: ({ id, handled }: { id: string; handled: boolean }) =>
      postJson<AdminMessage>(`/api/admin/messages/${encodeURIComponent(id)}/handled`, {
        handled,
      }),
    onSettled: () => {
      void client.invalidateQueries({ queryKey: queryKeys.admin.messages() });
      // The dashboard's badge of new messages.
      void client.invalidateQueries({ queryKey: queryKeys.admin.dashboard() });
    },
  });
}
