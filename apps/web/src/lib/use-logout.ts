// Sign out (POST /api/auth/logout). The server ends the session and clears the cookie; the
// cached user goes at once, whatever the answer, so a failed call never leaves a stale name.
// A plain async call rather than useMutation: the header is on every page, and this keeps
// TanStack's mutation code out of a buyer's first download.
import { useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { useNavigate } from 'react-router';
import { postJson } from './api.ts';
import { setSignedOut } from './session.ts';

export function useLogout() {
  const client = useQueryClient();
  const navigate = useNavigate();
  const [isPending, setPending] = useState(false);
  async function logout() {
    setPending(true);
    try {
      await postJson<null>('/api/auth/logout');
    } catch {
      // Signed out here regardless; the server session expires on its own.
    } finally {
      setPending(false);
      setSignedOut(client);
      navigate('/', { replace: true });
    }
  }
  return { logout, isPending };
}
