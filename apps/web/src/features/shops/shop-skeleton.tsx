// The shop page's shape while it loads (profile block, then the product grid).
import { useTranslation } from '../../lib/i18n.ts';

export function ShopSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="shop-page-skeleton" aria-busy="true" className="animate-pulse">
      <span role="status" className="sr-only">
        {t('labels.loading')}
      </span>
      <div className="mb-8 flex flex-col gap-3 rounded-2xl border border-line bg-surface p-5">
        <div className="h-8 w-1/2 rounded bg-muted" />
        <div className="h-5 w-1/3 rounded bg-muted" />
        <div className="h-16 w-full rounded bg-muted" />
        <div className="h-11 w-64 rounded-lg bg-muted" />
      </div>
      <div className="grid grid-cols-2 gap-3 sm:grid-cols-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="aspect-[3/4] rounded-xl bg-muted" />
        ))}
      </div>
    </div>
  );
}
