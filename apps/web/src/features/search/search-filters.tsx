// The filters of the search page. The form edits a draft; 'Apply filters' writes it to the URL
// in one step (one request, one history entry). A 400 from the server (e.g. lowest price above
// highest) comes back in `errors` and is shown at its field.
import { FILTER_CATEGORIES, REGISTRATION_LOCATIONS } from '@dwa/domain/enums';
import { useTranslation } from 'react-i18next';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import type { SearchState } from './search-params.ts';

type FilterValues = Pick<
  SearchState,
  'category' | 'location' | 'minPrice' | 'maxPrice' | 'delivery' | 'verified'
>;

interface Props {
  state: SearchState;
  errors: Record<string, string>;
  onApply(values: FilterValues): void;
  onClear(): void;
}

export function SearchFilters({ state, errors, onApply, onClear }: Props) {
  const { t } = useTranslation();
  return (
    <form
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
          delivery: form.get('delivery') === 'on',
          verified: form.get('verified') === 'on',
        });
      }}
    >
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
        <button type="button" className="btn-outline" onClick={onClear}>
          {t('searchPage.clear')}
        </button>
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
        defaultChecked={checked}
        className="size-5 shrink-0 accent-brand"
      />
      {label}
    </label>
  );
}
