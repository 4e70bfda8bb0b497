// /admin/orders: Buy safely's orders (decision 066), newest first, with what escrow holds; a
// disputed order is resolved here (the server checks the money capability).
import { formatGhs } from '@dwa/domain/money';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { AdminOrderCard } from '../../features/orders/admin-order-card.tsx';
import { useAdminOrders } from '../../features/orders/use-admin-orders.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const query = useAdminOrders();
  return (
    <section className="flex flex-col gap-4">
      <div className="flex flex-col gap-1">
        <h1 className="font-bold text-2xl">{t('orders.admin.title')}</h1>
        <p className="text-subtle">{t('orders.admin.intro')}</p>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="h-24 animate-pulse rounded-2xl bg-muted" />
      ) : query.isError ? (
        <LoadError
          text={t('orders.page.loadError')}
          retryLabel={t('orders.page.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : (
        <>
          <p className="font-semibold text-lg" data-testid="admin-escrow">
            {t('orders.admin.escrow', { amount: formatGhs(query.data.escrowPesewas) })}
          </p>
          {query.data.items.length === 0 ? (
            <p className="text-subtle">{t('orders.admin.empty')}</p>
          ) : (
            <ul className="flex flex-col gap-3">
              {query.data.items.map((order) => (
                <AdminOrderCard key={order.id} order={order} />
              ))}
            </ul>
          )}
        </>
      )}
    </section>
  );
}

Component.displayName = 'AdminOrdersPage';
