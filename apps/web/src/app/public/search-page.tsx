// /search (a lazy route): text results with filters, sort and pages, or photo results
// (?photo=1). Everything is read from the URL, so a result list can be shared and the back
// button restores it.
import { formatGhs } from '@dwa/domain/money';
import type { SearchResponse } from '@dwa/domain/search';
import { SEARCH_COUNT_LIMIT } from '@dwa/domain/search-constants';
import { relaxedNotice } from '@dwa/domain/search-relaxed';
import { useState } from 'react';
import { useNavigate, useSearchParams } from 'react-router';
import { NoProducts, ProductCards, ProductSkeletons } from '../../components/product-cards.tsx';
import { PhotoSearchResults } from '../../features/search/photo-search-results.tsx';
import { SearchBar } from '../../features/search/search-bar.tsx';
import { SearchFilters } from '../../features/search/search-filters.tsx';
import { SearchPagination } from '../../features/search/search-pagination.tsx';
import {
  readSearchState,
  type SearchState,
  searchStateToParams,
  withChanges,
} from '../../features/search/search-params.ts';
import { SearchSortSelect } from '../../features/search/search-sort.tsx';
import { useSearch } from '../../features/search/use-search.ts';
import { ApiError } from '../../lib/api-error.ts';
import { Deferred } from '../../lib/deferred-hydration.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const state = readSearchState(params);
  return (
    <>
      <title>{`${state.q || t('searchPage.title')} — ${t('app.name')}`}</title>
      <h1 className="sr-only">{t('searchPage.title')}</h1>
      <div className="mb-5 max-w-2xl">
        {/* Keyed by the query so the box follows back/forward. */}
        <Deferred key={state.q}>
          <SearchBar initialQuery={state.q} keep={searchStateToParams(state)} />
        </Deferred>
      </div>
      {params.get('photo') === '1' ? (
        <PhotoSearchResults />
      ) : (
        <TextSearch state={state} urlKey={params.toString()} />
      )}
    </>
  );
}

