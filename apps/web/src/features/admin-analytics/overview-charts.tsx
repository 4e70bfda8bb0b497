// The overview's charts (loaded on demand with the Overview tab): new sellers and products,
// what buyers did (views, WhatsApp clicks, searches), and payments received, per day.
import type { AnalyticsOverview } from '@dwa/domain/admin/analytics';
import { formatGhs } from '@dwa/domain/money';
import { BarChart, type ChartSeries } from '../../components/charts/bar-chart.tsx';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const COLOURS = [
  { fill: 'fill-brand', swatch: 'bg-brand' },
  { fill: 'fill-gold', swatch: 'bg-gold' },
  { fill: 'fill-ink', swatch: 'bg-ink' },
];

export default function OverviewCharts({ data }: { data: AnalyticsOverview }) {
  const { t, i18n } = useTranslation();
  const from = formatDate(data.from, i18n.language);
  const to = formatDate(data.to, i18n.language);
  const charts = [
    { id: 'growth', metrics: ['newSellers', 'newProducts'] },
    { id: 'buyers', metrics: ['views', 'whatsappClicks', 'searches'] },
    { id: 'money', metrics: ['paymentsPesewas'] },
  ] as const;
  return (
    <div className="grid gap-4 lg:grid-cols-2">
      {charts.map((chart) => {
        const title = t(`adminAnalytics.charts.${chart.id}`);
        const series: ChartSeries[] = chart.metrics.map((metric, i) => ({
          key: metric,
          label: t(`adminAnalytics.metrics.${metric}`),
          ...(COLOURS[i] ?? COLOURS[0]!),
        }));
        return (
          <BarChart
            key={chart.id}
            testId={`analytics-chart-${chart.id}`}
            title={title}
            series={series}
            points={data.days.map((day) => ({
              date: day.date,
              values: Object.fromEntries(chart.metrics.map((m) => [m, day[m]])),
            }))}
            summary={t('adminAnalytics.charts.summary', { from, to })}
            tableCaption={t('adminAnalytics.charts.caption', { title, from, to })}
            dateLabel={t('adminAnalytics.table.date')}
            {...(chart.id === 'money'
              ? { formatValue: (n: number) => formatGhs(Math.round(n)) }
              : {})}
          />
        );
      })}
    </div>
  );
}
