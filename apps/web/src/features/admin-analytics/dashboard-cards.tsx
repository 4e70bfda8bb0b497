// The dashboard's four cards (spec: Total Sellers, Total Products, Active Riders with active
// deliveries, Platform Revenue in GH₵ with the mobile money transaction count).
import type { AdminDashboard } from '@dwa/domain/admin/analytics';
import { formatGhs } from '@dwa/domain/money';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

export function DashboardCards({ data }: { data: AdminDashboard }) {
  const { t } = useTranslation();
  const cards = [
    {
      id: 'total-sellers',
      label: t('adminDashboard.cards.totalSellers'),
      value: formatCount(data.totalSellers),
    },
    {
      id: 'total-products',
      label: t('adminDashboard.cards.totalProducts'),
      value: formatCount(data.totalProducts),
    },
    {
      id: 'active-riders',
      label: t('adminDashboard.cards.activeRiders'),
      value: formatCount(data.activeRiders),
      note: t('adminDashboard.cards.activeDeliveries', {
        count: formatCount(data.activeDeliveries),
      }),
    },
    {
      id: 'platform-revenue',
      label: t('adminDashboard.cards.revenue'),
      value: formatGhs(data.revenue.pesewas),
      note: t('adminDashboard.cards.transactions', {
        count: formatCount(data.revenue.transactions),
      }),
    },
  ];
  return (
    <section aria-label={t('adminDashboard.cards.label')}>
      <ul className="grid grid-cols-1 gap-3 min-[400px]:grid-cols-2 lg:grid-cols-4">
        {cards.map((card) => (
          <li
            key={card.id}
            data-testid={`admin-card-${card.id}`}
            className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-4"
          >
            <span className="text-sm text-subtle">{card.label}</span>
            <span className="font-bold text-2xl tabular-nums" data-testid="admin-card-value">
              {card.value}
            </span>
            {card.note && (
              <span className="text-sm text-subtle" data-testid="admin-card-note">
                {card.note}
              </span>
            )}
          </li>
        ))}
      </ul>
    </section>
  );
}
