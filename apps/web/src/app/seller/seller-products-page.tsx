// /seller/products: the two product lists' tabs, Add Product, and the seller's products with
// filters and bulk actions.

import { Link } from 'react-router';
import { ProductsList } from '../../features/seller-products/products-list.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { ProductsTabs } from './products-tabs.tsx';

export function Component() {
  const { t } = useTranslation();
  return (
    <section aria-labelledby="my-products-title" className="flex flex-col gap-4">
      <ProductsTabs />
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h2 id="my-products-title" className="font-bold text-xl">
          {t('sellerProducts.title')}
        </h2>
        <Link to="/seller/products/new" className="btn-primary">
          {t('sellerProducts.addProduct')}
        </Link>
      </div>
      <ProductsList />
    </section>
  );
}

Component.displayName = 'SellerProductsPage';
