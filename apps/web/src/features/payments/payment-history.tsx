// Edit Shop's list of the seller's payments to Dwa (latest 20): what, how much, when, how it
// ended, and the receipt Dwa made for each one that went through.
import { formatGhs } from '@dwa/domain/money';
import type { PaymentView } from '@dwa/domain/payments';
import { useQuery } from '@tanstack/react-query';
import { Link } from 'react-router';
import { apiFetch } from '../../lib/api.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { queryKeys } from '../../lib/query-keys.ts';

export function PaymentHistory() {
  const { t, i18n } = useTranslation();
  const query = useQuery({
    queryKey: queryKeys.seller.payments(),
    queryFn: ({ signal }) => apiFetch<{ items: PaymentView[] }>('/api/seller/payments', { signal }),
  });
  const items = query.data?.items ?? [];
  const what = (p: PaymentView) =>
    p.purpose === 'boost'
      ? t('payments.history.credits', { count: p.credits ?? 0 })
      : t(`payments.history.${p.purpose}`);
  return (
    <section
      aria-labelledby="payment-history"
      data-testid="payment-history"
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <h3 id="payment-history" className="font-semibold text-lg">
        {t('payments.history.title')}
      </h3>
      {query.isError && <p role="alert">{t('payments.history.loadFailed')}</p>}
      {query.isSuccess && items.length === 0 && (
        <p className="text-sm text-subtle">{t('payments.history.empty')}</p>
      )}
      {items.length > 0 && (
        <ul className="flex flex-col divide-y divide-line">
          {items.map((p) => (
            <li key={p.reference} className="flex flex-wrap items-baseline gap-x-3 gap-y-1 py-2">
              <span className="font-medium">{what(p)}</span>
              <span>{formatGhs(p.amountPesewas)}</span>
              <span className="text-sm text-subtle">
                {formatDateTime(p.createdAt, i18n.language)}
              </span>
              <span className="text-sm" data-testid="payment-status">
                {t(`payments.history.status.${p.status}`)}
              </span>
              {p.receiptNumber && (
                <Link to={`/receipts/${p.receiptNumber}`} className="text-sm underline">
                  {t('payments.history.receipt')}
                </Link>
              )}
            </li>
          ))}
        </ul>
      )}
    </section>
  );
}
