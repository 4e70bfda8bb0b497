// /boost and /help/boost: what boosting, verification and Pro give and cost. Every figure comes
// from money.ts (decision 014) through formatGhs, so the page follows a price change.
import {
  BOOST_CREDIT_PESEWAS,
  BOOST_DAYS,
  formatGhs,
  PRO_MONTHLY_BOOST_CREDITS,
  PRO_MONTHLY_FEE_PESEWAS,
  VERIFICATION_FEE_PESEWAS,
} from '@dwa/domain/money';
import { Link } from 'react-router';
import { ContentPage } from '../../features/content/content-page.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const plans = [
    {
      id: 'boost',
      title: t('boostHelp.boostTitle'),
      price: t('boostHelp.boostPrice', { price: formatGhs(BOOST_CREDIT_PESEWAS) }),
      text: t('boostHelp.boostText', { days: BOOST_DAYS }),
    },
    {
      id: 'verify',
      title: t('boostHelp.verifyTitle'),
      price: t('boostHelp.verifyPrice', { fee: formatGhs(VERIFICATION_FEE_PESEWAS) }),
      text: t('boostHelp.verifyText'),
    },
    {
      id: 'pro',
      title: t('boostHelp.proTitle'),
      price: t('boostHelp.proPrice', { fee: formatGhs(PRO_MONTHLY_FEE_PESEWAS) }),
      text: t('boostHelp.proText', { credits: PRO_MONTHLY_BOOST_CREDITS }),
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
