// The seller's dashboard (index of /seller, under the layout with 'Welcome back' and the tabs):
// the four figures and the 30-day chart from GET /api/seller/dashboard, then the product list.

import { LoadError } from '../../components/feedback/load-error.tsx';
import { ActivityChart } from '../../features/seller-dashboard/activity-chart.tsx';
import { DashboardSkeleton } from '../../features/seller-dashboard/dashboard-skeleton.tsx';
import { StatCards } from '../../features/seller-dashboard/stat-cards.tsx';
import { useSellerDashboard } from '../../features/seller-dashboard/use-seller-dashboard.ts';
import { DashboardProducts } from '../../features/seller-products/dashboard-products.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const dashboard = useSellerDashboard();
  return (
    <div className="flex flex-col gap-6">
      {dashboard.isPending ? (
        <DashboardSkeleton />
      ) : dashboard.isError ? (
        <LoadError
          text={t('sellerDashboard.loadError')}
          retryLabel={t('sellerDashboard.retry')}
          onRetry={() => dashboard.refetch()}
        />
      ) : (
        <>
          <StatCards stats={dashboard.data.stats} />
          <ActivityChart daily={dashboard.data.daily} />
        </>
      )}
      <DashboardProducts />
    </div>
  );
}

Component.displayName = 'SellerDashboardPage';
