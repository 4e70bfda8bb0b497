// The admin's Mobile Money list: the sellers' payments (verification, Pro, credit packs), newest
// first, 50 a page, with totals for the whole filter per status. Days are Africa/Accra days, which
// are UTC days (Ghana keeps UTC all year). Both queries walk payments_created_idx.
import type { Db } from '@dwa/db/client';
import { payments, sellers } from '@dwa/db/schema/index';
import {
  type AdminMoney,
  type AdminPayment,
  MONEY_PAGE_SIZE,
  type MoneyTotal,
} from '@dwa/domain/admin/money';
import {
  MOMO_NETWORKS,
  type MomoNetwork,
  type PaymentPurpose,
  type PaymentStatus,
} from '@dwa/domain/enums';
import { PAYMENT_HOLD_REASONS, type PaymentHoldReason } from '@dwa/domain/payments';
import { and, desc, eq, gte, lt, type SQL, sql } from 'drizzle-orm';

export interface MoneyFilter {
  from?: string | undefined;
  to?: string | undefined;
  status?: PaymentStatus | undefined;
  page: number;
}

const DAY_MS = 86_400_000;
const startOf = (day: string) => new Date(`${day}T00:00:00Z`);

function where(filter: MoneyFilter): SQL | undefined {
  return and(
    filter.from ? gte(payments.createdAt, startOf(filter.from)) : undefined,
    // Up to the end of the `to` day.
    filter.to ? lt(payments.createdAt, new Date(startOf(filter.to).getTime() + DAY_MS)) : undefined,
    filter.status ? eq(payments.status, filter.status) : undefined,
  );
}

const isNetwork = (n: string | null): n is MomoNetwork =>
  n !== null && (MOMO_NETWORKS as readonly string[]).includes(n);
const isHoldReason = (r: string | null): r is PaymentHoldReason =>
  r !== null && (PAYMENT_HOLD_REASONS as readonly string[]).includes(r);

function paymentView(row: {
  payment: typeof payments.$inferSelect;
  sellerName: string;
}): AdminPayment {
  const { payment } = row;
  const credits = payment.metadata.credits;
  return {
    id: payment.id,
    reference: payment.reference,
    seller: { id: payment.sellerId, name: row.sellerName },
    purpose: payment.purpose as PaymentPurpose,
    credits: typeof credits === 'number' ? credits : null,
    provider: payment.provider as AdminPayment['provider'],
    network: isNetwork(payment.network) ? payment.network : null,
    phone: payment.phone,
    status: payment.status as PaymentStatus,
    grossPesewas: payment.paidPesewas ?? payment.amountPesewas,
    feePesewas: payment.feePesewas,
    // Rows from before fees were kept have a success without a net: nothing was kept then.
    netPesewas:
      payment.netPesewas ??
      (payment.status === 'success' ? payment.amountPesewas - (payment.feePesewas ?? 0) : null),
    failureReason: payment.failureReason,
    heldReason: isHoldReason(payment.heldReason) ? payment.heldReason : null,
    createdAt: payment.createdAt.toISOString(),
    confirmedAt: payment.confirmedAt?.toISOString() ?? null,
  };
}

const zero = (): MoneyTotal => ({ count: 0, grossPesewas: 0, feePesewas: 0, netPesewas: 0 });

/** Totals per status; only a success moved money, so only successes add to fee and net. */
async function totalsOf(db: Db, filter: MoneyFilter): Promise<AdminMoney['totals']> {
  const success = sql`${payments.status} = 'success'`;
  const rows = await db
    .select({
      status: payments.status,
      count: sql<number>`count(*)::int`,
      gross: sql<string>`coalesce(sum(coalesce(${payments.paidPesewas}, ${payments.amountPesewas})), 0)::text`,
      fee: sql<string>`coalesce(sum(coalesce(${payments.feePesewas}, 0)) filter (where ${success}), 0)::text`,
      net: sql<string>`coalesce(sum(coalesce(${payments.netPesewas},
        ${payments.amountPesewas} - coalesce(${payments.feePesewas}, 0))) filter (where ${success}), 0)::text`,
    })
    .from(payments)
    .where(where(filter))
    .groupBy(payments.status);
  const byStatus = { pending: zero(), success: zero(), failed: zero(), held: zero() };
  const all = zero();
  for (const row of rows) {
    const total: MoneyTotal = {
      count: row.count,
      grossPesewas: Number(row.gross),
      feePesewas: Number(row.fee),
      netPesewas: Number(row.net),
    };
    if (row.status in byStatus) byStatus[row.status as PaymentStatus] = total;
    all.count += total.count;
    all.grossPesewas += total.grossPesewas;
    all.feePesewas += total.feePesewas;
    all.netPesewas += total.netPesewas;
  }
  return { all, byStatus };
}

export async function listAdminPayments(db: Db, filter: MoneyFilter): Promise<AdminMoney> {
  const [rows, totals] = await Promise.all([
    db
      .select({ payment: payments, sellerName: sellers.businessName })
      .from(payments)
      .innerJoin(sellers, eq(sellers.id, payments.sellerId))
      .where(where(filter))
      .orderBy(desc(payments.createdAt), desc(payments.id))
      // One more than a page says whether another page exists.
      .limit(MONEY_PAGE_SIZE + 1)
      .offset((filter.page - 1) * MONEY_PAGE_SIZE),
    totalsOf(db, filter),
  ]);
  return {
    items: rows.slice(0, MONEY_PAGE_SIZE).map(paymentView),
    page: filter.page,
    pageSize: MONEY_PAGE_SIZE,
    hasMore: rows.length > MONEY_PAGE_SIZE,
    totals,
  };
}
