// The header's account links (spec section 2). A signed-in seller or rider sees My Dashboard and
// Logout, a signed-in admin Admin (the back office) and Logout; everyone else sees Seller Login
// and Admin. One cookie holds one session, so at most one of these applies.

import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { useSession } from '../../lib/session.ts';
import { useLogout } from '../../lib/use-logout.ts';

export function AccountLinks() {
  const { t } = useTranslation();
  const user = useSession().data?.user ?? null;
  const logout = useLogout();
  const dashboard = user?.type === 'seller' ? '/seller' : user?.type === 'rider' ? '/rider' : null;
  return (
    <>
      {user?.type === 'admin' ? (
        <Link to="/admin" className="btn-primary">
          {t('nav.admin')}
        </Link>
      ) : dashboard ? (
        <Link to={dashboard} className="btn-primary">
          {t('nav.myDashboard')}
        </Link>
      ) : (
        <>
          <Link to="/login" className="btn-primary">
            {t('nav.sellerLogin')}
          </Link>
          <Link to="/admin/login" className="btn-outline">
            {t('nav.admin')}
          </Link>
        </>
      )}
      {user && (
        <button
          type="button"
          className="btn-ghost px-3 font-semibold"
          disabled={logout.isPending}
          onClick={() => void logout.logout()}
        >
          {t('nav.logout')}
        </button>
      )}
    </>
  );
}
