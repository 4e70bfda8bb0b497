// The dashboard's cards (spec: Total Sellers, Total Products, Active Riders with active
// deliveries, Platform Revenue in GH₵ with the mobile money transaction count), then Buy
// safely's (decision 066): the money escrow holds, and the orders paid with their disputes.
import type { AdminDashboard } from '@dwa/domain/admin/analytics';
import { formatGhs } from '@dwa/domain/money';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

/** Disputes as a share of paid orders, whole per cent ("0 %" with none paid). */
const disputeRate = (o: AdminDashboard['orders']) =>
  `${o.paid === 0 ? 0 : Math.round((o.disputed / o.paid) * 100)} %`;

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
    {
      id: 'escrow',
      label: t('adminDashboard.cards.escrow'),
      value: formatGhs(data.orders.escrowPesewas),
      note: t('adminDashboard.cards.escrowNote'),
    },
    {
      id: 'orders',
      label: t('adminDashboard.cards.orders'),
      value: formatGhs(data.orders.gmvPesewas),
      note: t('adminDashboard.cards.ordersNote', {
        count: formatCount(data.orders.paid),
        rate: disputeRate(data.orders),
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
