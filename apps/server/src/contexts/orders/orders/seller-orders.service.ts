// The seller's Orders tab (decision 066): their orders, newest first; accept a paid order (a
// Dwa rider is called with the buyer as the recipient and the order's code, or the seller
// delivers), decline or cancel before pickup (the buyer is refunded in full), and hand over
// with the buyer's code when no rider carries it. Every query is the seller's own.
import { timingSafeEqual } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { orders, sellers } from '@dwa/db/schema/index';
import { releaseShares } from '@dwa/domain/order-money';
import { type AcceptOrder, SELLER_ORDERS_LIMIT, type SellerOrder } from '@dwa/domain/orders';
import { and, desc, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { takeHit, type Window } from '../../../lib/rate-limit.ts';
import { createJobIn } from '../../deliveries/public.ts';
import { type PaymentDeps, sendQueuedRefunds, type Tx } from '../../money/public.ts';
import { type OrderEndDeps, refundOrder } from './order-endings.ts';
import { orderLink, tellBuyer } from './order-messages.ts';
import { priceOf } from './order-price.ts';
import { type OrderRow, stepOrder } from './order-step.ts';
import { sellerOrderView } from './order-views.ts';

export interface SellerOrderDeps extends OrderEndDeps {
  db: Db;
  clock: Clock;
  payments: PaymentDeps;
}

const notNow = () => new HttpError(409, 'conflict', 'errors.orders.notNow');
const HOUR = 3_600_000;

/** Wrong codes one order may be tried with in an hour: four digits are guessable otherwise. */
const HANDOVER_TRIES: Window = { bucket: 'order_handover', limit: 5, windowMs: HOUR };

export async function listSellerOrders(db: Db, sellerId: string) {
  const rows = await db
    .select()
    .from(orders)
    .where(eq(orders.sellerId, sellerId))
    .orderBy(desc(orders.createdAt))
    .limit(SELLER_ORDERS_LIMIT);
  return { items: rows.map(sellerOrderView) };
}

async function ownOrder(db: Db | Tx, sellerId: string, id: string) {
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.id, id), eq(orders.sellerId, sellerId)));
  if (!row) throw notFound('errors.orders.notFound');
  return row;
}

const own = (sellerId: string) => eq(orders.sellerId, sellerId);

export async function acceptOrder(
  deps: SellerOrderDeps,
  sellerId: string,
  id: string,
  input: AcceptOrder,
): Promise<SellerOrder> {
  const order = await ownOrder(deps.db, sellerId, id);
  const now = deps.clock.now();
  const carrier = order.carrier === 'pickup' ? 'pickup' : input.carrier;
  if (!carrier) {
    throw new HttpError(400, 'validation_failed', undefined, { carrier: 'orders.carrierRequired' });
  }
  const moved = await deps.db.transaction(async (tx) => {
    const done = await stepOrder(tx, {
      orderId: order.id,
      event: 'accept',
      actor: { type: 'seller', id: sellerId },
      at: now,
      set: { acceptedAt: now, carrier },
      where: own(sellerId),
    });
    if (!done) return null;
    let jobId: string | null = null;
    if (carrier === 'rider')
      jobId = await callRider(tx, deps, done, input.pickupLocation ?? '', now);
    const [shop] = await tx
      .select({ name: sellers.businessName })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    await tellBuyer(tx, deps, done, 'buyerAccepted', {
      shop: shop?.name ?? '',
      number: String(done.number),
      link: orderLink(deps, done.token),
    });
    if (!jobId) return done;
    const [linked] = await tx
      .update(orders)
      .set({ deliveryJobId: jobId })
      .where(eq(orders.id, done.id))
      .returning();
    return linked ?? done;
  });
  if (!moved) throw notNow();
  return sellerOrderView(moved);
}

/** The rider's job for an order: the buyer is the recipient, the order's code proves arrival,
 * and the rider's share was fixed with the order's price. */
async function callRider(tx: Tx, deps: SellerOrderDeps, order: OrderRow, pickup: string, at: Date) {
  const [seller] = await tx
    .select({ name: sellers.businessName, language: sellers.preferredLanguage })
    .from(sellers)
    .where(eq(sellers.id, order.sellerId));
  if (!order.zone || !order.dropoffLocation) throw new Error(`order ${order.id} has no place`);
  const job = await createJobIn(tx, deps, {
    sellerId: order.sellerId,
    productId: order.productId,
    pickupLocation: pickup,
    zone: order.zone as Parameters<typeof createJobIn>[2]['zone'],
    dropoffLocation: order.dropoffLocation,
    dropoffLandmark: order.dropoffLandmark,
    recipientName: order.buyerName,
    recipientPhone: order.buyerPhone,
    deliveryNote: null,
    feePesewas: order.deliveryFeePesewas,
    riderEarningsPesewas: releaseShares({ ...priceOf(order), carrier: 'rider' }).riderPesewas,
    deliveryCode: order.deliveryCode,
    shop: seller?.name ?? '',
    language: seller?.language ?? 'en',
    by: { type: 'seller', id: order.sellerId },
    at,
  });
  return job.id;
}

/** Declined (paid, not accepted) or cancelled before pickup: the buyer gets the whole total. */
export async function cancelBySeller(
  deps: SellerOrderDeps,
  sellerId: string,
  id: string,
  reason: string,
  kind: 'decline' | 'cancel_before_pickup',
  /** sendNow false: the refund waits for the refunds task (a caller inside a transaction). */
  options: { sendNow?: boolean } = {},
): Promise<SellerOrder> {
  const order = await ownOrder(deps.db, sellerId, id);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await stepOrder(tx, {
      orderId: order.id,
      event: kind,
      actor: { type: 'seller', id: sellerId },
      at: now,
      set: { endedAt: now, refundPesewas: order.totalPesewas },
      where: own(sellerId),
      note: reason,
    });
    if (done) {
      await refundOrder(tx, deps, done, now, {
        beforePickup: true,
        reason,
        by: { type: 'seller', id: sellerId },
      });
    }
    return done;
  });
  if (!moved) throw notNow();
  if (options.sendNow !== false) await sendQueuedRefunds(deps.payments);
  return sellerOrderView(moved);
}

/** The seller delivering, or the buyer picking up: the buyer's code, given at the handover,
 * moves the order to delivered and starts the buyer's window. */
export async function handOver(
  deps: SellerOrderDeps,
  sellerId: string,
  id: string,
  code: string,
): Promise<SellerOrder> {
  const order = await ownOrder(deps.db, sellerId, id);
  if (order.carrier === 'rider') throw notNow();
  if (!(await takeHit(deps.db, deps.clock, HANDOVER_TRIES, order.id))) {
    throw new HttpError(429, 'rate_limited', 'errors.limits.codes');
  }
  const right =
    code.length === order.deliveryCode.length &&
    timingSafeEqual(Buffer.from(code), Buffer.from(order.deliveryCode));
  if (!right) {
    throw new HttpError(400, 'validation_failed', 'errors.orders.wrongCode', {
      code: 'errors.orders.wrongCode',
    });
  }
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const actor = { type: 'system' as const, id: null };
    if (order.status === 'accepted') {
      const picked = await stepOrder(tx, { orderId: order.id, event: 'pick_up', actor, at: now });
      if (!picked) return null;
    }
    return stepOrder(tx, {
      orderId: order.id,
      event: 'deliver',
      actor,
      at: now,
      set: {
        deliveredAt: now,
        releaseDueAt: new Date(now.getTime() + order.releaseHours * HOUR),
      },
      note: 'handover',
    });
  });
  if (!moved) throw notNow();
  return sellerOrderView(moved);
}
