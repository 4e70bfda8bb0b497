// Verification, read-only: admins verify riders for a year (spec), so the rider sees the status
// and its end, or what happens next when not verified.
import type { RiderProfile } from '@dwa/domain/deliveries';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function VerificationCard({
  profile,
  now = new Date(),
}: {
  profile: RiderProfile;
  now?: Date;
}) {
  const { t, i18n } = useTranslation();
  const expiry = profile.verificationExpiry;
  const expired = expiry !== null && new Date(expiry) <= now;
  const verified = profile.isVerified && !expired;
  return (
    <TitledCard
      title={t('riderCenter.profile.verification.title')}
      testId="rider-verification"
      aside={
        <span
          data-testid="rider-verification-status"
          className={`rounded-full px-3 py-1 font-semibold text-sm ${
            verified ? 'bg-brand text-brand-ink' : 'border border-gold text-gold'
          }`}
        >
          {verified
            ? t('riderCenter.profile.verification.verified')
            : t('riderCenter.profile.verification.unverified')}
        </span>
      }
    >
      {verified && expiry && (
        <p>
          {t('riderCenter.profile.verification.until', { date: formatDate(expiry, i18n.language) })}
        </p>
      )}
      {profile.isVerified && expired && expiry && (
        <p>
          {t('riderCenter.profile.verification.expired', {
            date: formatDate(expiry, i18n.language),
          })}
        </p>
      )}
      {!verified && <p className="text-sm">{t('riderCenter.profile.verification.pending')}</p>}
      <p className="text-sm text-subtle">{t('riderCenter.profile.verification.adminOnly')}</p>
    </TitledCard>
  );
}
