import { SEARCH_SORTS, type SearchSort } from '@dwa/domain/search';
import { useTranslation } from 'react-i18next';

const LABELS: Record<SearchSort, string> = {
  relevance: 'searchPage.sortRelevance',
  newest: 'searchPage.sortNewest',
  price_asc: 'searchPage.sortPriceAsc',
  price_desc: 'searchPage.sortPriceDesc',
};

/** The sort order; a change applies at once (it is one choice, not a form). */
export function SearchSortSelect({
  value,
  onChange,
}: {
  value: SearchSort;
  onChange(sort: SearchSort): void;
}) {
  const { t } = useTranslation();
  return (
    <label className="flex items-center gap-2 text-sm">
      <span className="font-medium">{t('searchPage.sort')}</span>
      <select
        value={value}
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
  );
}
