// Delivery job lifecycle (spec section 4): requested → accepted → picked_up → delivered →
// completed, or cancelled before delivery. Pure: the server applies the result with
// `UPDATE … WHERE status = <from>`, so a race cannot apply a transition twice.
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

/** Cancelling is possible until the package is delivered; after that the job can only be
 * completed (who may cancel is an authorization rule of the service, not of the machine). */
const RULES: Record<DeliveryJobEvent, Rule> = {
  accept: { from: ['requested'], to: 'accepted', timestamp: 'accepted_at' },
  pick_up: { from: ['accepted'], to: 'picked_up', timestamp: 'picked_up_at' },
  deliver: { from: ['picked_up'], to: 'delivered', timestamp: 'delivered_at' },
  complete: { from: ['delivered'], to: 'completed', timestamp: 'completed_at' },
  cancel: {
    from: ['requested', 'accepted', 'picked_up'],
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

export function allowedDeliveryJobEvents(status: DeliveryJobStatus): DeliveryJobEvent[] {
  return (Object.keys(RULES) as DeliveryJobEvent[]).filter((e) => RULES[e].from.includes(status));
}

/** 'active counts accepted and picked_up' (spec section 4). */
export function isActiveDelivery(status: DeliveryJobStatus): boolean {
  return status === 'accepted' || status === 'picked_up';
}
