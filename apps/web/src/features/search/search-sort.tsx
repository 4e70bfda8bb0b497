import { SEARCH_SORTS, type SearchSort } from '@dwa/domain/search-constants';
import { useTranslation } from '../../lib/i18n.ts';
import { type SearchState, searchStateToParams, withChanges } from './search-params.ts';

const LABELS: Record<SearchSort, string> = {
  relevance: 'searchPage.sortRelevance',
  newest: 'searchPage.sortNewest',
  price_asc: 'searchPage.sortPriceAsc',
  price_desc: 'searchPage.sortPriceDesc',
};

/** The sort order; a change applies at once (it is one choice, not a form). Without JavaScript
 * a select cannot navigate: it is then a GET form to /search, the other parameters in hidden
 * inputs and a 'Sort' button that only shows when JavaScript is off. */
export function SearchSortSelect({
  state,
  onChange,
}: {
  state: SearchState;
  onChange(sort: SearchSort): void;
}) {
  const { t } = useTranslation();
  // Everything but the sort (and the page: a new order starts at its first page).
  const kept = searchStateToParams(withChanges(state, { sort: 'relevance' }));
  return (
    <form
      action="/search"
      method="get"
      className="flex items-center gap-2"
      onSubmit={(event) => {
        event.preventDefault();
        const sort = new FormData(event.currentTarget).get('sort');
        onChange(sort as SearchSort);
      }}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <label className="flex items-center gap-2 text-sm">
        <span className="font-medium">{t('searchPage.sort')}</span>
        <select
          name="sort"
          value={state.sort}
          data-testid="search-sort"
          className="min-h-11 rounded-lg border border-line bg-surface px-2 text-base text-ink"
          onChange={(event) => onChange(event.target.value as SearchSort)}
        >
          {SEARCH_SORTS.map((sort) => (
            <option key={sort} value={sort}>
              {t(LABELS[sort])}
            </option>
          ))}
        </select>
      </label>
      <button type="submit" className="btn-outline js:hidden" data-testid="search-sort-apply">
        {t('searchPage.sortApply')}
      </button>
    </form>
  );
}
