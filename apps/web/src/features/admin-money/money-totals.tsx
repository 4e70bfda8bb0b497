// Totals for the filter (every page): transactions, gross, provider fees and net received, then
// the same per status. Fee and net count successful payments only: nothing else moved money.
import type { AdminMoney } from '@dwa/domain/admin/money';
import { PAYMENT_STATUSES } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function MoneyTotals({ totals }: { totals: AdminMoney['totals'] }) {
  const { t } = useTranslation();
  const cards = [
    ['count', formatCount(totals.all.count)],
    ['gross', formatGhs(totals.all.grossPesewas)],
    ['fee', formatGhs(totals.all.feePesewas)],
    ['net', formatGhs(totals.all.netPesewas)],
  ] as const;
  return (
    <section
      aria-labelledby="money-totals-title"
      className="flex flex-col gap-2"
      data-testid="money-totals"
    >
      <h2 id="money-totals-title" className="font-semibold text-lg">
        {t('adminMoney.totals.title')}
      </h2>
      <dl className="grid grid-cols-2 gap-2 md:grid-cols-4">
        {cards.map(([key, text]) => (
          <div
            key={key}
            className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3"
            data-testid={`money-total-${key}`}
          >
            <dt className="text-sm text-subtle">{t(`adminMoney.totals.${key}`)}</dt>
            <dd className="font-bold text-xl tabular-nums">{text}</dd>
          </div>
        ))}
      </dl>
      <ul className="flex flex-wrap gap-x-4 gap-y-1 text-sm">
        {PAYMENT_STATUSES.map((status) => {
          const total = totals.byStatus[status];
          return (
            <li key={status} data-testid={`money-status-${status}`}>
              <span className="font-semibold">{t(`adminMoney.status.${status}`)}</span>:{' '}
              {formatCount(total.count)} · {formatGhs(total.grossPesewas)}
            </li>
          );
        })}
      </ul>
    </section>
  );
}
