// GET /api/admin/whatsapp/sessions: the 20 most recently active conversations with the bot.

import type { WhatsAppSessionListSchema } from '@dwa/domain/whatsapp-webhook';
import { queryOptions, useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export type BotSessionList = z.infer<typeof WhatsAppSessionListSchema>;
export type BotSession = BotSessionList['items'][number];

export const botSessionsQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.botSessions(),
    queryFn: ({ signal }) => apiFetch<BotSessionList>('/api/admin/whatsapp/sessions', { signal }),
  });

export function useBotSessions(enabled: boolean) {
  return useQuery({ ...botSessionsQuery(), enabled });
}
