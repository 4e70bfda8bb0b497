// GET /api/admin/messages: the contact form's messages, new or handled, newest first (read).
import type { AdminMessageList, AdminMessageListQuery } from '@dwa/domain/admin/moderation';
import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';
import { listUrl } from './list-url.ts';

export const adminMessagesQuery = (query: AdminMessageListQuery) =>
  queryOptions({
    queryKey: queryKeys.admin.messageList(query),
    queryFn: ({ signal }) =>
      apiFetch<AdminMessageList>(listUrl('/api/admin/messages', query), { signal }),
    staleTime: 0,
    placeholderData: keepPreviousData,
  });

export function useAdminMessages(query: AdminMessageListQuery) {
  return useQuery(adminMessagesQuery(query));
}
