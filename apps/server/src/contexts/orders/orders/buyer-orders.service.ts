// The buyer's side of an order, behind its link (decision 066): follow it, ask for the MoMo
// prompt again, give up before paying or cancel before the seller accepted (refunded), say all
// is well (released), or report a problem within the window (disputed, the money frozen).
import type { Db } from '@dwa/db/client';
import { orders } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import type { OrderEvent } from '@dwa/domain/order-machine';
import type { BuyerOrder } from '@dwa/domain/orders';
import { gt } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import type { PaymentDeps } from '../../money/public.ts';
import {
  sendQueuedRefunds,
  sendQueuedSellerPayouts,
  submitOrderVoucher,
} from '../../money/public.ts';
import { type OrderEndDeps, refundOrder, releaseOrder, restock } from './order-endings.ts';
import { tellSeller } from './order-messages.ts';
import { stepOrder } from './order-step.ts';
import { buyerOrderView, orderByToken } from './order-views.ts';
import { promptPayment } from './place-order.service.ts';

export interface BuyerOrderDeps extends OrderEndDeps {
  db: Db;
  clock: Clock;
  payments: PaymentDeps;
}

const notNow = () => new HttpError(409, 'conflict', 'errors.orders.notNow');

async function found(db: Db, token: string) {
  const order = await orderByToken(db, token);
  if (!order) throw notFound('errors.orders.notFound');
  return order;
}

export async function getBuyerOrder(db: Db, token: string): Promise<BuyerOrder> {
  return buyerOrderView(db, await found(db, token));
}

export async function payOrderAgain(
  deps: BuyerOrderDeps,
  token: string,
  payer: { phone: string; network: MomoNetwork },
): Promise<BuyerOrder> {
  const order = await found(deps.db, token);
  if (order.status !== 'awaiting_payment' || order.paymentDueAt <= deps.clock.now()) {
    throw notNow();
  }
  await promptPayment(deps.payments, order, payer.phone, payer.network);
  return getBuyerOrder(deps.db, token);
}

/** Telecel Cash: the voucher the buyer generated (*110#) for the order's waiting prompt. */
export async function submitBuyerVoucher(
  deps: BuyerOrderDeps,
  token: string,
  voucher: string,
): Promise<BuyerOrder> {
  const order = await found(deps.db, token);
  if (order.status !== 'awaiting_payment') throw notNow();
  await submitOrderVoucher(deps.payments, order.id, voucher);
  return getBuyerOrder(deps.db, token);
}

/** Before paying: the order is dropped. Paid, not accepted yet: refunded in full. */
export async function cancelByBuyer(deps: BuyerOrderDeps, token: string): Promise<BuyerOrder> {
  const order = await found(deps.db, token);
  const now = deps.clock.now();
  const event: OrderEvent = order.status === 'awaiting_payment' ? 'abandon' : 'buyer_cancel';
  const moved = await deps.db.transaction(async (tx) => {
    const done = await stepOrder(tx, {
      orderId: order.id,
      event,
      actor: { type: 'buyer', id: null },
      at: now,
      set: {
        endedAt: now,
        ...(event === 'buyer_cancel' ? { refundPesewas: order.totalPesewas } : {}),
      },
    });
    if (!done) return false;
    if (event === 'abandon') await restock(tx, done);
    else await refundOrder(tx, deps, done, now, { beforePickup: true });
    return true;
  });
  if (!moved) throw notNow();
  if (event === 'buyer_cancel') await sendQueuedRefunds(deps.payments);
  return getBuyerOrder(deps.db, token);
}

export async function confirmByBuyer(deps: BuyerOrderDeps, token: string): Promise<BuyerOrder> {
  const order = await found(deps.db, token);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await stepOrder(tx, {
      orderId: order.id,
      event: 'confirm',
      actor: { type: 'buyer', id: null },
      at: now,
      set: { endedAt: now },
    });
    if (done) await releaseOrder(tx, deps, done, now);
    return done !== null;
  });
  if (!moved) throw notNow();
  await sendQueuedSellerPayouts(deps.payments);
  return getBuyerOrder(deps.db, token);
}

export async function reportProblem(
  deps: BuyerOrderDeps,
  token: string,
  text: string,
): Promise<BuyerOrder> {
  const order = await found(deps.db, token);
  const now = deps.clock.now();
  const moved = await deps.db.transaction(async (tx) => {
    const done = await stepOrder(tx, {
      orderId: order.id,
      event: 'report_problem',
      actor: { type: 'buyer', id: null },
      at: now,
      set: { problem: text },
      // Only inside the window: once it has passed the release is due, whether or not its
      // timer has run yet.
      where: gt(orders.releaseDueAt, now),
      note: text,
    });
    if (done) {
      await tellSeller(tx, deps, done, 'sellerProblem', {
        number: String(done.number),
        problem: text,
      });
    }
    return done !== null;
  });
  if (!moved) throw notNow();
  return getBuyerOrder(deps.db, token);
}
