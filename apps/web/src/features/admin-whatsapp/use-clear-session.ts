// DELETE /api/admin/whatsapp/sessions/:id: the number starts fresh with the bot. The list is
// asked again whatever the answer (another admin may have cleared it first).
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function useClearSession() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (id: string) =>
      apiFetch<null>(`/api/admin/whatsapp/sessions/${encodeURIComponent(id)}`, {
        method: 'DELETE',
      }),
    onSettled: () => client.invalidateQueries({ queryKey: queryKeys.admin.botSessions() }),
  });
}
