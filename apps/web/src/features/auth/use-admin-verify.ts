// POST /api/auth/admin/verify: the WhatsApp code of an admin sign-in's second step.
import type { SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useAdminVerify() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (code: string) =>
      postJson<{ user: SessionUser }>('/api/auth/admin/verify', { code }),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
