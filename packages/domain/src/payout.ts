// Rider payout lifecycle: an admin approves or rejects a requested payout (spec section 4);
// an approved payout is then paid out by the provider, which succeeds or fails; a transfer the
// provider reverses after it succeeded fails the payout after all (the money comes back). The one
// home of these rules (decision 053): the server applies a step with `UPDATE … WHERE status =
// payoutFrom(event)`, so of two results for one payout only the first applies; the admin's screen
// asks it which payouts to offer a decision on.
import type { PayoutStatus } from './enums.ts';

export type PayoutEvent = 'approve' | 'reject' | 'mark_paid' | 'mark_failed' | 'reverse';

const RULES: Record<PayoutEvent, { from: PayoutStatus; to: PayoutStatus }> = {
  approve: { from: 'requested', to: 'approved' },
  reject: { from: 'requested', to: 'rejected' },
  mark_paid: { from: 'approved', to: 'paid' },
  mark_failed: { from: 'approved', to: 'failed' },
  reverse: { from: 'paid', to: 'failed' },
};

export type PayoutTransition =
  | { ok: true; from: PayoutStatus; to: PayoutStatus }
  | { ok: false; reason: 'invalid_transition' };

export function payoutTransition(from: PayoutStatus, event: PayoutEvent): PayoutTransition {
  const rule = RULES[event];
  return rule.from === from
    ? { ok: true, from, to: rule.to }
    : { ok: false, reason: 'invalid_transition' };
}

/** The status an event moves a payout from: the conditional UPDATE's guard. */
export const payoutFrom = (event: PayoutEvent): PayoutStatus => RULES[event].from;

/** The status an event moves a payout to. */
export const payoutTo = (event: PayoutEvent): PayoutStatus => RULES[event].to;

/** Whether a payout in this status can take the event now. */
export const canPayout = (status: PayoutStatus, event: PayoutEvent) => RULES[event].from === status;

export function allowedPayoutEvents(status: PayoutStatus): PayoutEvent[] {
  return (Object.keys(RULES) as PayoutEvent[]).filter((e) => RULES[e].from === status);
}

/** Only requested payouts can be acted on by an admin (approved or rejected). */
export const isPayoutActionable = (status: PayoutStatus) =>
  canPayout(status, 'approve') || canPayout(status, 'reject');
