// /seller/reset-password (spec section 2, 4): step 1 the phone, step 2 the code and a new
// password; success goes to the seller login after 0.8 s.
import { useState } from 'react';
import { AuthCard } from '../../components/layout/auth-card.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { SellerResetCompleteForm } from '../../features/auth/seller-reset-complete-form.tsx';
import { SellerResetRequestForm } from '../../features/auth/seller-reset-request-form.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useDelayedNavigate } from '../../lib/use-delayed-navigate.ts';

export function Component() {
  const { t } = useTranslation();
  const navigateLater = useDelayedNavigate();
  const [phone, setPhone] = useState('');
  const [step, setStep] = useState<'request' | 'complete'>('request');
  return (
    <AuthCard
      title={t('seller.resetTitle')}
      intro={step === 'request' ? t('seller.resetIntro') : undefined}
    >
      {step === 'request' ? (
        <SellerResetRequestForm
          phone={phone}
          onSent={(sentTo) => {
            setPhone(sentTo);
            setStep('complete');
          }}
        />
      ) : (
        <div className="flex flex-col gap-4">
          <FormAlert tone="info">{t('seller.resetSent')}</FormAlert>
          <SellerResetCompleteForm
            phone={phone}
            onBack={() => setStep('request')}
            onDone={() => navigateLater('/seller/login', 800)}
          />
        </div>
      )}
    </AuthCard>
  );
}

Component.displayName = 'SellerResetPage';
