// /admin/money: the sellers' mobile money payments with status, gross, fee and net,
// filtered by From/To (Accra days) and status (the filter and page live in the URL), totals for
// the filter, and the ledger check's result. Any admin may look; nothing here changes data.
import { PAYMENT_STATUSES, type PaymentStatus } from '@dwa/domain/enums';
import { useSearchParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { LedgerCheckCard } from '../../features/admin-money/ledger-check-card.tsx';
import { type FilterValues, MoneyFilters } from '../../features/admin-money/money-filters.tsx';
import { MoneyTotals } from '../../features/admin-money/money-totals.tsx';
import { PaymentTable } from '../../features/admin-money/payment-table.tsx';
import { type MoneyFilter, useAdminMoney } from '../../features/admin-money/use-admin-money.ts';
import { useLedgerCheck } from '../../features/admin-money/use-ledger-check.ts';
import { toApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useLoadErrorToast } from './admin-screen.tsx';

const DAY = /^\d{4}-\d{2}-\d{2}$/;

function filterOf(params: URLSearchParams): MoneyFilter {
  const from = params.get('from') ?? '';
  const to = params.get('to') ?? '';
  const status = PAYMENT_STATUSES.find((s) => s === params.get('status'));
  const page = Number(params.get('page') ?? '1');
  return {
    ...(DAY.test(from) ? { from } : {}),
    ...(DAY.test(to) ? { to } : {}),
    ...(status ? { status } : {}),
    page: Number.isInteger(page) && page >= 1 ? page : 1,
  };
}

export function Component() {
  const { t } = useTranslation();
  const [params, setParams] = useSearchParams();
  const filter = filterOf(params);
  const money = useAdminMoney(filter);
  const ledger = useLedgerCheck();

  const failure = money.error ?? ledger.error;
  useLoadErrorToast(failure, 'adminMoney.loadError');
  const fieldErrors = money.error ? toApiError(money.error).fields : {};

  const change = (next: Partial<FilterValues> & { page?: number }) => {
    const merged = new URLSearchParams(params);
    for (const [key, value] of Object.entries(next)) {
      if (value) merged.set(key, String(value));
      else merged.delete(key);
    }
    // A new filter starts at its first page.
    if (next.page === undefined) merged.delete('page');
    setParams(merged, { replace: true });
  };
  const data = money.data;

  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('adminMoney.title')}</h1>
        <p className="text-subtle">{t('adminMoney.intro')}</p>
      </div>
      <MoneyFilters
        value={{
          from: filter.from ?? '',
          to: filter.to ?? '',
          status: (filter.status ?? '') as PaymentStatus | '',
        }}
        errors={fieldErrors}
        onChange={change}
      />
      {money.isPending && (
        <div aria-hidden="true" className="grid grid-cols-2 gap-2 md:grid-cols-4">
          {[1, 2, 3, 4].map((n) => (
            <div key={n} className="h-20 animate-pulse rounded-xl bg-muted" />
          ))}
        </div>
      )}
      {money.isError && !data && (
        <LoadError
          text={t('adminMoney.loadError')}
          retryLabel={t('adminMoney.retry')}
          onRetry={() => void money.refetch()}
        />
      )}
      {data && (
        <>
          <MoneyTotals totals={data.totals} />
          <section
            aria-labelledby="money-list-title"
            aria-busy={money.isFetching}
            className="flex flex-col gap-2"
          >
            <h2 id="money-list-title" className="font-semibold text-lg">
              {t('adminMoney.list.title')}
            </h2>
            {data.items.length === 0 ? (
              <p className="text-subtle">{t('adminMoney.list.empty')}</p>
            ) : (
              <PaymentTable items={data.items} />
            )}
            {(data.page > 1 || data.hasMore) && (
              <nav
                aria-label={t('adminMoney.list.pagesLabel')}
                className="flex items-center justify-between gap-2"
              >
                <button
                  type="button"
                  className="btn-outline min-h-11"
                  disabled={data.page <= 1}
                  onClick={() => change({ page: data.page - 1 })}
                >
                  {t('adminMoney.list.newer')}
                </button>
                <span className="text-sm">{t('adminMoney.list.page', { page: data.page })}</span>
                <button
                  type="button"
                  className="btn-outline min-h-11"
                  disabled={!data.hasMore}
                  onClick={() => change({ page: data.page + 1 })}
                >
                  {t('adminMoney.list.older')}
                </button>
              </nav>
            )}
          </section>
        </>
      )}
      {ledger.isError && !ledger.data ? (
        <LoadError
          text={t('adminMoney.loadError')}
          retryLabel={t('adminMoney.retry')}
          onRetry={() => void ledger.refetch()}
        />
      ) : (
        <LedgerCheckCard
          check={ledger.data}
          checking={ledger.isFetching}
          onRun={() => void ledger.refetch()}
        />
      )}
    </section>
  );
}

Component.displayName = 'AdminMoneyPage';
