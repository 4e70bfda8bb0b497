// Every status a job reaches is a row of delivery_job_events, written in the transaction that
// moved it: the tracking page's timeline and the rider's recent activity read them. A job that
// carries a Buy safely order moves the order with it (order-mirror.ts).
import { deliveryJobEvents } from '@dwa/db/schema/index';
import type { DeliveryJobStatus } from '@dwa/domain/enums';
import type { Tx } from '../../money/public.ts';
import { mirrorJobOnOrder } from './order-mirror.ts';

export interface JobEvent {
  jobId: string;
  from: DeliveryJobStatus | null;
  to: DeliveryJobStatus;
  actor: { type: 'seller' | 'rider' | 'admin' | 'system'; id: string | null };
  at: Date;
}

export async function recordJobEvent(tx: Tx, event: JobEvent) {
  await tx.insert(deliveryJobEvents).values({
    jobId: event.jobId,
    fromStatus: event.from,
    toStatus: event.to,
    actorType: event.actor.type,
    actorId: event.actor.id,
    at: event.at,
  });
  await mirrorJobOnOrder(tx, event.jobId, event.to, event.at);
}
