// The two lists of the My Products screen, each with its count: the seller's products and what
// the seller sent to the WhatsApp bot. Counts come from the same queries the lists use.

import { NavLink } from 'react-router';
import { useSellerProducts } from '../../features/seller-products/use-seller-products.ts';
import { useSellerUploads } from '../../features/seller-uploads/use-seller-uploads.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function ProductsTabs() {
  const { t } = useTranslation();
  const products = useSellerProducts();
  const uploads = useSellerUploads();
  const count = (n: number | undefined) => (n === undefined ? '' : ` (${n})`);
  return (
    <nav aria-label={t('sellerCenter.productTabsLabel')} className="flex flex-wrap gap-2">
      <NavLink to="/seller/products" end className="chip">
        {t('sellerCenter.tabs.myProducts')}
        {count(products.data?.counts.all)}
      </NavLink>
      <NavLink to="/seller/products/uploads" className="chip">
        {t('sellerCenter.tabs.uploads')}
        {count(uploads.data?.counts.all)}
      </NavLink>
    </nav>
  );
}
