// The orders' timers (decision 066), one sweep every minute: prompts unanswered past the
// payment time are cancelled (the stock comes back), paid orders not accepted in time are
// refunded, delivered orders whose window passed are released; and buyers whose order arrived
// are told so. Each is the machine's conditional step: an order that moved meanwhile (accepted
// a second before its timer, disputed at the window's edge) is left as it is, and a sweep run
// twice, or on two instances at once, moves each order once.
import type { Db } from '@dwa/db/client';
import { orders } from '@dwa/db/schema/index';
import { type OrderEvent, orderFrom } from '@dwa/domain/order-machine';
import { and, asc, eq, inArray, isNull, lte, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import {
  type PaymentDeps,
  sendQueuedRefunds,
  sendQueuedSellerPayouts,
} from '../../money/public.ts';
import { type OrderEndDeps, refundOrder, releaseOrder, restock } from './order-endings.ts';
import { orderLink, tellBuyer } from './order-messages.ts';
import { stepOrder } from './order-step.ts';

export const ORDER_TIMERS_TASK = 'orders.timers';
const BATCH = 100;

export interface OrderTimerDeps extends OrderEndDeps {
  db: Db;
  clock: Clock;
  payments: PaymentDeps;
}

const TIMERS: { event: OrderEvent; due: typeof orders.acceptDueAt | typeof orders.paymentDueAt }[] =
  [
    { event: 'expire_payment', due: orders.paymentDueAt },
    { event: 'accept_timeout', due: orders.acceptDueAt },
    { event: 'release_window_end', due: orders.releaseDueAt },
  ];

export async function runOrderTimers(deps: OrderTimerDeps) {
  const now = deps.clock.now();
  const moved: Record<string, number> = {};
  for (const { event, due } of TIMERS) {
    const rows = await deps.db
      .select({ id: orders.id })
      .from(orders)
      .where(and(inArray(orders.status, [...orderFrom(event)]), lte(due, now)))
      .orderBy(asc(due))
      .limit(BATCH);
    moved[event] = 0;
    for (const { id } of rows) {
      const done = await deps.db.transaction(async (tx) => {
        const order = await stepOrder(tx, {
          orderId: id,
          event,
          actor: { type: 'system', id: null },
          at: now,
          set: {
            endedAt: now,
            // Not accepted in time: the whole total goes back.
            ...(event === 'accept_timeout' ? { refundPesewas: sql`${orders.totalPesewas}` } : {}),
          },
        });
        if (!order) return false;
        if (event === 'expire_payment') await restock(tx, order);
        if (event === 'accept_timeout') {
          await refundOrder(tx, deps, order, now, { beforePickup: true });
        }
        if (event === 'release_window_end') await releaseOrder(tx, deps, order, now);
        return true;
      });
      if (done) moved[event]++;
    }
  }
  moved.told = await tellDelivered(deps, now);
  if ((moved.accept_timeout ?? 0) > 0) await sendQueuedRefunds(deps.payments);
  if ((moved.release_window_end ?? 0) > 0) await sendQueuedSellerPayouts(deps.payments);
  return moved;
}

/** Buyers whose order arrived (the delivery flow moved it) hear that the window runs. */
async function tellDelivered(deps: OrderTimerDeps, now: Date) {
  const rows = await deps.db
    .select()
    .from(orders)
    .where(and(eq(orders.status, 'delivered'), isNull(orders.deliveredToldAt)))
    .limit(BATCH);
  let told = 0;
  for (const order of rows) {
    await deps.db.transaction(async (tx) => {
      const [mine] = await tx
        .update(orders)
        .set({ deliveredToldAt: now })
        .where(and(eq(orders.id, order.id), isNull(orders.deliveredToldAt)))
        .returning({ id: orders.id });
      if (!mine) return;
      await tellBuyer(tx, deps, order, 'buyerDelivered', {
        number: String(order.number),
        hours: String(order.releaseHours),
        link: orderLink(deps, order.token),
      });
      told++;
    });
  }
  return told;
}

export function orderTimersTask(deps: OrderTimerDeps): TaskDefinition {
  return {
    name: ORDER_TIMERS_TASK,
    cron: '* * * * *',
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    expireInSeconds: 120,
    handler: async () => {
      await runOrderTimers(deps);
    },
  };
}
