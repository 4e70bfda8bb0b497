// Home (in the entry chunk, so kept lean), in the spec's order: hero with the two calls to action
// and the search bar, live shopping, categories with their counts, the listing, and the floating
// assistant.
import { CATEGORIES, type Category } from '@dwa/domain/enums';
import { Link, useSearchParams } from 'react-router';
import { CategoryFilter } from '../../features/products/category-filter.tsx';
import { ProductGrid } from '../../features/products/product-grid.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { AssistantButton } from '../../features/site/assistant-button.tsx';
import { LiveStrip } from '../../features/site/live-strip.tsx';
import { SiteBanner } from '../../features/site/site-banner.tsx';
import { Deferred, Static } from '../../lib/deferred-hydration.tsx';
import { useTranslation } from '../../lib/i18n.ts';

function categoryFrom(value: string | null): Category | undefined {
  return CATEGORIES.includes(value as Category) ? (value as Category) : undefined;
}

export function HomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  return (
    <>
      {/* Only the search bar in the hero runs in the browser; the rest is server HTML
          (decision 055). */}
      <section className="mb-6 rounded-2xl bg-brand px-5 py-8 text-brand-ink lg:grid lg:grid-cols-[minmax(0,1fr)_18rem] lg:gap-x-10">
        <Static>
          <div className="lg:col-start-1">
            <h1 className="max-w-2xl font-bold text-2xl sm:text-3xl">{t('home.heroTitle')}</h1>
            <p className="mt-2 max-w-2xl opacity-90">{t('home.heroText')}</p>
            <div className="mt-4 flex flex-wrap gap-2">
              <Link to="/sell" className="btn-primary bg-surface text-brand">
                {t('homeHero.startSelling')}
              </Link>
              <Link
                to="/rider/register"
                className="btn-outline border-brand-ink/60 hover:bg-brand-ink/10"
              >
                {t('homeHero.becomeRider')}
              </Link>
            </div>
          </div>
        </Static>
        <Deferred>
          <div className="mt-5 max-w-2xl text-ink lg:col-start-1">
            <SearchBar />
          </div>
        </Deferred>
        {/* The hero's other half on a wide screen (it was empty: issue 33); not on phones, where
            the listing should come up soon. */}
        <Static>
          <div className="hidden lg:col-start-2 lg:row-span-2 lg:row-start-1 lg:block">
            <h2 className="font-bold text-lg">{t('homeHero.stepsTitle')}</h2>
            <ol className="mt-3 flex list-decimal flex-col gap-3 ps-5 opacity-90">
              <li>{t('homeHero.stepFind')}</li>
              <li>{t('homeHero.stepChat')}</li>
              <li>{t('homeHero.stepReceipt')}</li>
            </ol>
          </div>
        </Static>
      </section>
      {/* The admins' banner (Platform Settings), under the hero. */}
      <Static>
        <SiteBanner />
      </Static>
      {/* Where buyers see it, above the listing: it comes rendered with the page, and its height
          is fixed (a placeholder holds it while a browser-rendered page waits for the answer),
          so nothing below moves. */}
      <Static>
        <LiveStrip />
      </Static>
      <Static watch={category}>
        <CategoryFilter current={category} />
      </Static>
      <h2 className="mt-4 mb-3 font-bold text-xl">
        {category ? t(`enums.category.${category}`) : t('home.productsHeading')}
      </h2>
      <ProductGrid category={category} />
      <Deferred>
        <AssistantButton />
      </Deferred>
    </>
  );
}
