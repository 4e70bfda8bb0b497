import { type Category, chipCategories } from '@dwa/domain/enums';
import { Link } from 'react-router';
import { useTranslation } from '../../lib/i18n.ts';
import { KEEP_SCROLL } from '../../lib/keep-scroll.ts';
import { useCategoryCounts } from './use-category-counts.ts';

/** Links, not buttons: the category is in the URL, so back works and results can be shared.
 * Each shows how many active products it has, as counted by the database; the spec's list is
 * always there, another category (General) when it has products, so the chips add up to All. */
export function CategoryFilter({ current }: { current: Category | undefined }) {
  const { t } = useTranslation();
  const { data } = useCategoryCounts();
  const countOf = (category: Category | undefined) =>
    category ? (data?.categories.find((c) => c.category === category)?.count ?? 0) : data?.total;
  const options: [Category | undefined, string][] = [
    [undefined, t('home.all')],
    ...chipCategories(data?.categories ?? []).map((c): [Category, string] => [
      c,
      t(`enums.category.${c}`),
    ]),
  ];
  return (
    <nav aria-label={t('home.categories')} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        {options.map(([category, label]) => (
          <li key={category ?? 'all'}>
            <Link
              to={category ? `/?category=${category}` : '/'}
              className="chip gap-2"
              aria-current={category === current ? 'page' : undefined}
              data-testid={`category-${category ?? 'all'}`}
              // A chip changes what home lists: the visitor stays by the chips.
              state={KEEP_SCROLL}
              // Read by the click handler of never-hydrated regions (lib/deferred-hydration.tsx).
              data-keep-scroll=""
            >
              {label}{' '}
              {/* Room for the count before it arrives, so the chips do not move when it does. */}
              <span
                className="min-w-4 text-xs tabular-nums opacity-80"
                data-testid={data ? 'category-count' : undefined}
              >
                {data ? countOf(category) : ''}
              </span>
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
