// Delivery job lifecycle (spec section 4): requested → accepted → picked_up → delivered →
// completed, or cancelled before the pickup. The one home of these rules (decision 053): the
// server's services check a step with it and apply it with `UPDATE … WHERE status IN
// deliveryJobFrom(event)`, so a race cannot apply a transition twice; the web's screens ask it
// which actions to offer.
import type { DeliveryJobStatus } from './enums.ts';

export type DeliveryJobEvent = 'accept' | 'pick_up' | 'deliver' | 'complete' | 'cancel';
export type DeliveryTimestamp =
  | 'accepted_at'
  | 'picked_up_at'
  | 'delivered_at'
  | 'completed_at'
  | 'cancelled_at';

interface Rule {
  from: readonly DeliveryJobStatus[];
  to: DeliveryJobStatus;
  timestamp: DeliveryTimestamp;
}

/** Cancelling is possible until the rider picks the package up: once it is on the road, no
 * (who may cancel, the job's seller or an admin, is an authorization rule of the service). */
const RULES: Record<DeliveryJobEvent, Rule> = {
  accept: { from: ['requested'], to: 'accepted', timestamp: 'accepted_at' },
  pick_up: { from: ['accepted'], to: 'picked_up', timestamp: 'picked_up_at' },
  deliver: { from: ['picked_up'], to: 'delivered', timestamp: 'delivered_at' },
  complete: { from: ['delivered'], to: 'completed', timestamp: 'completed_at' },
  cancel: {
    from: ['requested', 'accepted'],
    to: 'cancelled',
    timestamp: 'cancelled_at',
  },
};

export interface DeliveryProof {
  photoKey?: string | null;
  code?: string | null;
}

export type DeliveryJobTransition =
  | { ok: true; from: DeliveryJobStatus; to: DeliveryJobStatus; timestampField: DeliveryTimestamp }
  | { ok: false; reason: 'invalid_transition' | 'proof_required' };

export function nextDeliveryJobStatus(
  from: DeliveryJobStatus,
  event: DeliveryJobEvent,
): DeliveryJobStatus | null {
  const rule = RULES[event];
  return rule.from.includes(from) ? rule.to : null;
}

/** 'Mark as Delivered needs a photo or a code' (spec section 5). */
export function deliveryJobTransition(
  from: DeliveryJobStatus,
  event: DeliveryJobEvent,
  proof: DeliveryProof = {},
): DeliveryJobTransition {
  const rule = RULES[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'invalid_transition' };
  if (event === 'deliver' && !proof.photoKey?.trim() && !proof.code?.trim()) {
    return { ok: false, reason: 'proof_required' };
  }
  return { ok: true, from, to: rule.to, timestampField: rule.timestamp };
}

/** The statuses from which an event moves a job: the guard of the conditional UPDATE. */
export const deliveryJobFrom = (event: DeliveryJobEvent): readonly DeliveryJobStatus[] =>
  RULES[event].from;

/** The status an event moves a job to. */
export const deliveryJobTo = (event: DeliveryJobEvent): DeliveryJobStatus => RULES[event].to;

/** A step that starts from exactly one status (every event but cancel, which may start from
 * two): its start and target, as the job's history records the step once it is applied. */
export function deliveryJobStep(event: Exclude<DeliveryJobEvent, 'cancel'>): {
  from: DeliveryJobStatus;
  to: DeliveryJobStatus;
} {
  const [from, ...more] = RULES[event].from;
  if (!from || more.length > 0) throw new Error(`${event} has no single start status`);
  return { from, to: RULES[event].to };
}

/** Whether a job in this status can take the event now. */
export const canDeliveryJob = (status: DeliveryJobStatus, event: DeliveryJobEvent) =>
  RULES[event].from.includes(status);

/** The rider's next step on a job (accept, pick up, deliver), or null when it is not theirs to
 * move (delivered jobs wait for the seller; finished jobs for nobody). */
export function riderNextEvent(status: DeliveryJobStatus): 'accept' | 'pick_up' | 'deliver' | null {
  return (['accept', 'pick_up', 'deliver'] as const).find((e) => canDeliveryJob(status, e)) ?? null;
}

export function allowedDeliveryJobEvents(status: DeliveryJobStatus): DeliveryJobEvent[] {
  return (Object.keys(RULES) as DeliveryJobEvent[]).filter((e) => RULES[e].from.includes(status));
}

/** A job no event moves any more (completed or cancelled): screens stop asking about it. */
export const isFinishedDelivery = (status: DeliveryJobStatus): boolean =>
  allowedDeliveryJobEvents(status).length === 0;

/** 'active counts accepted and picked_up' (spec section 4). */
export function isActiveDelivery(status: DeliveryJobStatus): boolean {
  return status === 'accepted' || status === 'picked_up';
}
