// /seller: the seller's home. The dashboard (stats, products, shop) comes with its own issue;
// until then it greets the seller and shows nothing made up.
import type { SessionUser } from '@dwa/domain/auth';
import { useTranslation } from 'react-i18next';
import { useOutletContext } from 'react-router';
import { useLogout } from '../../lib/use-logout.ts';

export function Component() {
  const { t } = useTranslation();
  const seller = useOutletContext<Extract<SessionUser, { type: 'seller' }>>();
  const logout = useLogout();
  return (
    <section className="flex flex-col gap-4">
      <p className="text-subtle">{t('seller.dashboardTitle')}</p>
      <h1 className="font-bold text-2xl">
        {t('seller.welcomeBack')}, <span data-testid="seller-name">{seller.name}</span>
      </h1>
      <p className="font-mono text-subtle">{seller.phone}</p>
      <button type="button" className="btn-outline self-start" onClick={() => void logout.logout()}>
        {t('nav.logout')}
      </button>
    </section>
  );
}

Component.displayName = 'SellerHomePage';
