// How an order ends, with its money (decision 066): the step (order-step.ts) decides that it
// ends; this writes, in the same transaction, the one ledger movement that empties its escrow
// (release, settlement or refund), queues the seller's payout to MoMo and the provider's refund, gives the stock back when
// nothing left the shop, cancels a rider's job not yet picked up, and tells both sides.
import { payments, products } from '@dwa/db/schema/index';
import { formatGhs } from '@dwa/domain/money';
import { type OrderEnding, orderEndingTransaction } from '@dwa/domain/order-ledger';
import {
  type OrderShares,
  refundShares,
  releaseShares,
  settlementShares,
} from '@dwa/domain/order-money';
import { and, eq, isNotNull, sql } from 'drizzle-orm';
import { cancelJobIn } from '../../deliveries/public.ts';
import { queueRefund, queueSellerPayout, recordTransaction, type Tx } from '../../money/public.ts';
import { type OrderMessageDeps, tellBuyer, tellSeller } from './order-messages.ts';
import { priceOf } from './order-price.ts';
import type { OrderRow } from './order-step.ts';

export type OrderEndDeps = OrderMessageDeps & { clock: { now(): Date } };

/** The payment that brought the order's money (one success per order: a second is returned at
 * once, order-paid.ts). */
async function paymentOf(tx: Tx, orderId: string) {
  const [paid] = await tx
    .select({ id: payments.id })
    .from(payments)
    .where(and(eq(payments.orderId, orderId), eq(payments.status, 'success')));
  if (!paid) throw new Error(`order ${orderId} ended with money but has no successful payment`);
  return paid;
}

/** The item back on the shelf: the order took one when placed. */
export async function restock(tx: Tx, order: OrderRow) {
  if (!order.productId) return;
  await tx
    .update(products)
    .set({ stock: sql`${products.stock} + 1` })
    .where(and(eq(products.id, order.productId), isNotNull(products.stock)));
}

async function book(tx: Tx, order: OrderRow, kind: OrderEnding, shares: OrderShares, at: Date) {
  await recordTransaction(
    tx,
    orderEndingTransaction({ kind, orderId: order.id, sellerId: order.sellerId, shares }),
    { at },
  );
  if (shares.sellerPesewas > 0) {
    await queueSellerPayout(tx, {
      sellerId: order.sellerId,
      orderId: order.id,
      amountPesewas: shares.sellerPesewas,
      at,
    });
  }
  if (shares.buyerPesewas > 0) {
    const payment = await paymentOf(tx, order.id);
    await queueRefund(tx, {
      paymentId: payment.id,
      orderId: order.id,
      amountPesewas: shares.buyerPesewas,
      at,
    });
  }
}

/** Released to the seller (the buyer's "all good", the window's end, or an admin). */
export async function releaseOrder(tx: Tx, deps: OrderEndDeps, order: OrderRow, at: Date) {
  const shares = releaseShares(priceOf(order));
  await book(tx, order, 'order_release', shares, at);
  await tellSeller(tx, deps, order, 'sellerReleased', {
    number: String(order.number),
    amount: formatGhs(shares.sellerPesewas),
  });
}

/** Refunded in full: declined, not accepted in time, cancelled before pickup, or a dispute
 * refunded (then the rider who delivered is still paid by the job, from Dwa). */
export async function refundOrder(
  tx: Tx,
  deps: OrderEndDeps,
  order: OrderRow,
  at: Date,
  options: {
    beforePickup: boolean;
    reason?: string;
    /** Who cancels the rider's job, when one was called (seller or admin). */
    by?: { type: 'seller' | 'admin'; id: string };
  },
) {
  const riderDelivered = !options.beforePickup && order.carrier === 'rider';
  const shares = refundShares(priceOf(order), riderDelivered);
  await book(tx, order, 'order_refund', shares, at);
  if (options.beforePickup) {
    await restock(tx, order);
    if (order.deliveryJobId) {
      await cancelJobIn(tx, deps, {
        jobId: order.deliveryJobId,
        reason: options.reason ?? 'Order cancelled',
        by: options.by ?? { type: 'seller', id: order.sellerId },
        now: at,
        forOrder: true,
      });
    }
  }
  await tellBuyer(tx, deps, order, 'buyerRefunded', {
    number: String(order.number),
    title: order.productTitle,
    amount: formatGhs(shares.buyerPesewas),
  });
  await tellSeller(tx, deps, order, 'sellerCancelled', {
    number: String(order.number),
    title: order.productTitle,
  });
}

/** An admin's partial refund: part of the item back, the rest released. */
export async function settleOrder(
  tx: Tx,
  deps: OrderEndDeps,
  order: OrderRow,
  at: Date,
  refundPesewas: number,
  reason: string,
) {
  const shares = settlementShares(priceOf(order), refundPesewas);
  await book(tx, order, 'order_settle', shares, at);
  const number = String(order.number);
  await tellBuyer(tx, deps, order, 'buyerSettled', {
    number,
    amount: formatGhs(refundPesewas),
    reason,
  });
  await tellSeller(tx, deps, order, 'sellerSettled', {
    number,
    amount: formatGhs(shares.sellerPesewas),
    refund: formatGhs(refundPesewas),
    reason,
  });
}
