// /rider/register: on success the rider is signed in and lands on /rider.

import { Link, useNavigate } from 'react-router';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { RiderRegistrationForm } from '../../features/auth/rider-registration-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  return (
    <AuthCard wide title={t('rider.registerTitle')} intro={t('rider.registerIntro')}>
      <RiderRegistrationForm onRegistered={() => navigate('/rider', { replace: true })} />
      <p className="mt-6 text-sm text-subtle">
        {t('rider.haveAccount')}{' '}
        <Link to="/rider/login" className="font-semibold text-brand underline">
          {t('rider.loginLink')}
        </Link>
      </p>
    </AuthCard>
  );
}

Component.displayName = 'RiderRegisterPage';
