import { describe, expect, it } from 'vitest';
import { moveButtonOf, numberChangeOf, numberChangeTransition } from './whatsapp-number-change.ts';
import { type InboundMessage, InboundMessageSchema } from './whatsapp-webhook.ts';

const message = (fields: Record<string, unknown>): InboundMessage =>
  InboundMessageSchema.parse({ from: '233241234567', id: 'wamid.1', timestamp: '1', ...fields });

describe('numberChangeOf', () => {
  it("reads Meta's notice as documented and in its older shapes", () => {
    const current = {
      body: 'User A changed from …',
      wa_id: '233551234567',
      type: 'user_changed_number',
    };
    expect(numberChangeOf(message({ type: 'system', system: current }))).toEqual({
      newDigits: '233551234567',
    });
    const older = { type: 'customer_changed_number', new_wa_id: 233551234567 };
    expect(numberChangeOf(message({ type: 'system', system: older }))).toEqual({
      newDigits: '233551234567',
    });
  });

  it('tells a notice without a new number from no number change at all', () => {
    const system = (s: unknown) => message({ type: 'system', system: s });
    expect(numberChangeOf(system({ type: 'user_changed_number' }))).toBe('unreadable');
    expect(numberChangeOf(system({ type: 'user_changed_number', wa_id: '+2335' }))).toBe(
      'unreadable',
    );
    expect(numberChangeOf(system({ type: 'customer_identity_changed' }))).toBeNull();
    expect(numberChangeOf(message({ type: 'text', text: { body: 'hi' } }))).toBeNull();
    // An odd system object does not make the message unreadable: it reads as no notice.
    expect(numberChangeOf(system('nope'))).toBeNull();
  });
});

describe('moveButtonOf', () => {
  const id = '0b7e1c7e-7d1a-4c1e-9a52-3f1f3c0f8a11';
  const tap = (reply: string) =>
    message({
      type: 'interactive',
      interactive: { type: 'button_reply', button_reply: { id: reply, title: 'x' } },
    });
  it('reads the two buttons of the offer, and nothing else', () => {
    expect(moveButtonOf(tap(`number_move:${id}`))).toEqual({ kind: 'move', changeId: id });
    expect(moveButtonOf(tap(`number_keep:${id}`))).toEqual({ kind: 'keep', changeId: id });
    expect(moveButtonOf(tap(`publish:${id}`))).toBeNull();
    expect(moveButtonOf(tap('number_move:nope'))).toBeNull();
  });
});

describe('numberChangeTransition', () => {
  it('leaves pending once, for good', () => {
    expect(numberChangeTransition('pending', 'move')).toEqual({
      ok: true,
      from: 'pending',
      to: 'moved',
    });
    expect(numberChangeTransition('pending', 'decline')).toMatchObject({ to: 'declined' });
    expect(numberChangeTransition('pending', 'supersede')).toMatchObject({ to: 'superseded' });
    for (const done of ['moved', 'declined', 'superseded'] as const) {
      expect(numberChangeTransition(done, 'move')).toEqual({ ok: false });
    }
  });
});
