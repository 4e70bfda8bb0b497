// GET /api/admin/outbox: every WhatsApp message the platform sent or tried to send, newest
// first (admin only). The server's schema lives with the server; this is its JSON shape.
import { useQuery } from '@tanstack/react-query';
import { apiFetch } from '../../lib/api.ts';

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

export function useOutbox() {
  return useQuery({
    queryKey: ['admin', 'outbox'],
    queryFn: ({ signal }) => apiFetch<{ items: OutboxEntry[] }>('/api/admin/outbox', { signal }),
    staleTime: 0,
    refetchOnWindowFocus: true,
  });
}
