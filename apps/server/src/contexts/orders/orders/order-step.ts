// The one way an order moves (decision 066): the event's guard from the order machine as the
// UPDATE's WHERE, so of two racing events exactly one moves it, and its step written in the same
// transaction. Whoever calls decides only what else the step changes (timestamps, the money).
import { orderEvents, orders } from '@dwa/db/schema/index';
import {
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  orderActors,
  orderFrom,
  orderTo,
} from '@dwa/domain/order-machine';
import { and, eq, inArray, type SQL } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { Tx } from '../../money/public.ts';

export type OrderRow = typeof orders.$inferSelect;

export interface OrderStep {
  orderId: string;
  event: OrderEvent;
  actor: { type: OrderActor; id: string | null };
  at: Date;
  /** Other columns the step sets (timestamps, the problem, the refund). */
  set?: PgUpdateSetSource<typeof orders>;
  /** A further condition: the seller's own order. */
  where?: SQL;
  note?: string | null;
}

/** The order as it is after the step, or null when the machine's guard did not match (moved
 * already, or never could). Throws when the actor may not make the event at all: that is a
 * programming error, not a race. */
export async function stepOrder(tx: Tx, step: OrderStep): Promise<OrderRow | null> {
  const { orderId, event, actor, at } = step;
  if (!orderActors(event).includes(actor.type)) {
    throw new Error(`${actor.type} may not ${event} an order`);
  }
  const [before] = await tx
    .select({ status: orders.status })
    .from(orders)
    .where(eq(orders.id, orderId))
    // Locked: the status read is the one the UPDATE's guard then sees, so the step's `from`
    // is exact; a racing step waits here and then finds the order moved.
    .for('update');
  const [moved] = await tx
    .update(orders)
    .set({ ...step.set, status: orderTo(event), updatedAt: at })
    .where(
      and(
        eq(orders.id, orderId),
        inArray(orders.status, [...orderFrom(event)]),
        ...(step.where ? [step.where] : []),
      ),
    )
    .returning();
  if (!moved) return null;
  await tx.insert(orderEvents).values({
    orderId,
    event,
    fromStatus: (before?.status as OrderStatus | undefined) ?? null,
    toStatus: orderTo(event),
    actorType: actor.type,
    actorId: actor.id,
    note: step.note ?? null,
    at,
  });
  return moved;
}
