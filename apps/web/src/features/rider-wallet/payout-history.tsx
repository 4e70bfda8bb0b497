// Payout history: each payout's amount, when it was asked for, where it went and its status (with
// the reason when rejected or failed).
import { formatGhs } from '@dwa/domain/money';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useRiderPayouts } from './use-rider-payouts.ts';

export function PayoutHistory() {
  const { t, i18n } = useTranslation();
  const query = useRiderPayouts();
  const items = query.data?.items ?? [];
  return (
    <TitledCard title={t('riderCenter.payouts.historyTitle')} testId="payout-history">
      {query.isError && <p role="alert">{t('riderCenter.payouts.historyError')}</p>}
      {query.isSuccess && items.length === 0 && (
        <p className="text-sm text-subtle">{t('riderCenter.payouts.historyEmpty')}</p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line">
          {items.map((p) => (
            <li key={p.id} data-testid="payout-item" className="flex flex-col gap-1 py-2">
              <div className="flex flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold tabular-nums">{formatGhs(p.amountPesewas)}</span>
                <span
                  data-testid="payout-status"
                  className={`rounded-full px-2 py-0.5 font-semibold text-sm ${
                    p.status === 'paid'
                      ? 'bg-brand text-brand-ink'
                      : p.status === 'rejected' || p.status === 'failed'
                        ? 'border border-red-700 text-red-700 dark:border-red-300 dark:text-red-300'
                        : 'border border-line'
                  }`}
                >
                  {t(`riderCenter.payouts.status.${p.status}`)}
                </span>
              </div>
              <span className="text-sm text-subtle">
                <time dateTime={p.requestedAt}>{formatDateTime(p.requestedAt, i18n.language)}</time>
                {p.wallet &&
                  ` · ${t('riderCenter.payouts.to', { phone: formatPhoneDisplay(p.wallet.phone) })}`}
              </span>
              {p.failureReason && (
                <span className="text-sm">
                  {t('riderCenter.payouts.reason', { reason: p.failureReason })}
                </span>
              )}
            </li>
          ))}
        </ul>
      )}
    </TitledCard>
  );
}
