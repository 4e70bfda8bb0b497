// /receipts/:number — public check: anyone with the number (a buyer, a seller, a rider) sees what
// was recorded and what kind of receipt it is: only the seller's confirmation (or a payment Dwa
// received) makes it proof of payment (decision 038). The API never returns the buyer's phone,
// so this page cannot show it.

import { Link, useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { ReceiptView } from '../../features/receipts/receipt-view.tsx';
import { useReceipt } from '../../features/receipts/use-receipt.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function ReceiptPage() {
  const { t } = useTranslation();
  const { number = '' } = useParams();
  const query = useReceipt(number);

  if (query.isPending) {
    return (
      <div aria-busy="true" className="mx-auto h-96 max-w-lg animate-pulse rounded-2xl bg-muted">
        <span role="status" className="sr-only">
          {t('labels.loading')}
        </span>
      </div>
    );
  }
  if (query.isError) {
    if (!isNotFound(query.error)) {
      return (
        <LoadError
          text={t('receipt.loadError')}
          retryLabel={t('receipt.retry')}
          onRetry={() => void query.refetch()}
        />
      );
    }
    return (
      <section className="mx-auto max-w-lg py-12 text-center">
        <h1 className="font-bold text-2xl">{t('receipt.notFoundTitle')}</h1>
        <p className="mt-2 text-subtle">{t('receipt.notFoundText')}</p>
        <p className="mt-2 break-all font-mono text-sm">{number}</p>
        <Link to="/" className="btn-primary mt-6">
          {t('notFound.home')}
        </Link>
      </section>
    );
  }
  return (
    <section className="mx-auto flex max-w-lg flex-col gap-4">
      <h1 className="font-bold text-2xl">{t('receipt.pageTitle')}</h1>
      <div className="rounded-2xl border border-line bg-surface p-5">
        <ReceiptView receipt={query.data} />
      </div>
    </section>
  );
}
