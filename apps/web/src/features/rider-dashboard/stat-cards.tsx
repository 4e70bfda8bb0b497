// The four figures of the rider's dashboard, as the server computed them.
import type { RiderDashboard } from '@dwa/domain/deliveries';
import { formatGhs } from '@dwa/domain/money';
import { formatCount, formatRate } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** A phone's half-width card fits "GH₵ 1,234.50" only a size down (it must not wrap). */
const moneySize = (text: string) =>
  text.length <= 9 ? 'text-xl' : text.length <= 12 ? 'text-lg' : 'text-base';

export function RiderStatCards({ dashboard }: { dashboard: RiderDashboard }) {
  const { t } = useTranslation();
  const rated = dashboard.ratingAvg !== null && dashboard.ratingCount > 0;
  const cards = [
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
    <section aria-labelledby="rider-stats-title">
      <h2 id="rider-stats-title" className="sr-only">
        {t('riderCenter.dashboard.stats.label')}
      </h2>
      <dl className="grid grid-cols-2 gap-3 lg:grid-cols-4">
        {cards.map((card) => (
          <div
            key={card.id}
            data-testid={`stat-${card.id}`}
            className="flex min-w-0 flex-col gap-1 rounded-xl border border-line bg-surface p-4"
          >
            <dt className="text-sm text-subtle">{card.label}</dt>
            <dd
              className={`font-bold tabular-nums ${
                'money' in card
                  ? `whitespace-nowrap sm:text-2xl ${moneySize(card.value)}`
                  : 'text-xl sm:text-2xl'
              }`}
              data-testid="stat-value"
            >
              {card.value}
            </dd>
            {card.note && <dd className="text-sm text-subtle">{card.note}</dd>}
          </div>
        ))}
      </dl>
    </section>
  );
}
