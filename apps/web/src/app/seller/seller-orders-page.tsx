// /seller/orders: the shop's Buy safely orders (decision 066), newest first, with the steps
// each allows now.
import { LoadError } from '../../components/feedback/load-error.tsx';
import { SellerOrderCard } from '../../features/orders/seller-order-card.tsx';
import { useSellerOrders } from '../../features/orders/use-seller-orders.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const query = useSellerOrders();
  return (
    <section aria-labelledby="orders-title" className="flex flex-col gap-3">
      <div>
        <h2 id="orders-title" className="font-semibold text-xl">
          {t('orders.seller.title')}
        </h2>
        <p className="text-sm text-subtle">{t('orders.seller.intro')}</p>
      </div>
      {query.isPending ? (
        <div aria-busy="true" className="h-24 animate-pulse rounded-2xl bg-muted" />
      ) : query.isError ? (
        <LoadError
          text={t('orders.page.loadError')}
          retryLabel={t('orders.page.retry')}
          onRetry={() => void query.refetch()}
        />
      ) : query.data.items.length === 0 ? (
        <p className="text-subtle">{t('orders.seller.empty')}</p>
      ) : (
        <ul className="flex flex-col gap-3">
          {query.data.items.map((order) => (
            <SellerOrderCard key={order.id} order={order} />
          ))}
        </ul>
      )}
    </section>
  );
}

Component.displayName = 'SellerOrdersPage';
