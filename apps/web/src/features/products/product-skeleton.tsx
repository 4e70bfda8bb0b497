// The product page's shape while it loads: the same grid and photo box as the real page, so
// nothing moves when the data arrives.
import { useTranslation } from '../../lib/i18n.ts';

export function ProductSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="product-page-skeleton" aria-busy="true" className="animate-pulse">
      <span role="status" className="sr-only">
        {t('labels.loading')}
      </span>
      <div className="grid gap-6 lg:grid-cols-2">
        <div className="aspect-[4/3] rounded-xl bg-muted" />
        <div className="flex flex-col gap-3">
          <div className="h-8 w-3/4 rounded bg-muted" />
          <div className="h-7 w-1/3 rounded bg-muted" />
          <div className="h-5 w-1/2 rounded bg-muted" />
          <div className="h-12 w-full rounded-lg bg-muted" />
          <div className="h-11 w-full rounded-lg bg-muted" />
          <div className="h-24 w-full rounded bg-muted" />
        </div>
      </div>
    </div>
  );
}
