// A grid of product cards (related products on a product page, a shop's products).
import type { ProductCard as Product } from '@dwa/domain/product-card';
import { ProductCard } from '../products/product-card.tsx';

export function CardGrid({ products }: { products: Product[] }) {
  return (
    <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
      {products.map((product) => (
        <ProductCard key={product.id} product={product} eager={false} />
      ))}
    </div>
  );
}
