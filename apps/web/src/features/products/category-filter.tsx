import { type Category, FILTER_CATEGORIES } from '@dwa/domain/enums';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Links, not buttons: the category is in the URL, so back works and results can be shared. */
export function CategoryFilter({ current }: { current: Category | undefined }) {
  const { t } = useTranslation();
  const options: [Category | undefined, string][] = [
    [undefined, t('home.all')],
    ...FILTER_CATEGORIES.map((c): [Category, string] => [c, t(`enums.category.${c}`)]),
  ];
  return (
    <nav aria-label={t('home.categories')} className="-mx-4 overflow-x-auto px-4 pb-2">
      <ul className="flex gap-2">
        {options.map(([category, label]) => (
          <li key={category ?? 'all'}>
            <Link
              to={category ? `/?category=${category}` : '/'}
              className="chip"
              aria-current={category === current ? 'page' : undefined}
              preventScrollReset
            >
              {label}
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}
