// /seller/products/:id/edit: the product form filled from GET /api/seller/products/:id. An
// unknown id, or another seller's, shows the not-found screen.

import { useParams } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { ProductForm } from '../../features/seller-products/product-form.tsx';
import { useSellerProduct } from '../../features/seller-products/use-seller-product.ts';
import { isNotFound } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { NotFoundPage } from '../public/not-found-page.tsx';

export function Component() {
  const { t } = useTranslation();
  const { id = '' } = useParams();
  const query = useSellerProduct(id);

  if (query.isPending) {
    return (
      <p role="status" className="text-subtle">
        {t('sellerProducts.loading')}
      </p>
    );
  }
  if (query.isError) {
    if (isNotFound(query.error)) return <NotFoundPage />;
    return (
      <LoadError
        text={t('sellerProducts.form.loadError')}
        retryLabel={t('sellerProducts.retry')}
        onRetry={() => void query.refetch()}
      />
    );
  }
  // Keyed: after a save the form starts again from the server's answer.
  return <ProductForm key={query.data.updatedAt} product={query.data} />;
}

Component.displayName = 'SellerProductEditPage';
