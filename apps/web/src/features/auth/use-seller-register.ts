// POST /api/auth/seller/register: the shop, its first product, a password and the phone code.
// 201 signs the new seller in.
import type { SellerRegistration, SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useSellerRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: SellerRegistration) =>
      postJson<{ user: SessionUser }>('/api/auth/seller/register', body),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
