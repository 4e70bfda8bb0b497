// GET /api/admin/outbox: every WhatsApp message the platform queued, sent or failed to send,
// newest first (admin only), with the attempts and the provider's answer.
import type { OutboxEntry } from '@dwa/domain/outbox';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export const outboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.outbox(),
    queryFn: ({ signal }) => apiFetch<{ items: OutboxEntry[] }>('/api/admin/outbox', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
    // Queued messages change within seconds: keep the list current while it is open.
    refetchInterval: (query) =>
      query.state.data?.items.some((i) => i.status === 'queued') ? 2000 : false,
  });

export function useOutbox() {
  return useQuery(outboxQuery());
}