function TextSearch({ state, urlKey }: { state: SearchState; urlKey: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [filtersOpen, setFiltersOpen] = useState(false);
  const query = useSearch(state);
  const href = (next: SearchState) => `/search?${searchStateToParams(next)}`;
  const go = (changes: Partial<SearchState>) => void navigate(href(withChanges(state, changes)));
  const fieldErrors =
    query.error instanceof ApiError && query.error.status === 400 ? query.error.fields : {};
  // On phones the panel folds away once filters are applied, so the results are in view; it
  // stays open while a field has an error to fix.
  const panelOpen = filtersOpen || Object.keys(fieldErrors).length > 0;

  return (
    <div className="grid gap-6 md:grid-cols-[16rem_1fr]">
      <aside>
        <button
          type="button"
          className="btn-outline w-full md:hidden no-js:hidden"
          aria-expanded={panelOpen}
          aria-controls="search-filters-panel"
          onClick={() => setFiltersOpen(!panelOpen)}
        >
          {panelOpen ? t('searchPage.hideFilters') : t('searchPage.showFilters')}
        </button>
        {/* Without JavaScript the toggle cannot work: the panel is always open. */}
        <div
          id="search-filters-panel"
          className={`${panelOpen ? 'block' : 'hidden no-js:block'} mt-3 no-js:mt-0 rounded-xl border border-line bg-surface p-4 md:mt-0 md:block`}
        >
          <h2 className="mb-3 font-bold">{t('searchPage.filters')}</h2>
          {/* A new URL (back, clear) resets the form's draft. */}
          <Deferred key={urlKey}>
            <SearchFilters
              state={state}
              errors={fieldErrors}
              onApply={(values) => {
                setFiltersOpen(false);
                go(values);
              }}
            />
          </Deferred>
        </div>
      </aside>
      <TextResults state={state} query={query} href={href} onSort={(sort) => go({ sort })} />
    </div>
  );
}

function TextResults({
  state,
  query,
  href,
  onSort,
}: {
  state: SearchState;
  query: ReturnType<typeof useSearch>;
  href(state: SearchState): string;
  onSort(sort: SearchState['sort']): void;
}) {
  const { t } = useTranslation();
  const data = query.data;
  const countText = !data ? '' : countLine(data, t);

  return (
    <section aria-labelledby="results-heading" aria-busy={query.isFetching} className="min-w-0">
      <div className="mb-3 flex flex-wrap items-end justify-between gap-2">
        <div>
          <h2 id="results-heading" className="font-bold text-xl [overflow-wrap:anywhere]">
            {state.q ? t('searchPage.resultsFor', { q: state.q }) : t('searchPage.allProducts')}
          </h2>
          <p className="min-h-5 text-sm text-subtle" aria-live="polite" data-testid="result-count">
            {countText}
          </p>
        </div>
        <Deferred>
          <SearchSortSelect state={state} onChange={onSort} />
        </Deferred>
      </div>
      {data?.understood && (
        <p className="mb-3 text-sm text-subtle" data-testid="understood-filters">
          {t('searchPage.understood', { filters: understoodText(data.understood, t) })}
        </p>
      )}
      {data?.nearest ? (
        <p className="mb-3 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="nearest-notice">
          {relaxedNotice(data.relaxed ?? {}, state.q, t, (slug) => placeName(slug, t))}
        </p>
      ) : (
        data?.fuzzy && (
          <p className="mb-3 rounded-lg bg-muted px-3 py-2 text-sm" data-testid="fuzzy-notice">
            {t('searchPage.fuzzy')}
          </p>
        )
      )}
      {query.isPending ? (
        <ProductSkeletons />
      ) : query.isError ? (
        query.error instanceof ApiError && query.error.status === 400 ? (
          <NoProducts />
        ) : (
          <div role="alert" className="rounded-xl border border-line bg-surface p-6 text-center">
            <p>{t('searchPage.loadError')}</p>
            <button type="button" className="btn-primary mt-4" onClick={() => void query.refetch()}>
              {t('home.retry')}
            </button>
          </div>
        )
      ) : data!.items.length === 0 ? (
        <NoProducts />
      ) : (
        <>
          <ProductCards items={data!.items} />
          {/* The nearest results are one page: there are no more matches to page through. */}
          {!data!.nearest && (
            <SearchPagination
              page={data!.page}
              pages={Math.ceil(data!.total / data!.pageSize)}
              hrefFor={(page) => href({ ...state, page })}
            />
          )}
        </>
      )}
    </section>
  );
}

/** "12 results"; nearest results are no matches, so their line counts them as what they are
 * ("5 nearest results"), never "0 results" above products (decisions 037, 061). */
function countLine(data: SearchResponse, t: ReturnType<typeof useTranslation>['t']): string {
  if (data.nearest) {
    const shown = data.items.length;
    return t(shown === 0 ? 'searchPage.count' : 'searchPage.countNearest', { count: shown });
  }
  if (data.totalCapped) return t('searchPage.countCapped', { count: SEARCH_COUNT_LIMIT });
  return t('searchPage.count', { count: data.total });
}

/** "up to GH₵ 500 · Kumasi": the filters the server read from the words (decision 037). */
function understoodText(
  understood: NonNullable<SearchResponse['understood']>,
  t: ReturnType<typeof useTranslation>['t'],
): string {
  const parts: string[] = [];
  if (understood.minPricePesewas !== undefined) {
    parts.push(t('searchPage.understoodMin', { amount: formatGhs(understood.minPricePesewas) }));
  }
  if (understood.maxPricePesewas !== undefined) {
    parts.push(t('searchPage.understoodMax', { amount: formatGhs(understood.maxPricePesewas) }));
  }
  if (understood.category) parts.push(t(`enums.category.${understood.category}`));
  if (understood.location) parts.push(placeName(understood.location, t));
  return parts.join(' · ');
}

/** A location slug's name ("cape-coast" → "Cape Coast"); a town typed in the form as it is. */
const placeName = (slug: string, t: ReturnType<typeof useTranslation>['t']) =>
  t(`enums.location.${slug}`, { defaultValue: slug });
