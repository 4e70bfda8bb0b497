// /admin: who is signed in and the way to the outbox and the WhatsApp simulator. The dashboard (counts, revenue, entries)
// comes with its own issue; nothing here is made up.
import type { SessionUser } from '@dwa/domain/auth';
import { Link, useOutletContext } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useLogout } from '../../lib/use-logout.ts';

export function Component() {
  const { t } = useTranslation();
  const admin = useOutletContext<Extract<SessionUser, { type: 'admin' }>>();
  const logout = useLogout();
  return (
    <section className="flex flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('admin.homeTitle')}</h1>
      <p className="text-subtle">{t('admin.signedInAs', { email: admin.email })}</p>
      <div className="flex flex-wrap gap-2">
        <Link to="/admin/outbox" className="btn-primary">
          {t('admin.outbox')}
        </Link>
        <Link to="/admin/whatsapp/simulator" className="btn-outline">
          {t('simulator.link')}
        </Link>
        <button type="button" className="btn-outline" onClick={() => void logout.logout()}>
          {t('nav.logout')}
        </button>
      </div>
    </section>
  );
}

Component.displayName = 'AdminHomePage';
