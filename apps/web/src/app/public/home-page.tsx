import { CATEGORIES, type Category } from '@dwa/domain/enums';
import { useTranslation } from 'react-i18next';
import { useSearchParams } from 'react-router';
import { CategoryFilter } from '../../features/products/category-filter.tsx';
import { ProductGrid } from '../../features/products/product-grid.tsx';

function categoryFrom(value: string | null): Category | undefined {
  return CATEGORIES.includes(value as Category) ? (value as Category) : undefined;
}

export function HomePage() {
  const { t } = useTranslation();
  const [params] = useSearchParams();
  const category = categoryFrom(params.get('category'));
  return (
    <>
      <section className="mb-6 rounded-2xl bg-brand px-5 py-8 text-brand-ink">
        <h1 className="max-w-2xl font-bold text-2xl sm:text-3xl">{t('home.heroTitle')}</h1>
        <p className="mt-2 max-w-2xl opacity-90">{t('home.heroText')}</p>
      </section>
      <CategoryFilter current={category} />
      <h2 className="mt-4 mb-3 font-bold text-xl">
        {category ? t(`enums.category.${category}`) : t('home.productsHeading')}
      </h2>
      <ProductGrid category={category} />
    </>
  );
}
