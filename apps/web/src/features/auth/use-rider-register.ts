// POST /api/auth/rider/register: rider details and the WhatsApp code; 201 signs the rider in.
import type { RiderRegistration, SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export function useRiderRegister() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: RiderRegistration) =>
      postJson<{ user: SessionUser }>('/api/auth/rider/register', body),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
