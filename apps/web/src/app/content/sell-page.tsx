// /sell: the seller landing page. Both calls to action (spec: 'Start Selling Now', 'Create Seller
// Account') open /seller/onboarding; prices come from the price list (lib/prices.ts), never
// typed into the texts, and Pro's benefits are the one shared list.
import { formatGhs } from '@dwa/domain/money';
import { Link } from 'react-router';
import { ProBenefits } from '../../components/pro-benefits.tsx';
import { ContentPage, Steps } from '../../features/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';

const REASONS = ['reach', 'whatsapp', 'money', 'delivery'] as const;

export function Component() {
  const { t } = useTranslation();
  const prices = usePrices();
  const single = prices.creditPacks[0];
  const perCredit = single ? Math.round(single.pesewas / single.credits) : 0;
  return (
    <ContentPage page="sell">
      <div className="flex flex-wrap gap-2">
        <Link to="/seller/onboarding" className="btn-primary" data-testid="sell-start">
          {t('sell.startSelling')}
        </Link>
        <Link to="/seller/onboarding" className="btn-outline" data-testid="sell-create">
          {t('sell.createAccount')}
        </Link>
      </div>
      <section>
        <h2 className="font-semibold text-xl">{t('sell.whyTitle')}</h2>
        <ul className="mt-3 grid gap-3 sm:grid-cols-2">
          {REASONS.map((reason) => (
            <li key={reason} className="rounded-xl border border-line bg-surface p-4">
              <h3 className="font-semibold">{t(`sell.why.${reason}Title`)}</h3>
              <p className="mt-1 text-sm text-subtle">{t(`sell.why.${reason}Text`)}</p>
            </li>
          ))}
        </ul>
      </section>
      <section>
        <h2 className="font-semibold text-xl">{t('sell.whatsappTitle')}</h2>
        <p className="mt-2">{t('sell.whatsappIntro')}</p>
        <Steps keys={['sell.whatsappStep1', 'sell.whatsappStep2', 'sell.whatsappStep3']} />
      </section>
      <section>
        <h2 className="font-semibold text-xl">{t('sell.pricesTitle')}</h2>
        <ul className="mt-3 flex list-disc flex-col gap-2 pl-5" data-testid="sell-prices">
          <li>{t('sell.priceFree')}</li>
          <li>{t('sell.priceVerification', { fee: formatGhs(prices.verificationPesewas) })}</li>
          <li>
            {t('sell.pricePro', { fee: formatGhs(prices.proMonthlyPesewas) })}
            <ProBenefits className="mt-1 text-sm" />
          </li>
          <li>{t('sell.priceBoost', { price: formatGhs(perCredit * prices.boostCredits[1]) })}</li>
        </ul>
        <Link to="/help/boost" className="mt-2 inline-flex min-h-11 items-center underline">
          {t('sell.boostLink')}
        </Link>
      </section>
      <section className="rounded-2xl bg-brand p-5 text-brand-ink">
        <h2 className="font-bold text-xl">{t('sell.readyTitle')}</h2>
        <p className="mt-1 opacity-90">{t('sell.readyText')}</p>
        <Link to="/seller/onboarding" className="btn-primary mt-3 bg-surface text-brand">
          {t('sell.startSelling')}
        </Link>
      </section>
    </ContentPage>
  );
}
