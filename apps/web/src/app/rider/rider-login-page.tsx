// /rider/login: WhatsApp number, then a one-time code. Afterwards the requested page (same-site
// path only) or /rider; a rider already signed in goes straight on.

import { Link, Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { RiderLoginForm } from '../../features/auth/rider-login-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { userOfType, useSession } from '../../lib/session.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/rider');
  if (userOfType(useSession().data?.user, 'rider')) return <Navigate to={target} replace />;
  return (
    <AuthCard title={t('rider.loginTitle')} intro={t('rider.loginIntro')}>
      {params.has('redirect') && (
        <div className="mb-4">
          <FormAlert tone="info">{t('areas.riderSignIn')}</FormAlert>
        </div>
      )}
      <RiderLoginForm onSignedIn={() => navigate(target, { replace: true })} />
      <p className="mt-6 text-sm text-subtle">
        {t('rider.newRider')}{' '}
        <Link to="/rider/register" className="font-semibold text-brand underline">
          {t('rider.registerLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

Component.displayName = 'RiderLoginPage';
