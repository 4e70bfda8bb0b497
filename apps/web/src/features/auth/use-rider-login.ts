// POST /api/auth/rider/login: the WhatsApp number and the code sent for 'rider_login'.
import type { SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useRiderLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { phone: string; code: string }) =>
      postJson<{ user: SessionUser }>('/api/auth/rider/login', body),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
