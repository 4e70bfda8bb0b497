// Buy safely (issue 34, decision 066): an order's lifecycle. The buyer pays by mobile money, Dwa
// holds the money in escrow, the seller accepts and the goods travel as a delivery job, and the
// delivery code the buyer gives the rider starts a window after which the money is released.
// This file is the one home of the transitions: the server applies an event with one
// `UPDATE … WHERE status IN orderFrom(event)`, so of two racing events (accept and the accept
// timer, release and a reported problem) exactly one moves the order. Pure rules; no I/O.

export const ORDER_STATUSES = [
  /** Created, the buyer's number proved; the MoMo prompt is out. No money yet. */
  'awaiting_payment',
  /** Paid: the money is in escrow; the seller has until the accept deadline. */
  'paid',
  /** The seller accepted: a delivery job exists, not yet picked up. */
  'accepted',
  /** The rider (or the seller delivering) has the goods. */
  'picked_up',
  /** Delivered with the buyer's code: the release window runs. */
  'delivered',
  /** The buyer reported a problem within the window: the release is frozen for an admin. */
  'disputed',
  /** Final: the money went to the seller, the rider and Dwa. */
  'released',
  /** Final: an admin refunded part and released the rest. */
  'settled',
  /** Final: the whole total went back to the buyer. */
  'refunded',
  /** Final: never paid (the prompt expired or the buyer gave up). */
  'cancelled',
] as const;
export type OrderStatus = (typeof ORDER_STATUSES)[number];

/** Who carries the goods: a Dwa rider, the seller themselves, or the buyer picks up. */
export const ORDER_CARRIERS = ['rider', 'seller', 'pickup'] as const;

/** Who moves an order: the system is the payment webhook, the delivery flow and the timers. */
export type OrderActor = 'buyer' | 'seller' | 'admin' | 'system';

export type OrderEvent =
  | 'pay'
  | 'expire_payment'
  | 'abandon'
  | 'accept'
  | 'decline'
  | 'accept_timeout'
  | 'buyer_cancel'
  | 'cancel_before_pickup'
  | 'pick_up'
  | 'deliver'
  | 'confirm'
  | 'release_window_end'
  | 'report_problem'
  | 'resolve_release'
  | 'resolve_partial'
  | 'resolve_refund';

interface Rule {
  from: readonly OrderStatus[];
  to: OrderStatus;
  by: readonly OrderActor[];
}

const RULES: Record<OrderEvent, Rule> = {
  // The payment's success (webhook or verification) puts the money in escrow.
  pay: { from: ['awaiting_payment'], to: 'paid', by: ['system'] },
  expire_payment: { from: ['awaiting_payment'], to: 'cancelled', by: ['system'] },
  abandon: { from: ['awaiting_payment'], to: 'cancelled', by: ['buyer'] },
  accept: { from: ['paid'], to: 'accepted', by: ['seller'] },
  decline: { from: ['paid'], to: 'refunded', by: ['seller'] },
  accept_timeout: { from: ['paid'], to: 'refunded', by: ['system'] },
  // The buyer changes their mind before the seller accepted: the whole total goes back.
  buyer_cancel: { from: ['paid'], to: 'refunded', by: ['buyer'] },
  // Before pickup nothing has left the shop: the seller or an admin may cancel (once the seller
  // accepted, a buyer asks them: the seller may have packed, or called a rider).
  cancel_before_pickup: { from: ['paid', 'accepted'], to: 'refunded', by: ['seller', 'admin'] },
  // Mirrors of the delivery job's own steps (delivery-job.ts), applied by the delivery flow.
  pick_up: { from: ['accepted'], to: 'picked_up', by: ['system'] },
  deliver: { from: ['picked_up'], to: 'delivered', by: ['system'] },
  confirm: { from: ['delivered'], to: 'released', by: ['buyer'] },
  release_window_end: { from: ['delivered'], to: 'released', by: ['system'] },
  report_problem: { from: ['delivered'], to: 'disputed', by: ['buyer'] },
  resolve_release: { from: ['disputed'], to: 'released', by: ['admin'] },
  resolve_partial: { from: ['disputed'], to: 'settled', by: ['admin'] },
  resolve_refund: { from: ['disputed'], to: 'refunded', by: ['admin'] },
};

export const ORDER_EVENTS = Object.keys(RULES) as OrderEvent[];

/** Where a refund stands with the provider: queued here, sent (the provider took it), done, or
 * failed (the money waits with the provider for an admin's retry). */
export const REFUND_STATUSES = ['queued', 'sent', 'processed', 'failed'] as const;
export type RefundStatus = (typeof REFUND_STATUSES)[number];

/** A seller's payout for an order: queued at release, sent to the provider, paid (the transfer
 * succeeded) or failed (the money stays owed, for an admin's retry). */
export const SELLER_PAYOUT_STATUSES = ['queued', 'sent', 'paid', 'failed'] as const;
export type SellerPayoutStatus = (typeof SELLER_PAYOUT_STATUSES)[number];

export type OrderTransition =
  | { ok: true; from: OrderStatus; to: OrderStatus }
  | { ok: false; reason: 'invalid_transition' | 'not_allowed' };

/** The move an event makes from a status, if this actor may make it. */
export function orderTransition(
  from: OrderStatus,
  event: OrderEvent,
  actor: OrderActor,
): OrderTransition {
  const rule = RULES[event];
  if (!rule.from.includes(from)) return { ok: false, reason: 'invalid_transition' };
  if (!rule.by.includes(actor)) return { ok: false, reason: 'not_allowed' };
  return { ok: true, from, to: rule.to };
}

/** The statuses an event moves an order from: the conditional UPDATE's guard. */
export const orderFrom = (event: OrderEvent): readonly OrderStatus[] => RULES[event].from;

/** The status an event moves an order to. */
export const orderTo = (event: OrderEvent): OrderStatus => RULES[event].to;

/** Who may make an event. */
export const orderActors = (event: OrderEvent): readonly OrderActor[] => RULES[event].by;

/** The events an actor may make on an order in this status (the buttons a screen offers). */
export function allowedOrderEvents(status: OrderStatus, actor: OrderActor): OrderEvent[] {
  return ORDER_EVENTS.filter((e) => RULES[e].from.includes(status) && RULES[e].by.includes(actor));
}

/** Money is in escrow: paid and neither released, settled nor refunded. The ledger check proves
 * the escrow account's balance is the sum of these orders' totals. */
export const isOrderHeld = (status: OrderStatus) =>
  status === 'paid' ||
  status === 'accepted' ||
  status === 'picked_up' ||
  status === 'delivered' ||
  status === 'disputed';

/** No event moves it any more. */
export const isOrderFinal = (status: OrderStatus) =>
  !ORDER_EVENTS.some((e) => RULES[e].from.includes(status));

/** The timers and their settings (admin's money settings), each in its unit. */
export const ORDER_TIMERS = {
  /** How long a MoMo prompt waits before the order is cancelled unpaid. */
  payment: {
    setting: 'order_payment_minutes',
    defaultValue: 30,
    unit: 'minutes',
    min: 5,
    max: 240,
  },
  /** How long a seller has to accept a paid order before it is refunded. */
  accept: { setting: 'order_accept_hours', defaultValue: 24, unit: 'hours', min: 1, max: 168 },
  /** How long after delivery the buyer may report a problem before the money is released. */
  release: { setting: 'order_release_hours', defaultValue: 48, unit: 'hours', min: 1, max: 336 },
} as const;
