// POST /api/auth/admin/login: email + password. Signed in, or a WhatsApp code is still needed
// (then the session exists but only admits /api/auth/admin/verify).
import type { AdminLoginResponse } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useAdminLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: { email: string; password: string }) =>
      postJson<AdminLoginResponse>('/api/auth/admin/login', body),
    onSuccess: (answer) => {
      if ('user' in answer) setSignedIn(client, answer.user);
    },
  });
}
