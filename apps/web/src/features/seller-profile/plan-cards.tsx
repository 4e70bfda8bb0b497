// The verification card (Get Verified, or the Verified badge with its end date) and the Pro card
// (Upgrade to Pro, or Pro until <date>). Prices come from domain/money.ts.
import { formatGhs, PRO_MONTHLY_FEE_PESEWAS, VERIFICATION_FEE_PESEWAS } from '@dwa/domain/money';
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { useState } from 'react';
import { CheckBadgeIcon } from '../../components/ui/icons.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Card } from './card.tsx';
import { PlanDialog } from './plan-dialog.tsx';

const VERIFIED_BENEFITS = ['badge', 'ranking', 'trust', 'support'] as const;
const PRO_BENEFITS = ['boosts', 'analytics', 'featured', 'priority'] as const;

/** Pro is on while its end date is in the future. */
const isActive = (until: string | null) => until !== null && new Date(until).getTime() > Date.now();

export function VerificationCard({ profile }: { profile: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('sellerProfile.verification.title')} testId="verification-card">
      {profile.isVerified ? (
        <p className="flex flex-wrap items-center gap-2">
          <span className="inline-flex items-center gap-1 rounded-full bg-brand px-3 py-1 font-semibold text-brand-ink text-sm">
            <CheckBadgeIcon aria-hidden="true" /> {t('sellerProfile.verification.badge')}
          </span>
          {profile.verifiedUntil && (
            <span className="text-sm text-subtle">
              {t('sellerProfile.verification.until', {
                date: formatDate(profile.verifiedUntil, i18n.language),
              })}
            </span>
          )}
        </p>
      ) : (
        <>
          <p className="text-sm text-subtle">{t('sellerProfile.verification.intro')}</p>
          <button type="button" className="btn-primary self-start" onClick={() => setOpen(true)}>
            {t('sellerProfile.verification.get')}
          </button>
        </>
      )}
      {open && (
        <PlanDialog
          plan="verification"
          title={t('sellerProfile.verification.dialogTitle')}
          price={t('sellerProfile.verification.once', {
            price: formatGhs(VERIFICATION_FEE_PESEWAS),
          })}
          benefits={VERIFIED_BENEFITS.map((b) => t(`sellerProfile.verification.benefits.${b}`))}
          shop={profile}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}

export function ProCard({ profile }: { profile: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState(false);
  return (
    <Card title={t('sellerProfile.pro.title')} testId="pro-card">
      {isActive(profile.proUntil) && profile.proUntil ? (
        <p className="font-semibold">
          {t('sellerProfile.pro.until', { date: formatDate(profile.proUntil, i18n.language) })}
        </p>
      ) : (
        <>
          <p className="text-sm text-subtle">{t('sellerProfile.pro.intro')}</p>
          <button type="button" className="btn-primary self-start" onClick={() => setOpen(true)}>
            {t('sellerProfile.pro.upgrade')}
          </button>
        </>
      )}
      {open && (
        <PlanDialog
          plan="pro"
          title={t('sellerProfile.pro.dialogTitle')}
          price={t('sellerProfile.pro.monthly', { price: formatGhs(PRO_MONTHLY_FEE_PESEWAS) })}
          benefits={PRO_BENEFITS.map((b) => t(`sellerProfile.pro.benefits.${b}`))}
          shop={profile}
          onClose={() => setOpen(false)}
        />
      )}
    </Card>
  );
}
