// Who is signed in, as the server says (GET /api/auth/session). The browser keeps nothing it
// trusts: the HttpOnly cookie is the session, this query is only a view of it. Other tabs learn
// about a sign-in or sign-out through a BroadcastChannel and refetch; focus refetches too.
import type { SessionResponse, SessionUser } from '@dwa/domain/auth';
import { type QueryClient, queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect } from 'react';
import { apiFetch } from './api.ts';
import { isPublicQuery, queryKeys } from './query-keys.ts';

const CHANNEL = 'dwa-session';

export const sessionQuery = () =>
  queryOptions({
    queryKey: queryKeys.session(),
    queryFn: ({ signal }) => apiFetch<SessionResponse>('/api/auth/session', { signal }),
    staleTime: 60_000,
    refetchOnWindowFocus: true,
  });

export function useSession() {
  return useQuery(sessionQuery());
}

/** The signed-in user when it is of the given type. */
export function userOfType<T extends SessionUser['type']>(
  user: SessionUser | null | undefined,
  type: T,
): Extract<SessionUser, { type: T }> | null {
  return user?.type === type ? (user as Extract<SessionUser, { type: T }>) : null;
}

function announce() {
  if (typeof BroadcastChannel === 'undefined') return;
  const channel = new BroadcastChannel(CHANNEL);
  channel.postMessage('changed');
  channel.close();
}

/** After a sign-in, registration or password change: show the new user at once, drop data that
 * belonged to whoever was signed in before, and tell the other tabs. */
export function setSignedIn(client: QueryClient, user: SessionUser) {
  client.removeQueries({ predicate: (q) => !isPublicQuery(q.queryKey) });
  client.setQueryData(sessionQuery().queryKey, { user });
  announce();
}

export function setSignedOut(client: QueryClient) {
  client.removeQueries({ predicate: (q) => !isPublicQuery(q.queryKey) });
  client.setQueryData(sessionQuery().queryKey, { user: null });
  announce();
}

/** Mounted once in the root layout: another tab signed in or out, so ask the server again. */
export function useSessionSync() {
  const client = useQueryClient();
  useEffect(() => {
    if (typeof BroadcastChannel === 'undefined') return;
    const channel = new BroadcastChannel(CHANNEL);
    channel.onmessage = () => {
      void client.invalidateQueries({ queryKey: queryKeys.session() });
    };
    return () => channel.close();
  }, [client]);
}
