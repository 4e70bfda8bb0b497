// The one list of what Pro gives (spec: unlimited boosts, advanced analytics, featured shop
// placement, priority listing), with the fair-use limit on boosts from the price list. The Pro
// dialog, the boost dialog, /help/boost and /sell all show this component, so no screen can
// promise something the others do not.

import { useTranslation } from '../lib/i18n.ts';
import { usePrices } from '../lib/prices.ts';
import { CheckBadgeIcon } from './ui/icons.tsx';

const BENEFITS = ['boosts', 'analytics', 'featured', 'priority'] as const;

export function ProBenefits({ className = '' }: { className?: string }) {
  const { t } = useTranslation();
  const { proBoostLimit } = usePrices();
  return (
    <ul className={`flex flex-col gap-1 ${className}`} data-testid="pro-benefits">
      {BENEFITS.map((benefit) => (
        <li key={benefit} className="flex items-start gap-2">
          <CheckBadgeIcon aria-hidden="true" className="mt-0.5 shrink-0 text-brand" />
          <span>{t(`payments.pro.benefits.${benefit}`, { limit: proBoostLimit })}</span>
        </li>
      ))}
    </ul>
  );
}
