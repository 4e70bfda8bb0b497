import type { Category } from '@dwa/domain/enums';
import { useTranslation } from 'react-i18next';
import { NoProducts, ProductCards, ProductSkeletons } from '../../components/product-cards.tsx';
import { useProducts } from './use-products.ts';

export function ProductGrid({ category }: { category: Category | undefined }) {
  const { t } = useTranslation();
  const query = useProducts(category);

  if (query.isPending) return <ProductSkeletons />;

  if (query.isError) {
    return (
      <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
        <p>{t('home.loadError')}</p>
        <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
          {t('home.retry')}
        </button>
      </div>
    );
  }

  const items = query.data.pages.flatMap((page) => page.items);
  const total = query.data.pages[0]?.total ?? 0;
  if (items.length === 0) return <NoProducts />;

  return (
    <>
      <ProductCards items={items} />
      <div className="mt-6 flex flex-col items-center gap-2 text-sm text-subtle">
        <p>{t('home.showing', { shown: items.length, total })}</p>
        {query.hasNextPage && (
          <button
            type="button"
            className="btn-outline"
            disabled={query.isFetchingNextPage}
            onClick={() => void query.fetchNextPage()}
          >
            {query.isFetchingNextPage ? t('labels.loading') : t('home.loadMore')}
          </button>
        )}
      </div>
    </>
  );
}
