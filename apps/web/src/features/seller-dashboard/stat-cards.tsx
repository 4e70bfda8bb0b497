// The four figures at the top of the dashboard, as the server computed them.
import type { Dashboard } from '@dwa/domain/seller-dashboard';
import { formatCount, formatRate } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function StatCards({ stats }: { stats: Dashboard['stats'] }) {
  const { t } = useTranslation();
  const cards = [
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
    <section aria-labelledby="dash-stats-title">
      <h2 id="dash-stats-title" className="sr-only">
        {t('sellerDashboard.stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.id}
            data-testid={`stat-${card.id}`}
            className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4"
          >
            <dt className="text-sm text-subtle">{card.label}</dt>
            <dd className="font-bold text-2xl tabular-nums" data-testid="stat-value">
              {card.value}
            </dd>
            {card.note && (
              <dd className="text-sm text-subtle" data-testid="stat-note">
                {card.note}
              </dd>
            )}
          </div>
        ))}
      </dl>
    </section>
  );
}
