// /admin/login. Afterwards the originally requested page (same-site path only) or /admin,
// replacing history; an admin already signed in is sent on (spec section 2).

import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { AdminLoginForm } from '../../features/auth/admin-login-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { userOfType, useSession } from '../../lib/session.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/admin');
  if (userOfType(useSession().data?.user, 'admin')) return <Navigate to={target} replace />;
  return (
    <AuthCard title={t('admin.loginTitle')}>
      {params.has('redirect') && (
        <div className="mb-4">
          <FormAlert tone="info">{t('areas.adminSignIn')}</FormAlert>
        </div>
      )}
      <AdminLoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}

Component.displayName = 'AdminLoginPage';
