// /seller/products/new: the product form, empty.
import { useTranslation } from 'react-i18next';
import { useDocumentTitle } from '../../features/content/use-document-title.ts';
import { ProductForm } from '../../features/seller-products/product-form.tsx';

export function Component() {
  const { t } = useTranslation();
  useDocumentTitle(t('sellerProducts.form.newTitle'));
  return <ProductForm />;
}

Component.displayName = 'SellerProductNewPage';
