// The admins' orders (decision 066): the list with the escrow balance beside the held orders,
// and the end of a dispute (release, a partial refund or a full refund) by an admin with the
// money capability, with the reason in the audit log in the same transaction.
import type { Db } from '@dwa/db/client';
import { orders, refunds, sellerPayouts, sellers } from '@dwa/db/schema/index';
import type { RefundStatus, SellerPayoutStatus } from '@dwa/domain/order-machine';
import type { ResolveOrder } from '@dwa/domain/orders';
import { and, asc, desc, eq, inArray } from 'drizzle-orm';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import {
  balanceOf,
  type PaymentDeps,
  retryRefund,
  retrySellerPayout,
  sendQueuedRefunds,
  sendQueuedSellerPayouts,
} from '../../money/public.ts';
import { type OrderEndDeps, refundOrder, releaseOrder, settleOrder } from './order-endings.ts';
import { stepOrder } from './order-step.ts';
import { sellerOrderView } from './order-views.ts';

export interface AdminOrderDeps extends OrderEndDeps {
  db: Db;
  clock: Clock;
  payments: PaymentDeps;
}

export async function listAdminOrders(db: Db) {
  const rows = await db
    .select({ order: orders, shop: sellers.businessName })
    .from(orders)
    .innerJoin(sellers, eq(sellers.id, orders.sellerId))
    .orderBy(desc(orders.createdAt))
    .limit(100);
  // An order may have two refunds (a stray second payment returned, and its own ending): the
  // newest is the one to follow.
  const ids = rows.map((r) => r.order.id);
  const refundRows = ids.length
    ? await db
        .select({ orderId: refunds.orderId, status: refunds.status })
        .from(refunds)
        .where(inArray(refunds.orderId, ids))
        .orderBy(asc(refunds.createdAt))
    : [];
  const refundOf = new Map(refundRows.map((r) => [r.orderId, r.status]));
  const payoutRows = ids.length
    ? await db
        .select({ orderId: sellerPayouts.orderId, status: sellerPayouts.status })
        .from(sellerPayouts)
        .where(inArray(sellerPayouts.orderId, ids))
    : [];
  const payoutOf = new Map(payoutRows.map((r) => [r.orderId, r.status]));
  return {
    items: rows.map(({ order, shop }) => {
      const refundStatus = refundOf.get(order.id) ?? null;
      const { actions: _actions, ...view } = sellerOrderView(order);
      return {
        ...view,
        shop,
        buyerPhone: order.buyerPhone,
        refundPesewas: order.refundPesewas,
        refundStatus: refundStatus as RefundStatus | null,
        payoutStatus: (payoutOf.get(order.id) ?? null) as SellerPayoutStatus | null,
      };
    }),
    escrowPesewas: await balanceOf(db, 'escrow', null),
  };
}

export async function resolveDispute(
  deps: AdminOrderDeps,
  adminId: string,
  id: string,
  input: ResolveOrder,
) {
  const [order] = await deps.db.select().from(orders).where(eq(orders.id, id));
  if (!order) throw notFound('errors.orders.notFound');
  const refund = input.refundPesewas;
  if (input.outcome === 'partial' && refund !== null && refund >= order.itemPesewas) {
    throw new HttpError(400, 'validation_failed', 'errors.orders.refundTooLarge', {
      refund: 'errors.orders.refundTooLarge',
    });
  }
  const now = deps.clock.now();
  const event =
    input.outcome === 'release'
      ? 'resolve_release'
      : input.outcome === 'partial'
        ? 'resolve_partial'
        : 'resolve_refund';
  const moved = await deps.db.transaction(async (tx) => {
    const refundPesewas =
      input.outcome === 'refund' ? order.totalPesewas : input.outcome === 'partial' ? refund : null;
    const done = await stepOrder(tx, {
      orderId: order.id,
      event,
      actor: { type: 'admin', id: adminId },
      at: now,
      set: { endedAt: now, refundPesewas },
      note: input.reason,
    });
    if (!done) return null;
    if (event === 'resolve_release') await releaseOrder(tx, deps, done, now);
    else if (event === 'resolve_refund') {
      await refundOrder(tx, deps, done, now, { beforePickup: false, reason: input.reason });
    } else await settleOrder(tx, deps, done, now, refund ?? 0, input.reason);
    await recordAdminAction(tx, {
      adminId,
      action: `order.${event}`,
      targetType: 'order',
      targetId: order.id,
      detail: { reason: input.reason, refundPesewas },
      at: now,
    });
    return done;
  });
  if (!moved) throw new HttpError(409, 'conflict', 'errors.orders.notNow');
  await sendQueuedRefunds(deps.payments);
  await sendQueuedSellerPayouts(deps.payments);
  return sellerOrderView(moved);
}

/** An admin cancels a paid or accepted order before pickup (a rider never came, the seller
 * cannot be reached): the buyer gets the whole total, audited with the reason. */
export async function cancelByAdmin(
  deps: AdminOrderDeps,
  adminId: string,
  id: string,
  reason: string,
) {
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select().from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('errors.orders.notFound');
    const done = await stepOrder(tx, {
      orderId: id,
      event: 'cancel_before_pickup',
      actor: { type: 'admin', id: adminId },
      at: now,
      set: { endedAt: now, refundPesewas: order.totalPesewas },
      note: reason,
    });
    if (!done) return null;
    await refundOrder(tx, deps, done, now, {
      beforePickup: true,
      reason,
      by: { type: 'admin', id: adminId },
    });
    await recordAdminAction(tx, {
      adminId,
      action: 'order.cancel_before_pickup',
      targetType: 'order',
      targetId: id,
      detail: { reason, refundPesewas: order.totalPesewas },
      at: now,
    });
    return done;
  });
  if (!moved) throw new HttpError(409, 'conflict', 'errors.orders.notNow');
  await sendQueuedRefunds(deps.payments);
  return sellerOrderView(moved);
}

/** The order's refunds and seller payout that failed (the provider refused them), queued again
 * and sent now, by an admin with the money capability; audited. Two admins at once: the second
 * finds nothing failed (each retry is a conditional update) and is told so. */
export async function retryOrderMoney(deps: AdminOrderDeps, adminId: string, id: string) {
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const [order] = await tx.select({ id: orders.id }).from(orders).where(eq(orders.id, id));
    if (!order) throw notFound('errors.orders.notFound');
    const failedRefunds = await tx
      .select({ id: refunds.id })
      .from(refunds)
      .where(and(eq(refunds.orderId, id), eq(refunds.status, 'failed')));
    const failedPayouts = await tx
      .select({ id: sellerPayouts.id })
      .from(sellerPayouts)
      .where(and(eq(sellerPayouts.orderId, id), eq(sellerPayouts.status, 'failed')));
    let refundsMoved = 0;
    let payoutsMoved = 0;
    for (const r of failedRefunds) if (await retryRefund(tx, r.id, now)) refundsMoved++;
    for (const p of failedPayouts) if (await retrySellerPayout(tx, p.id, now)) payoutsMoved++;
    if (refundsMoved + payoutsMoved === 0) {
      throw new HttpError(409, 'conflict', 'errors.orders.nothingToRetry');
    }
    await recordAdminAction(tx, {
      adminId,
      action: 'order.retry_money',
      targetType: 'order',
      targetId: id,
      detail: { refunds: refundsMoved, payouts: payoutsMoved },
      at: now,
    });
    return { refunds: refundsMoved, payouts: payoutsMoved };
  });
  await sendQueuedRefunds(deps.payments);
  await sendQueuedSellerPayouts(deps.payments);
  return moved;
}
