// A WhatsApp user changed their number in the app, and Meta told us with a system message from
// the old number (its "System messages webhook reference": type "system", system.type
// "user_changed_number", system.wa_id the new number; older API versions and SDK fixtures call
// them "customer_changed_number" and new_wa_id). When the old number was a seller's or rider's,
// Dwa keeps the change and offers, when the new number writes, to move the account there; only
// a one-time code sent to the new number moves it.
import type { InboundMessage } from './whatsapp-webhook.ts';

/** pending: the new number may move the account; moved: it did; declined: the new number said
 * the account is not theirs; superseded: a later change of the same account replaced it, or
 * the account changed number another way. All but pending are final. */
export const NUMBER_CHANGE_STATUSES = ['pending', 'moved', 'declined', 'superseded'] as const;
export type NumberChangeStatus = (typeof NUMBER_CHANGE_STATUSES)[number];
export type NumberChangeEvent = 'move' | 'decline' | 'supersede';

const TO: Record<NumberChangeEvent, NumberChangeStatus> = {
  move: 'moved',
  decline: 'declined',
  supersede: 'superseded',
};

export function numberChangeTransition(
  from: NumberChangeStatus,
  event: NumberChangeEvent,
): { ok: true; from: NumberChangeStatus; to: NumberChangeStatus } | { ok: false } {
  return from === 'pending' ? { ok: true, from, to: TO[event] } : { ok: false };
}

/** The move is offered this long after Meta's notice. A number someone gave up is handed to a
 * new subscriber only after months unused, so a month-old change still speaks for the person
 * who made it; after that the web's number change (signed in) remains. */
export const MOVE_OFFER_DAYS = 30;

/** Reply-button ids of the offer: `<kind>:<change id>`. */
export const MOVE_BUTTON = 'number_move';
export const KEEP_BUTTON = 'number_keep';

const CHANGE_TYPES = new Set(['user_changed_number', 'customer_changed_number']);

/** The new number's digits a number-change notice names, `unreadable` when it names none, or
 * null when the message is no number-change notice. */
export function numberChangeOf(
  message: InboundMessage,
): { newDigits: string } | 'unreadable' | null {
  const system = message.system;
  if (message.type !== 'system' || !system || !CHANGE_TYPES.has(system.type ?? '')) return null;
  const raw = system.wa_id ?? system.new_wa_id;
  const digits = typeof raw === 'number' ? String(raw) : raw;
  return digits && /^\d{6,15}$/.test(digits) ? { newDigits: digits } : 'unreadable';
}

/** A tap on the offer's buttons: which, and for which change. */
export function moveButtonOf(
  message: InboundMessage,
): { kind: 'move' | 'keep'; changeId: string } | null {
  const id = message.interactive?.button_reply?.id ?? message.button?.payload;
  const match = /^(number_move|number_keep):([0-9a-f-]{36})$/.exec(id ?? '');
  if (!match) return null;
  return { kind: match[1] === MOVE_BUTTON ? 'move' : 'keep', changeId: match[2]! };
}
