// The seller's products on the dashboard: title search and category filter (on the server, the
// same list My Products uses), each row with its numbers and a Boost button that opens the
// boost dialog for that one product.
import { CATEGORIES, type Category } from '@dwa/domain/enums';
import { lazy, Suspense, useState } from 'react';
import { Link } from 'react-router';
import { LoadError } from '../../components/feedback/load-error.tsx';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { textsReady, useTranslation } from '../../lib/i18n.ts';
import { useDebouncedValue } from '../../lib/use-debounced-value.ts';
import { DashboardProductRow } from './dashboard-product-row.tsx';
import { ProductRowsSkeleton } from './product-rows-skeleton.tsx';
import { useBoostStanding } from './use-boost-standing.ts';
import { useSellerProducts } from './use-seller-products.ts';

// Opened from a row's Boost button: its form and the payment texts come then, not with the
// dashboard.
const BoostDialog = lazy(() =>
  Promise.all([
    import('./boost-dialog.tsx'),
    import('../../lib/payment-texts.ts').then(textsReady),
  ]).then(([module]) => ({ default: module.BoostDialog })),
);

export function DashboardProducts() {
  const { t } = useTranslation();
  const [q, setQ] = useState('');
  const [category, setCategory] = useState<Category | ''>('');
  const query = useDebouncedValue(q.trim());
  const products = useSellerProducts({ q: query || undefined, category: category || undefined });
  const [boostId, setBoostId] = useState<string | null>(null);
  // Whether Boost may ask to confirm or must open the upgrade dialog: known before it is pressed.
  useBoostStanding();
  const boosting = products.data?.items.find((p) => p.id === boostId);

  const body = () => {
    if (products.isPending) return <ProductRowsSkeleton />;
    if (products.isError) {
      return (
        <LoadError
          text={t('sellerDashboard.products.loadError')}
          retryLabel={t('sellerDashboard.retry')}
          onRetry={() => products.refetch()}
        />
      );
    }
    const { items, total, counts } = products.data;
    if (counts.all === 0) {
      return (
        <div className="flex flex-col items-center gap-3 rounded-xl border border-line border-dashed p-6 text-center">
          <p>{t('sellerDashboard.products.empty')}</p>
          <Link to="/seller/products/new" className="btn-primary">
            {t('sellerDashboard.products.addProduct')}
          </Link>
        </div>
      );
    }
    if (items.length === 0) {
      return <p className="text-subtle">{t('sellerDashboard.products.noMatch')}</p>;
    }
    return (
      <>
        <ul
          className="flex flex-col gap-3"
          data-testid="dashboard-products"
          aria-busy={products.isPlaceholderData}
        >
          {items.map((product) => (
            <DashboardProductRow
              key={product.id}
              product={product}
              onBoost={() => setBoostId(product.id)}
            />
          ))}
        </ul>
        {total > items.length && (
          <p className="text-sm text-subtle">
            {t('sellerDashboard.products.showing', { shown: items.length, total })}{' '}
            <Link to="/seller/products" className="font-medium text-brand underline">
              {t('sellerDashboard.products.viewAll')}
            </Link>
          </p>
        )}
      </>
    );
  };

  return (
    <section aria-labelledby="dash-products-title" className="flex flex-col gap-3">
      <h2 id="dash-products-title" className="font-semibold text-lg">
        {t('sellerDashboard.products.title')}
      </h2>
      {/* Nothing to search in a shop without products: the empty state says what to do. */}
      <search className="grid gap-3 sm:grid-cols-2" hidden={products.data?.counts.all === 0}>
        <Field label={t('sellerDashboard.products.search')}>
          {(control) => (
            <input
              {...control}
              type="search"
              value={q}
              onChange={(event) => setQ(event.target.value)}
              placeholder={t('sellerDashboard.products.searchPlaceholder')}
              className={inputClass}
              data-testid="dashboard-search"
              maxLength={200}
            />
          )}
        </Field>
        <Field label={t('sellerDashboard.products.category')}>
          {(control) => (
            <EnumSelect
              {...control}
              value={category}
              onChange={(event) => setCategory(event.target.value as Category | '')}
              data-testid="dashboard-category"
              values={CATEGORIES}
              labelKey="enums.category"
              placeholder={t('sellerDashboard.products.allCategories')}
            />
          )}
        </Field>
      </search>
      {body()}
      {/* Mounted only while open: the dialog always has exactly one product to boost. */}
      {boosting && (
        <Suspense fallback={null}>
          <BoostDialog products={[boosting]} open onClose={() => setBoostId(null)} />
        </Suspense>
      )}
    </section>
  );
}
