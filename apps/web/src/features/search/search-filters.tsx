// The filters of the search page. The form edits a draft; 'Apply filters' writes it to the URL
// in one step (one request, one history entry). A 400 from the server (e.g. lowest price above
// highest) comes back in `errors` and is shown at its field. Without JavaScript the form is a
// plain GET to /search: its field names and values are the URL's (search-params.ts), the query
// text and sort ride along in hidden inputs, and 'Clear' is a link.
import { FILTER_CATEGORIES, REGISTRATION_LOCATIONS } from '@dwa/domain/enums';
import { Link } from 'react-router';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type SearchState, searchStateToParams, withoutFilters } from './search-params.ts';

type FilterValues = Pick<
  SearchState,
  'category' | 'location' | 'minPrice' | 'maxPrice' | 'delivery' | 'verified'
>;

interface Props {
  state: SearchState;
  errors: Record<string, string>;
  onApply(values: FilterValues): void;
}

export function SearchFilters({ state, errors, onApply }: Props) {
  const { t } = useTranslation();
  // The query text and sort, without any filter: what the form keeps, and where 'Clear' goes.
  const kept = searchStateToParams(withoutFilters(state));
  return (
    <form
      action="/search"
      method="get"
      aria-label={t('searchPage.filters')}
      className="flex flex-col gap-4"
      data-testid="search-filters"
      onSubmit={(event) => {
        event.preventDefault();
        const form = new FormData(event.currentTarget);
        const text = (name: string) => String(form.get(name) ?? '').trim();
        onApply({
          category: (text('category') || undefined) as SearchState['category'],
          location: text('location') || undefined,
          minPrice: text('minPrice'),
          maxPrice: text('maxPrice'),
          delivery: form.has('delivery'),
          verified: form.has('verified'),
        });
      }}
    >
      {[...kept].map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <Field label={t('searchPage.category')}>
        {(control) => (
          <EnumSelect
            {...control}
            name="category"
            defaultValue={state.category ?? ''}
            values={FILTER_CATEGORIES}
            labelKey="enums.category"
            placeholder={t('searchPage.anyCategory')}
          />
        )}
      </Field>
      <Field label={t('searchPage.location')}>
        {(control) => (
          <EnumSelect
            {...control}
            name="location"
            defaultValue={state.location ?? ''}
            values={REGISTRATION_LOCATIONS}
            labelKey="enums.location"
            placeholder={t('searchPage.anyLocation')}
          />
        )}
      </Field>
      <div className="grid grid-cols-2 gap-3">
        <Field label={t('searchPage.minPrice')} error={errors.minPrice}>
          {(control) => (
            <input
              {...control}
              name="minPrice"
              inputMode="decimal"
              defaultValue={state.minPrice}
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('searchPage.maxPrice')} error={errors.maxPrice}>
          {(control) => (
            <input
              {...control}
              name="maxPrice"
              inputMode="decimal"
              defaultValue={state.maxPrice}
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Check name="delivery" label={t('searchPage.delivery')} checked={state.delivery} />
      <Check name="verified" label={t('searchPage.verified')} checked={state.verified} />
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary">
          {t('searchPage.apply')}
        </button>
        <Link to={`/search?${kept}`} className="btn-outline">
          {t('searchPage.clear')}
        </Link>
      </div>
    </form>
  );
}

function Check({ name, label, checked }: { name: string; label: string; checked: boolean }) {
  return (
    <label className="flex min-h-11 items-center gap-3">
      <input
        type="checkbox"
        name={name}
        // As the URL writes it (searchStateToParams), so a plain GET submission reads the same.
        value="true"
        defaultChecked={checked}
        className="size-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}
