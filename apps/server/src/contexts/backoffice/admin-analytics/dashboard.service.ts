// The admin dashboard's cards and badges: plain counts of the tables, in one round
// trip. Each count has an index or a small table behind it (sellers, riders, payments and the
// admin queues stay far smaller than products or events).
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import type { AdminDashboard } from '@dwa/domain/admin/analytics';
import { ACTIVE_DELIVERY_STATUSES, SELLER_PRODUCT_STATUSES } from '@dwa/domain/enums';
import { sql } from 'drizzle-orm';

/** The cards and badges, all counted now. */
export async function adminDashboard(db: Db): Promise<AdminDashboard> {
  // Platform revenue: payments the payment module applied (status 'success', set once by
  // apply-payment.ts when the provider confirmed the charge); pending and failed charges are
  // no money. Every payment is a mobile money charge (MTN, Telecel, AirtelTigo through the
  // provider), so their count is the mobile money transaction count. The sum is what Dwa
  // received: the net after the provider's fee, as the spec's `sum net_amount`. A buyer's
  // payment for a Buy safely order is the seller's money held in escrow, not Dwa's revenue.
  // Total products: the sellers' products in any of their own statuses (draft, active, hidden,
  // sold). A listing Dwa blocked (moderation, decision 041) is taken off the marketplace: the
  // spec's product statuses do not have it, and it is no product of the marketplace.
  const [row] = rowsOf<Record<string, number | string | bigint>>(
    await db.execute(sql`
      select
        (select count(*) from sellers)::int as total_sellers,
        (select count(*) from products
          where status in (${sql.join(
            SELLER_PRODUCT_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}))::int as total_products,
        (select count(*) from riders where is_online)::int as active_riders,
        (select count(*) from delivery_jobs
          where status in (${sql.join(
            ACTIVE_DELIVERY_STATUSES.map((s) => sql`${s}`),
            sql`, `,
          )}))::int as active_deliveries,
        (select coalesce(sum(coalesce(net_pesewas, amount_pesewas)), 0) from payments
          where status = 'success' and purpose <> 'order')::text as revenue_pesewas,
        (select count(*) from payments
          where status = 'success' and purpose <> 'order')::int as transactions,
        (select count(*) from whatsapp_uploads where status = 'pending')::int as pending_uploads,
        (select count(*) from rider_payouts where status = 'requested')::int as requested_payouts,
        (select count(*) from product_reports where status = 'open')::int as open_reports,
        (select count(*) from contact_messages where handled_at is null)::int as new_messages,
        (select coalesce(sum(amount_pesewas), 0) from ledger_entries
          where account_type = 'escrow')::text as escrow_pesewas,
        (select coalesce(sum(total_pesewas), 0) from orders
          where paid_at is not null)::text as gmv_pesewas,
        (select count(*) from orders where paid_at is not null)::int as orders_paid,
        (select count(distinct order_id) from order_events
          where event = 'report_problem')::int as orders_disputed
    `),
  );
  const n = (key: string) => Number(row?.[key] ?? 0);
  return {
    totalSellers: n('total_sellers'),
    totalProducts: n('total_products'),
    activeRiders: n('active_riders'),
    activeDeliveries: n('active_deliveries'),
    revenue: { pesewas: n('revenue_pesewas'), transactions: n('transactions') },
    orders: {
      escrowPesewas: n('escrow_pesewas'),
      gmvPesewas: n('gmv_pesewas'),
      paid: n('orders_paid'),
      disputed: n('orders_disputed'),
    },
    badges: {
      pendingUploads: n('pending_uploads'),
      requestedPayouts: n('requested_payouts'),
      openReports: n('open_reports'),
      newMessages: n('new_messages'),
    },
  };
}
