// POST /api/auth/seller/login: phone + password; the server sets the session cookie.
import type { SellerLogin, SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useSellerLogin() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerLogin) =>
      postJson<{ user: SessionUser }>('/api/auth/seller/login', body),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
