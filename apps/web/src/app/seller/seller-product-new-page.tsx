// /seller/products/new: the product form, empty.
import { ProductForm } from '../../features/seller-products/product-form.tsx';

export function Component() {
  return <ProductForm />;
}

Component.displayName = 'SellerProductNewPage';
