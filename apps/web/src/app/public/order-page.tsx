// /orders/:token — a Buy safely order's page (decision 066): the link its buyer gets on
// WhatsApp. Public by its unguessable token, client-rendered and never indexed, refreshed while
// something is awaited. An unknown link says so kindly.
import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { OrderView } from '../../features/orders/order-view.tsx';
import { useOrder } from '../../features/orders/use-order.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const { token = '' } = useParams();
  const query = useOrder(token);
  let body: React.ReactNode;
  if (query.isPending) {
    body = <div aria-busy="true" className="h-64 animate-pulse rounded-2xl bg-muted" />;
  } else if (query.isError && !query.data) {
    body = isNotFound(query.error) ? (
      <p className="py-8 text-center" data-testid="order-not-found">
        {t('orders.page.notFound')}
      </p>
    ) : (
      <LoadError
        text={t('orders.page.loadError')}
        retryLabel={t('orders.page.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  } else {
    body = <OrderView order={query.data!} token={token} />;
  }
  return <div className="mx-auto w-full max-w-lg">{body}</div>;
}

Component.displayName = 'OrderPage';
