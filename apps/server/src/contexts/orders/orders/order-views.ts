// An order as its buyer, its seller and the admins see it: the same row, each with what they
// may know and do (the machine's allowedOrderEvents names the buttons).
import type { Db } from '@dwa/db/client';
import { orderEvents, orders, payments, refunds, sellers } from '@dwa/db/schema/index';
import { trackingPath } from '@dwa/domain/deliveries';
import { allowedOrderEvents, type OrderStatus } from '@dwa/domain/order-machine';
import { releaseShares } from '@dwa/domain/order-money';
import type { BuyerOrder, SellerOrder } from '@dwa/domain/orders';
import { asc, desc, eq } from 'drizzle-orm';
import type { Tx } from '../../money/public.ts';
import { priceOf } from './order-price.ts';
import type { OrderRow } from './order-step.ts';

const iso = (d: Date | null) => (d ? d.toISOString() : null);
type Zone = BuyerOrder['zone'];

export async function buyerOrderView(db: Db | Tx, order: OrderRow): Promise<BuyerOrder> {
  const [[shop], [payment], steps] = await Promise.all([
    db.select({ name: sellers.businessName }).from(sellers).where(eq(sellers.id, order.sellerId)),
    db
      .select({
        reference: payments.reference,
        status: payments.status,
        providerStatus: payments.providerStatus,
        provider: payments.provider,
      })
      .from(payments)
      .where(eq(payments.orderId, order.id))
      .orderBy(desc(payments.createdAt))
      .limit(1),
    db
      .select({ status: orderEvents.toStatus, at: orderEvents.at })
      .from(orderEvents)
      .where(eq(orderEvents.orderId, order.id))
      .orderBy(asc(orderEvents.at), asc(orderEvents.id)),
  ]);
  const status = order.status as OrderStatus;
  const waiting = payment?.status === 'pending';
  const actions: BuyerOrder['actions'] = [];
  if (status === 'awaiting_payment' && !waiting) actions.push('pay');
  for (const e of allowedOrderEvents(status, 'buyer')) {
    if (e === 'abandon' || e === 'buyer_cancel' || e === 'confirm' || e === 'report_problem') {
      actions.push(e);
    }
  }
  return {
    number: order.number,
    status,
    productId: order.productId,
    productTitle: order.productTitle,
    shop: shop?.name ?? '',
    buyerName: order.buyerName,
    carrier: order.carrier as BuyerOrder['carrier'],
    zone: order.zone as Zone,
    dropoffLocation: order.dropoffLocation,
    dropoffLandmark: order.dropoffLandmark,
    itemPesewas: order.itemPesewas,
    deliveryFeePesewas: order.deliveryFeePesewas,
    totalPesewas: order.totalPesewas,
    refundPesewas: order.refundPesewas,
    paymentReference: payment?.reference ?? null,
    paymentStatus: (payment?.status as BuyerOrder['paymentStatus']) ?? null,
    voucherNeeded: waiting && payment?.providerStatus === 'send_otp',
    // Only the simulator has a prompt page; with Paystack the prompt is on the buyer's phone.
    promptPath: waiting && payment?.provider === 'simulator' ? `/pay/${payment.reference}` : null,
    paymentDueAt: order.paymentDueAt.toISOString(),
    acceptDueAt: iso(order.acceptDueAt),
    releaseDueAt: iso(order.releaseDueAt),
    trackingPath: order.deliveryJobId ? trackingPath(order.deliveryJobId) : null,
    steps: steps.map((s) => ({ status: s.status as OrderStatus, at: s.at.toISOString() })),
    actions,
  };
}

export function sellerOrderView(order: OrderRow): SellerOrder {
  const status = order.status as OrderStatus;
  const actions: SellerOrder['actions'] = [];
  for (const e of allowedOrderEvents(status, 'seller')) {
    if (e === 'accept' || e === 'decline' || e === 'cancel_before_pickup') actions.push(e);
  }
  // The seller hands over with the buyer's code when no rider carries it.
  if ((status === 'accepted' || status === 'picked_up') && order.carrier !== 'rider') {
    actions.push('handover');
  }
  const paid = order.paidAt !== null;
  return {
    id: order.id,
    number: order.number,
    status,
    productId: order.productId,
    productTitle: order.productTitle,
    buyerName: order.buyerName,
    buyerPhone: paid ? order.buyerPhone : null,
    carrier: order.carrier as SellerOrder['carrier'],
    zone: order.zone as Zone,
    dropoffLocation: order.dropoffLocation,
    dropoffLandmark: order.dropoffLandmark,
    itemPesewas: order.itemPesewas,
    deliveryFeePesewas: order.deliveryFeePesewas,
    totalPesewas: order.totalPesewas,
    sellerPesewas: releaseShares(priceOf(order)).sellerPesewas,
    acceptDueAt: iso(order.acceptDueAt),
    releaseDueAt: iso(order.releaseDueAt),
    problem: order.problem,
    createdAt: order.createdAt.toISOString(),
    actions,
  };
}

/** The refund of an order, for the admin's list. */
export async function refundStatusOf(db: Db | Tx, orderId: string) {
  const [row] = await db
    .select({ status: refunds.status })
    .from(refunds)
    .where(eq(refunds.orderId, orderId));
  return row?.status ?? null;
}

export async function orderByToken(db: Db | Tx, token: string) {
  const [row] = await db.select().from(orders).where(eq(orders.token, token));
  return row ?? null;
}
