// GET /api/admin/whatsapp/conversation: what a number sent the bot and what it answered, oldest
// first. Polled every second while an answer is expected (the bot waits a few seconds for more
// photos before it answers one), slowly otherwise (the CLI simulator may write meanwhile).
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { queryKeys } from '../../lib/query-keys.ts';

/** How long after a send the page keeps asking every second. */
export const ANSWER_WINDOW_MS = 30_000;

export const conversationQuery = (number: string, lastSentAt: number) =>
  queryOptions({
    queryKey: queryKeys.admin.conversation(number),
    queryFn: ({ signal }) =>
      apiFetch<{ items: ConversationEntry[] }>(
        `/api/admin/whatsapp/conversation?${new URLSearchParams({ number })}`,
        { signal },
      ),
    staleTime: 0,
    retry: false,
    refetchInterval: (query) => {
      // The simulator is off (Cloud API transport): asking again cannot change that.
      if (query.state.error instanceof ApiError && query.state.error.status === 404) return false;
      const queued = query.state.data?.items.some((i) => i.status === 'queued');
      return queued || Date.now() - lastSentAt < ANSWER_WINDOW_MS ? 1000 : 10_000;
    },
  });

/** `number` is E.164, or null while the field holds no valid number. */
export function useConversation(number: string | null, lastSentAt: number) {
  return useQuery({ ...conversationQuery(number ?? '', lastSentAt), enabled: number !== null });
}
