import type { Category } from '@dwa/domain/enums';
import { NoProducts, ProductCards, ProductSkeletons } from '../../components/product-cards.tsx';
import { useTranslation } from '../../lib/i18n.ts';
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
          <>
            <button
              type="button"
              className="btn-outline no-js:hidden"
              disabled={query.isFetchingNextPage}
              onClick={() => void query.fetchNextPage()}
            >
              {query.isFetchingNextPage ? t('labels.loading') : t('home.loadMore')}
            </button>
            {/* Without JavaScript: the next page of the same listing (same order, same page
                size) on the search page, which pages by links. */}
            <a
              href={nextPageHref(category, query.data.pages.length + 1)}
              className="btn-outline js:hidden"
            >
              {t('home.loadMore')}
            </a>
          </>
        )}
      </div>
    </>
  );
}

function nextPageHref(category: Category | undefined, page: number): string {
  const params = new URLSearchParams();
  if (category) params.set('category', category);
  params.set('page', String(page));
  return `/search?${params}`;
}
