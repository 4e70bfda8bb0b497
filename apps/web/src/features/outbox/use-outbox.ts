// GET /api/admin/outbox: every WhatsApp message the platform sent or tried to send, newest
// first (admin only). The server's schema lives with the server; this is its JSON shape.
import { queryOptions, useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export interface OutboxEntry {
  id: string;
  to: string;
  text: string;
  eventType: string;
  channel: 'outbox' | 'cloud_api';
  status: 'queued' | 'sent' | 'failed';
  error: string | null;
  createdAt: string;
}

export const outboxQuery = () =>
  queryOptions({
    queryKey: queryKeys.admin.outbox(),
    queryFn: ({ signal }) => apiFetch<{ items: OutboxEntry[] }>('/api/admin/outbox', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });

export function useOutbox() {
  return useQuery(outboxQuery());
}
