// Route guard: renders its children only for a signed-in user of the given type, as the server
// says (GET /api/auth/session). Anyone else is sent to the login with the requested path, and
// the history entry is replaced so Back does not return to a screen they cannot see.
import type { SessionUser } from '@dwa/domain/auth';
import type { ReactNode } from 'react';
import { Navigate, useLocation } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { loginUrl } from '../../lib/safe-redirect.ts';
import { userOfType, useSession } from '../../lib/session.ts';

interface Props<T extends SessionUser['type']> {
  type: T;
  loginPath: string;
  children(user: Extract<SessionUser, { type: T }>): ReactNode;
}

export function RequireSession<T extends SessionUser['type']>({
  type,
  loginPath,
  children,
}: Props<T>) {
  const { t } = useTranslation();
  const session = useSession();
  const location = useLocation();
  if (session.isPending) {
    // A screen's height, as the root layout's Suspense fallback: on a cold visit (the app shell)
    // this is the first thing drawn, and a short line here put the footer on the screen, which
    // the screen then pushed down out of it (a layout shift of ~0.6 on a phone).
    return (
      <p role="status" className="min-h-dvh py-12 text-center text-subtle">
        {t('auth.checkingSession')}
      </p>
    );
  }
  if (session.isError) {
    return (
      <div role="alert" className="py-12 text-center">
        <p>{t('auth.sessionError')}</p>
        <button type="button" className="btn-outline mt-4" onClick={() => session.refetch()}>
          {t('home.retry')}
        </button>
      </div>
    );
  }
  const user = userOfType(session.data.user, type);
  if (!user) {
    const here = `${location.pathname}${location.search}`;
    return <Navigate to={loginUrl(loginPath, here)} replace />;
  }
  return children(user);
}
