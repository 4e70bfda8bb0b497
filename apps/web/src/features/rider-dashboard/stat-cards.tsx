// The four figures of the rider's dashboard, as the server computed them.
import type { RiderDashboard } from '@dwa/domain/deliveries';
import { formatGhs } from '@dwa/domain/money';
import { type StatCard, StatCardList } from '../../components/stat-card-list.tsx';
import { formatCount, formatRate } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function RiderStatCards({ dashboard }: { dashboard: RiderDashboard }) {
  const { t } = useTranslation();
  const rated = dashboard.ratingAvg !== null && dashboard.ratingCount > 0;
  const cards: StatCard[] = [
    {
      id: 'active-jobs',
      label: t('riderCenter.dashboard.stats.activeJobs'),
      value: formatCount(dashboard.activeJobs),
      note: t('riderCenter.dashboard.stats.activeHint'),
    },
    {
      id: 'today-earnings',
      label: t('riderCenter.dashboard.stats.todayEarnings'),
      value: formatGhs(dashboard.todayEarningsPesewas),
      money: true,
    },
    {
      id: 'rating',
      label: t('riderCenter.dashboard.stats.rating'),
      value: rated
        ? `★ ${formatRate(dashboard.ratingAvg ?? 0)}`
        : t('riderCenter.dashboard.stats.noRatings'),
      note: rated
        ? t('riderCenter.dashboard.stats.ratingCount', {
            count: formatCount(dashboard.ratingCount),
          })
        : t('riderCenter.dashboard.stats.completed', {
            count: formatCount(dashboard.completedDeliveries),
          }),
    },
    {
      id: 'wallet-balance',
      label: t('riderCenter.dashboard.stats.walletBalance'),
      value: formatGhs(dashboard.walletBalancePesewas),
      money: true,
    },
  ];
  return (
    <StatCardList
      title={t('riderCenter.dashboard.stats.label')}
      titleId="rider-stats-title"
      cards={cards}
      compact
    />
  );
}
