// Views and WhatsApp clicks per day for the last 30 days: the shared bar chart
// (components/charts) with the seller dashboard's texts.
import type { DashboardDay } from '@dwa/domain/seller-dashboard';
import { BarChart } from '../../components/charts/bar-chart.tsx';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function ActivityChart({ daily }: { daily: DashboardDay[] }) {
  const { t } = useTranslation();
  const totals = daily.reduce(
    (sum, d) => ({ views: sum.views + d.views, clicks: sum.clicks + d.clicks }),
    { views: 0, clicks: 0 },
  );
  return (
    <BarChart
      testId="activity-chart"
      title={t('sellerDashboard.chart.title')}
      series={[
        {
          key: 'views',
          label: t('sellerDashboard.chart.views'),
          fill: 'fill-brand',
          swatch: 'bg-brand',
        },
        {
          key: 'clicks',
          label: t('sellerDashboard.chart.clicks'),
          fill: 'fill-gold',
          swatch: 'bg-gold',
        },
      ]}
      points={daily.map((d) => ({ date: d.date, values: { views: d.views, clicks: d.clicks } }))}
      summary={t('sellerDashboard.chart.summary', {
        views: formatCount(totals.views),
        clicks: formatCount(totals.clicks),
      })}
      tableCaption={t('sellerDashboard.chart.tableCaption')}
      dateLabel={t('sellerDashboard.chart.date')}
      lastLabel={t('sellerDashboard.chart.today')}
    />
  );
}
