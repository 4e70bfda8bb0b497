// Every (state × event) pair of the payment machine against an explicit table.
import { describe, expect, it } from 'vitest';
import { PAYMENT_STATUSES } from './enums.ts';
import {
  canPayment,
  isPaymentWaiting,
  type PaymentEvent,
  type PaymentState,
  paymentFrom,
  paymentTo,
  WAITING_PAYMENT_STATUS,
} from './payment-machine.ts';

const EVENTS: PaymentEvent[] = ['succeed', 'hold', 'fail'];
const STATES: [PaymentState, PaymentEvent[]][] = [
  [{ status: 'pending' }, ['succeed', 'hold', 'fail']],
  [{ status: 'failed', failureReason: 'timeout' }, ['succeed', 'hold']],
  [{ status: 'failed', failureReason: 'declined' }, []],
  [{ status: 'failed', failureReason: 'insufficient_funds' }, []],
  [{ status: 'failed', failureReason: 'provider' }, []],
  [{ status: 'success' }, []],
  [{ status: 'held' }, []],
];

describe('payment machine', () => {
  it('covers every status', () => {
    expect([...new Set(STATES.map(([s]) => s.status))].sort()).toEqual(
      [...PAYMENT_STATUSES].sort(),
    );
  });
  for (const [state, allowed] of STATES) {
    for (const event of EVENTS) {
      const expected = allowed.includes(event);
      it(`${state.status}${state.failureReason ? ` (${state.failureReason})` : ''} + ${event} → ${expected ? paymentTo(event) : 'refused'}`, () => {
        expect(canPayment(state, event)).toBe(expected);
      });
    }
  }
  it('moves to success, held and failed', () => {
    expect(EVENTS.map(paymentTo)).toEqual(['success', 'held', 'failed']);
  });
  it('waits only while pending', () => {
    expect(PAYMENT_STATUSES.filter(isPaymentWaiting)).toEqual(['pending']);
  });
  it('names the waiting status, the one a failure moves a payment from', () => {
    expect(WAITING_PAYMENT_STATUS).toBe('pending');
    expect(paymentFrom('fail')).toEqual([{ status: WAITING_PAYMENT_STATUS, failureReason: null }]);
  });
});
