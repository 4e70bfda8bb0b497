// The verification card (Get Verified, or the Verified badge with its end date and, in its last
// month, Renew), the Pro card (Upgrade to Pro, or Pro until <date> with Renew: Pro is never
// debited by itself) and the boost credits card (the balance, Buy boost credits). Each button
// opens the pay dialog (lib/purchase.ts); prices come from the price list.
import { formatGhs } from '@dwa/domain/money';
import type { SellerProfile } from '@dwa/domain/seller-profile';
import { CheckBadgeIcon } from '../../components/ui/icons.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';
import { useOpenPurchase } from '../../lib/purchase.ts';

/** Pro is on while its end date is in the future. */
const isActive = (until: string | null) => until !== null && new Date(until).getTime() > Date.now();
/** A verification may be renewed (from its end) in its last month; earlier is a year ahead. */
const RENEW_VERIFICATION_WITHIN_MS = 30 * 86_400_000;
const endsWithin = (until: string | null, ms: number) =>
  until !== null && new Date(until).getTime() - Date.now() < ms;

export function VerificationCard({ profile }: { profile: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const buy = useOpenPurchase();
  const prices = usePrices();
  return (
    <TitledCard level={3} title={t('sellerProfile.verification.title')} testId="verification-card">
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
          {buy && endsWithin(profile.verifiedUntil, RENEW_VERIFICATION_WITHIN_MS) && (
            <button type="button" className="btn-outline" onClick={() => buy('verification')}>
              {t('sellerProfile.verification.renew')}
            </button>
          )}
        </p>
      ) : (
        <>
          <p className="text-sm text-subtle">
            {t('sellerProfile.verification.intro')}{' '}
            {t('payments.dialog.verificationPrice', {
              price: formatGhs(prices.verificationPesewas),
              days: prices.verificationDays,
            })}
          </p>
          {buy && (
            <button
              type="button"
              className="btn-primary self-start"
              onClick={() => buy('verification')}
            >
              {t('sellerProfile.verification.get')}
            </button>
          )}
        </>
      )}
    </TitledCard>
  );
}

export function ProCard({ profile }: { profile: SellerProfile }) {
  const { t, i18n } = useTranslation();
  const buy = useOpenPurchase();
  const prices = usePrices();
  return (
    <TitledCard level={3} title={t('sellerProfile.pro.title')} testId="pro-card">
      {isActive(profile.proUntil) && profile.proUntil ? (
        <>
          <p className="font-semibold">
            {t('sellerProfile.pro.until', { date: formatDate(profile.proUntil, i18n.language) })}
          </p>
          <p className="text-sm text-subtle">{t('sellerProfile.pro.renewNote')}</p>
          {buy && (
            <button type="button" className="btn-outline self-start" onClick={() => buy('pro')}>
              {t('sellerProfile.pro.renew')}
            </button>
          )}
        </>
      ) : (
        <>
          <p className="text-sm text-subtle">
            {t('sellerProfile.pro.intro')}{' '}
            {t('payments.pro.price', { price: formatGhs(prices.proMonthlyPesewas) })}
          </p>
          {buy && (
            <button type="button" className="btn-primary self-start" onClick={() => buy('pro')}>
              {t('sellerProfile.pro.upgrade')}
            </button>
          )}
        </>
      )}
    </TitledCard>
  );
}

export function CreditsCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const buy = useOpenPurchase();
  const prices = usePrices();
  const cheapest = Math.min(...prices.creditPacks.map((p) => p.pesewas));
  return (
    <TitledCard level={3} title={t('payments.credits.title')} testId="credits-card">
      <p className="font-semibold" data-testid="credits-balance">
        {t('payments.credits.balance', {
          credits: profile.boostCredits,
          count: profile.boostCredits,
        })}
      </p>
      <p className="text-sm text-subtle">
        {t('payments.credits.intro')}{' '}
        {Number.isFinite(cheapest) && t('payments.credits.packs', { price: formatGhs(cheapest) })}
      </p>
      {buy && (
        <button type="button" className="btn-outline self-start" onClick={() => buy('credits')}>
          {t('payments.credits.buy')}
        </button>
      )}
    </TitledCard>
  );
}
