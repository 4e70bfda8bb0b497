// POST /api/admin/whatsapp/simulate: a message as `from` would send it on WhatsApp (text, a photo,
// or a tap on one of the bot's reply buttons). The server signs it and posts it to the real
// webhook; the conversation is refetched so the sent message shows at once.
import type { SimulateMessageInput } from '@dwa/domain/whatsapp-simulator';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** `from` is E.164 (the conversation's key). */
export function useSimulateMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (input: SimulateMessageInput & { from: string }) =>
      postJson<{ messageId: string }>('/api/admin/whatsapp/simulate', input),
    onSettled: (_data, _error, input) =>
      queryClient.invalidateQueries({ queryKey: queryKeys.admin.conversation(input.from) }),
  });
}
