// /login and /seller/login. After signing in: the page the user came from (a same-site path
// only), else /seller. A seller already signed in goes straight there.

import { Navigate, useNavigate, useSearchParams } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { SellerLoginForm } from '../../features/auth/seller-login-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { safeRedirect } from '../../lib/safe-redirect.ts';
import { userOfType, useSession } from '../../lib/session.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [params] = useSearchParams();
  const target = safeRedirect(params.get('redirect'), '/seller');
  const signedIn = userOfType(useSession().data?.user, 'seller');
  if (signedIn) return <Navigate to={target} replace />;
  return (
    <AuthCard title={t('seller.loginTitle')} intro={t('seller.loginIntro')}>
      {params.has('redirect') && (
        <div className="mb-4">
          <FormAlert tone="info">{t('areas.sellerSignIn')}</FormAlert>
        </div>
      )}
      <SellerLoginForm onSignedIn={() => navigate(target, { replace: true })} />
    </AuthCard>
  );
}

Component.displayName = 'SellerLoginPage';
