// /seller/onboarding: seller registration; on success the new seller is signed in and reaches
// the dashboard 2 s later (spec section 4).

import { AuthCard } from '../../components/layout/auth-card.tsx';
import { SellerRegistrationForm } from '../../features/auth/seller-registration-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';

export function Component() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  return (
    <AuthCard wide title={t('seller.onboardingTitle')} intro={t('seller.onboardingIntro')}>
      <SellerRegistrationForm onRegistered={() => navigateLater('/seller', 2000)} />
    </AuthCard>
  );
}

Component.displayName = 'SellerOnboardingPage';
