// /rider: the rider's home. Jobs, earnings and the wallet come with their own issue; until
// then it greets the rider and shows nothing made up.
import type { SessionUser } from '@dwa/domain/auth';
import { useOutletContext } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';

export function Component() {
  const { t } = useTranslation();
  const rider = useOutletContext<Extract<SessionUser, { type: 'rider' }>>();
  const logout = useLogout();
  return (
    <section className="flex flex-col gap-4">
      <p className="text-subtle">{t('rider.dashboardTitle')}</p>
      <h1 className="font-bold text-2xl">{t('rider.welcome', { name: rider.name })}</h1>
      <p className="font-mono text-subtle">{rider.phone}</p>
      <button type="button" className="btn-outline self-start" onClick={() => void logout.logout()}>
        {t('nav.logout')}
      </button>
    </section>
  );
}

Component.displayName = 'RiderHomePage';
