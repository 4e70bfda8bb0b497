// Grids of product cards: the home listing and search results (first row eager, the likely
// LCP), related products (lazy) and a shop's products, and the loading skeleton.
import type { ProductCard as Product } from '@dwa/domain/product-card';
import { Static } from '../lib/deferred-hydration.tsx';
import { useTranslation } from '../lib/i18n.ts';
import { ProductCard } from './product-card.tsx';

const GRID = 'grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4';
/** The first row on a phone or desktop: loaded eagerly, the likely LCP. */
const EAGER = 4;
/** Spec: 8 skeleton cards while loading. */
const SKELETONS = [1, 2, 3, 4, 5, 6, 7, 8];

/** The cards are links and text: server HTML, never hydrated (Static); rendered afresh when the
 * list changes (the next page loaded, a new answer). */
const idsOf = (products: Product[]) => products.map((p) => p.id).join();

export function ProductCards({ items }: { items: Product[] }) {
  return (
    <Static watch={idsOf(items)}>
      <div className={GRID}>
        {items.map((product, i) => (
          <ProductCard key={product.id} product={product} eager={i < EAGER} />
        ))}
      </div>
    </Static>
  );
}

/** Cards without paging (a shop's products: the first row eager, the likely LCP; related
 * products below the fold: `lazy`, every photo lazy). */
export function CardGrid({ products, lazy = false }: { products: Product[]; lazy?: boolean }) {
  return (
    <Static watch={idsOf(products)}>
      <div className={GRID}>
        {products.map((product, i) => (
          <ProductCard key={product.id} product={product} eager={!lazy && i < EAGER} />
        ))}
      </div>
    </Static>
  );
}

/** Spec: 8 skeleton cards while products load (home and search). */
export function ProductSkeletons() {
  const { t } = useTranslation();
  return (
    <div className={GRID} aria-busy="true">
      <span role="status" className="sr-only">
        {t('labels.loading')}
      </span>
      {SKELETONS.map((n) => (
        <div
          key={n}
          data-testid="product-skeleton"
          className="animate-pulse overflow-hidden rounded-xl border border-line bg-surface"
        >
          <div className="aspect-[4/3] bg-muted" />
          <div className="space-y-2 p-3">
            <div className="h-4 w-3/4 rounded bg-muted" />
            <div className="h-4 w-1/3 rounded bg-muted" />
            <div className="h-3 w-1/2 rounded bg-muted" />
          </div>
        </div>
      ))}
    </div>
  );
}

/** Spec: 'No products found' / 'Try adjusting your search or browse categories'. */
export function NoProducts() {
  const { t } = useTranslation();
  return (
    <div className="rounded-xl border border-line border-dashed bg-surface p-10 text-center">
      <p className="font-semibold text-lg">{t('home.emptyTitle')}</p>
      <p className="mt-1 text-subtle">{t('home.emptyHint')}</p>
    </div>
  );
}
