// POST /api/contact: a visitor's message to support, stored on the server for the admins.
import type { ContactMessage } from '@dwa/domain/site';
import { useMutation } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';

export function useSendContact() {
  return useMutation({
    mutationFn: (message: ContactMessage) => postJson<{ id: string }>('/api/contact', message),
  });
}
