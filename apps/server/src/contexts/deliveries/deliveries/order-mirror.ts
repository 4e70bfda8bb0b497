// A Buy safely order carried by a delivery job follows the job's pickup and delivery
// (decision 066): written here, in the transaction that moved the job, with the order
// machine's own guard, so the order moves once and only from where the machine allows. The
// delivery starts the buyer's release window (its length fixed on the order). Orders sit above
// deliveries: what the order then tells the buyer is the orders context's (its timers sweep).
import { orderEvents, orders } from '@dwa/db/schema/index';
import type { DeliveryJobStatus } from '@dwa/domain/enums';
import { type OrderEvent, orderFrom, orderTo } from '@dwa/domain/order-machine';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Tx } from '../../money/public.ts';

const STEPS: Partial<Record<DeliveryJobStatus, OrderEvent>> = {
  picked_up: 'pick_up',
  delivered: 'deliver',
};

export async function mirrorJobOnOrder(
  tx: Tx,
  jobId: string,
  to: DeliveryJobStatus,
  at: Date,
): Promise<void> {
  const event = STEPS[to];
  if (!event) return;
  const [moved] = await tx
    .update(orders)
    .set({
      status: orderTo(event),
      updatedAt: at,
      ...(event === 'deliver'
        ? {
            deliveredAt: at,
            releaseDueAt: sql`${at.toISOString()}::timestamptz + ${orders.releaseHours} * interval '1 hour'`,
          }
        : {}),
    })
    .where(and(eq(orders.deliveryJobId, jobId), inArray(orders.status, [...orderFrom(event)])))
    .returning({ id: orders.id });
  if (!moved) return;
  await tx.insert(orderEvents).values({
    orderId: moved.id,
    event,
    fromStatus: orderFrom(event)[0] ?? null,
    toStatus: orderTo(event),
    actorType: 'system',
    at,
  });
}
