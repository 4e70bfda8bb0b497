// /boost and /help/boost: what boosting, verification and Pro give and cost. Every figure comes
// from the price list (GET /api/payments/prices, the defaults until it answers) through
// formatGhs, so the page follows a price change; Pro's benefits are the one shared list.
import { formatGhs } from '@dwa/domain/money';
import { BOOST_DURATION_DAYS } from '@dwa/domain/prices';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { ProBenefits } from '../../components/pro-benefits.tsx';
import { ContentPage } from '../../features/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';

export function Component() {
  const { t } = useTranslation();
  const prices = usePrices();
  // The price of a credit bought alone (the smallest pack), and so of the shortest boost.
  const single = prices.creditPacks[0];
  const perCredit = single ? Math.round(single.pesewas / single.credits) : 0;
  const plans: { id: string; title: string; price: string; text: string; more?: ReactNode }[] = [
    {
      id: 'boost',
      title: t('boostHelp.boostTitle'),
      price: t('boostHelp.boostPrice', { price: formatGhs(perCredit * prices.boostCredits[1]) }),
      text: t('boostHelp.boostText'),
      more: (
        <ul className="mt-2 flex flex-col gap-1 text-sm" data-testid="boost-lengths">
          {BOOST_DURATION_DAYS.map((days) => {
            const credits = prices.boostCredits[days];
            return (
              <li key={days} className="flex justify-between gap-2">
                <span>
                  {days === 1 ? t('payments.dayOne') : t('payments.dayMany', { count: days })}
                </span>
                <span className="font-semibold">
                  {credits === 1
                    ? t('payments.creditOne')
                    : t('payments.creditMany', { count: credits })}
                </span>
              </li>
            );
          })}
        </ul>
      ),
    },
    {
      id: 'verify',
      title: t('boostHelp.verifyTitle'),
      price: t('boostHelp.verifyPrice', { fee: formatGhs(prices.verificationPesewas) }),
      text: t('boostHelp.verifyText'),
    },
    {
      id: 'pro',
      title: t('boostHelp.proTitle'),
      price: t('boostHelp.proPrice', { fee: formatGhs(prices.proMonthlyPesewas) }),
      text: t('boostHelp.proText'),
      more: <ProBenefits className="mt-2 text-sm" />,
    },
  ];
  return (
    <ContentPage page="boostHelp">
      <ul className="grid gap-3 sm:grid-cols-3">
        {plans.map((plan) => (
          <li
            key={plan.id}
            className="flex flex-col rounded-xl border border-line bg-surface p-4"
            data-testid={`plan-${plan.id}`}
          >
            <h2 className="font-semibold text-lg">{plan.title}</h2>
            <p className="mt-1 font-bold text-brand text-xl">{plan.price}</p>
            <p className="mt-2 text-sm leading-relaxed">{plan.text}</p>
            {plan.more}
          </li>
        ))}
      </ul>
      <section>
        <h2 className="font-semibold text-xl">{t('boostHelp.howTitle')}</h2>
        <p className="mt-2 leading-relaxed">{t('boostHelp.howText')}</p>
        <Link to="/seller" className="btn-primary mt-3">
          {t('boostHelp.startCta')}
        </Link>
      </section>
    </ContentPage>
  );
}
