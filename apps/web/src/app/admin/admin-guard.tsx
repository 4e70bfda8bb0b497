// Layout routes of the admin area. `Component` guards the admin screens: signed-in admin only,
// and while the password must be changed, only the prompt to change it (the server refuses the
// admin API then too). `AdminSessionGuard` guards the change-password screen itself.

import { Link, Outlet } from 'react-router';
import { RequireSession } from '../../components/layout/require-session.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  return (
    <RequireSession type="admin" loginPath="/admin/login">
      {(admin) =>
        admin.passwordResetRequired ? <MustChangePassword /> : <Outlet context={admin} />
      }
    </RequireSession>
  );
}

Component.displayName = 'AdminGuard';

export function AdminSessionGuard() {
  return (
    <RequireSession type="admin" loginPath="/admin/login">
      {(admin) => <Outlet context={admin} />}
    </RequireSession>
  );
}

function MustChangePassword() {
  const { t } = useTranslation();
  return (
    <section className="mx-auto max-w-md py-8 text-center" data-testid="must-change-password">
      <h1 className="font-bold text-2xl">{t('admin.mustChangeTitle')}</h1>
      <p className="mt-2 text-subtle">{t('admin.mustChangeText')}</p>
      <Link to="/admin/change-password" className="btn-primary mt-6">
        {t('admin.change')}
      </Link>
    </section>
  );
}
