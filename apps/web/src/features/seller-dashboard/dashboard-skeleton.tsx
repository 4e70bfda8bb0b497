// The dashboard's shape while its figures load: four cards and the chart box, so nothing moves
// when the numbers arrive.
import { useTranslation } from '../../lib/i18n.ts';

export function DashboardSkeleton() {
  const { t } = useTranslation();
  return (
    <div data-testid="dashboard-skeleton" aria-busy="true" className="flex flex-col gap-4">
      <span role="status" className="sr-only">
        {t('sellerDashboard.loading')}
      </span>
      <div className="grid animate-pulse grid-cols-2 gap-3 lg:grid-cols-4">
        {[1, 2, 3, 4].map((n) => (
          <div key={n} className="h-28 rounded-xl bg-muted" />
        ))}
      </div>
      <div className="h-72 animate-pulse rounded-xl bg-muted" />
    </div>
  );
}
