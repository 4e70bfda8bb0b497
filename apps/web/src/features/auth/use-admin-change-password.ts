// POST /api/auth/admin/change-password. The server ends the admin's other sessions and rotates
// this one; the answer is the admin with passwordResetRequired false.
import type { SessionUser } from '@dwa/domain/auth';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { postJson } from '../../lib/api.ts';
import { setSignedIn } from '../../lib/session.ts';

export interface AdminPasswordChange {
  currentPassword: string;
  newPassword: string;
  confirmPassword: string;
}

export function useAdminChangePassword() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (body: AdminPasswordChange) =>
      postJson<{ user: SessionUser }>('/api/auth/admin/change-password', body),
    onSuccess: ({ user }) => setSignedIn(client, user),
  });
}
