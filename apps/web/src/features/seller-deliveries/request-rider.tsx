// The request form once what it starts from is known: the shop (pickup), the seller's products
// and, from My Products (`?product=<id>`), the product asked for (its delivery cost is the fee).
// A product that is not the seller's, or gone, is simply not chosen.
import { LoadError } from '../../components/feedback/load-error.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { RequestForm } from './request-form.tsx';
import { requestDefaults } from './request-form-values.ts';
import { useChosenProduct, useProductChoices, useShop } from './use-request-sources.ts';

export function RequestRider({ productId }: { productId: string }) {
  const { t } = useTranslation();
  const shop = useShop();
  const choices = useProductChoices();
  const asked = useChosenProduct(productId);

  if (shop.isError || choices.isError) {
    return (
      <LoadError
        text={t('sellerDeliveries.form.loadError')}
        retryLabel={t('sellerDeliveries.retry')}
        onRetry={() => {
          void shop.refetch();
          void choices.refetch();
        }}
      />
    );
  }
  if (shop.isPending || choices.isPending || (productId !== '' && asked.isPending)) {
    return (
      <div aria-busy="true" className="flex max-w-3xl animate-pulse flex-col gap-4">
        <span role="status" className="sr-only">
          {t('sellerDeliveries.form.loading')}
        </span>
        {[1, 2, 3].map((n) => (
          <div key={n} aria-hidden="true" className="h-40 rounded-xl bg-muted" />
        ))}
      </div>
    );
  }
  const product = asked.data ?? null;
  const products = choices.data.items.map(({ id, title }) => ({ id, title }));
  if (product && !products.some((p) => p.id === product.id)) {
    products.unshift({ id: product.id, title: product.title });
  }
  return <RequestForm defaults={requestDefaults(shop.data, product)} products={products} />;
}
