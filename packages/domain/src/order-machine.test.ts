// Every (status × event) pair against an explicit table, and who may make each move: adding a
// status or an event without deciding its transitions fails here.
import { describe, expect, it } from 'vitest';
import {
  allowedOrderEvents,
  isOrderFinal,
  isOrderHeld,
  ORDER_EVENTS,
  ORDER_STATUSES,
  type OrderActor,
  type OrderEvent,
  type OrderStatus,
  orderActors,
  orderFrom,
  orderTo,
  orderTransition,
} from './order-machine.ts';

const TABLE: Record<OrderStatus, Partial<Record<OrderEvent, OrderStatus>>> = {
  awaiting_payment: { pay: 'paid', expire_payment: 'cancelled', abandon: 'cancelled' },
  paid: {
    accept: 'accepted',
    decline: 'refunded',
    accept_timeout: 'refunded',
    buyer_cancel: 'refunded',
    cancel_before_pickup: 'refunded',
  },
  accepted: { cancel_before_pickup: 'refunded', pick_up: 'picked_up' },
  picked_up: { deliver: 'delivered' },
  delivered: { confirm: 'released', release_window_end: 'released', report_problem: 'disputed' },
  disputed: { resolve_release: 'released', resolve_partial: 'settled', resolve_refund: 'refunded' },
  released: {},
  settled: {},
  refunded: {},
  cancelled: {},
};

const ACTORS: Record<OrderEvent, OrderActor[]> = {
  pay: ['system'],
  expire_payment: ['system'],
  abandon: ['buyer'],
  accept: ['seller'],
  decline: ['seller'],
  accept_timeout: ['system'],
  buyer_cancel: ['buyer'],
  cancel_before_pickup: ['seller', 'admin'],
  pick_up: ['system'],
  deliver: ['system'],
  confirm: ['buyer'],
  release_window_end: ['system'],
  report_problem: ['buyer'],
  resolve_release: ['admin'],
  resolve_partial: ['admin'],
  resolve_refund: ['admin'],
};
const EVERYONE: OrderActor[] = ['buyer', 'seller', 'admin', 'system'];

describe('order machine', () => {
  it('covers every status and every event', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...ORDER_STATUSES].sort());
    expect(Object.keys(ACTORS).sort()).toEqual([...ORDER_EVENTS].sort());
  });

  for (const from of ORDER_STATUSES) {
    for (const event of ORDER_EVENTS) {
      const to = TABLE[from][event];
      it(`${from} + ${event} → ${to ?? 'refused'}`, () => {
        for (const actor of EVERYONE) {
          const result = orderTransition(from, event, actor);
          if (!to) expect(result).toEqual({ ok: false, reason: 'invalid_transition' });
          else if (ACTORS[event].includes(actor)) expect(result).toEqual({ ok: true, from, to });
          else expect(result).toEqual({ ok: false, reason: 'not_allowed' });
        }
        expect(orderFrom(event).includes(from)).toBe(to !== undefined);
        if (to) expect(orderTo(event)).toBe(to);
      });
    }
  }

  it('names who may make each event', () => {
    for (const event of ORDER_EVENTS) expect([...orderActors(event)]).toEqual(ACTORS[event]);
  });

  it('offers each actor only its own moves', () => {
    expect(allowedOrderEvents('paid', 'seller')).toEqual([
      'accept',
      'decline',
      'cancel_before_pickup',
    ]);
    expect(allowedOrderEvents('paid', 'buyer')).toEqual(['buyer_cancel']);
    // Once the seller accepted, a buyer asks the seller to cancel.
    expect(allowedOrderEvents('accepted', 'buyer')).toEqual([]);
    expect(allowedOrderEvents('accepted', 'seller')).toEqual(['cancel_before_pickup']);
    expect(allowedOrderEvents('delivered', 'buyer')).toEqual(['confirm', 'report_problem']);
    expect(allowedOrderEvents('delivered', 'seller')).toEqual([]);
    expect(allowedOrderEvents('disputed', 'admin')).toEqual([
      'resolve_release',
      'resolve_partial',
      'resolve_refund',
    ]);
    // Once picked up, nobody cancels: the goods are on the road.
    for (const actor of EVERYONE) {
      expect(allowedOrderEvents('picked_up', actor)).not.toContain('cancel_before_pickup');
    }
  });

  // The races the issue names: each pair starts from one status, and the first to apply moves
  // the order out of the other's guard, so the conditional UPDATE lets exactly one through.
  it.each([
    ['accept', 'accept_timeout'],
    ['accept', 'decline'],
    ['accept', 'buyer_cancel'],
    ['pick_up', 'cancel_before_pickup'],
    ['release_window_end', 'report_problem'],
    ['confirm', 'report_problem'],
    ['pay', 'expire_payment'],
    ['resolve_release', 'resolve_refund'],
  ] as const)('of %s and %s, only the first applies', (first, second) => {
    const start = orderFrom(first).find((s) => orderFrom(second).includes(s))!;
    expect(start, 'they race from one status').toBeDefined();
    const after = orderTo(first);
    expect(orderFrom(second)).not.toContain(after);
  });

  it('holds the money from payment until released, settled or refunded', () => {
    const held = ORDER_STATUSES.filter(isOrderHeld);
    expect(held).toEqual(['paid', 'accepted', 'picked_up', 'delivered', 'disputed']);
    const final = ORDER_STATUSES.filter(isOrderFinal);
    expect(final).toEqual(['released', 'settled', 'refunded', 'cancelled']);
    for (const status of final) expect(isOrderHeld(status)).toBe(false);
  });
});
