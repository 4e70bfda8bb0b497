// The four figures at the top of the dashboard, as the server computed them.
import type { Dashboard } from '@dwa/domain/seller-dashboard';
import { type StatCard, StatCardList } from '../../components/stat-card-list.tsx';
import { formatCount, formatRate } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  const { t } = useTranslation();
  const cards: StatCard[] = [
    {
      id: 'total-products',
      label: t('sellerDashboard.stats.totalProducts'),
      value: formatCount(stats.totalProducts),
      note: t('sellerDashboard.stats.activeCount', { count: formatCount(stats.activeProducts) }),
    },
    {
      id: 'total-views',
      label: t('sellerDashboard.stats.totalViews'),
      value: formatCount(stats.totalViews),
    },
    {
      id: 'whatsapp-clicks',
      label: t('sellerDashboard.stats.whatsappClicks'),
      value: formatCount(stats.whatsappClicks),
    },
    {
      id: 'conversion-rate',
      label: t('sellerDashboard.stats.conversionRate'),
      value: t('sellerDashboard.stats.conversionValue', { rate: formatRate(stats.conversionRate) }),
      note: t('sellerDashboard.stats.conversionHint'),
    },
  ];
  return (
    <StatCardList
      title={t('sellerDashboard.stats.label')}
      titleId="dash-stats-title"
      cards={cards}
    />
  );
}
