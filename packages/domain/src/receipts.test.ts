// Every (status × event × source) against an explicit table: a new status, event or source fails
// here until its answer is decided.
import { describe, expect, it } from 'vitest';
import {
  ANSWERABLE_RECEIPT,
  ConfirmReceiptSchema,
  isReceiptAwaitingAnswer,
  RECEIPT_SOURCES,
  RECEIPT_STATUSES,
  type ReceiptEvent,
  ReceiptRequestSchema,
  type ReceiptStatus,
  receiptKind,
  receiptTransition,
} from './receipts.ts';

const EVENTS: ReceiptEvent[] = ['confirm', 'decline'];
const TABLE: Record<ReceiptStatus, Partial<Record<ReceiptEvent, ReceiptStatus>>> = {
  requested: { confirm: 'confirmed', decline: 'declined' },
  confirmed: {},
  declined: {},
};

describe('receipt transitions', () => {
  it('covers every status', () => {
    expect(Object.keys(TABLE).sort()).toEqual([...RECEIPT_STATUSES].sort());
  });

  for (const from of RECEIPT_STATUSES) {
    for (const event of EVENTS) {
      const expected = TABLE[from][event] ?? null;
      it(`${from} + ${event} → ${expected ?? 'refused'}`, () => {
        const result = receiptTransition(from, event);
        expect(result.ok ? result.to : null).toBe(expected);
        if (!result.ok) expect(result.reason).toBe('invalid_transition');
      });
    }
  }

  it('names the timestamp each answer sets', () => {
    expect(receiptTransition('requested', 'confirm')).toMatchObject({ stamp: 'confirmedAt' });
    expect(receiptTransition('requested', 'decline')).toMatchObject({ stamp: 'declinedAt' });
  });

  it("names the one answerable state: a buyer's request still waiting", () => {
    expect(ANSWERABLE_RECEIPT).toEqual({ status: 'requested', source: 'buyer_request' });
    expect(RECEIPT_STATUSES.filter(isReceiptAwaitingAnswer)).toEqual(
      RECEIPT_STATUSES.filter((s) => Object.keys(TABLE[s]).length > 0),
    );
  });

  it('leaves a receipt made from a payment to nobody', () => {
    for (const status of RECEIPT_STATUSES) {
      for (const event of EVENTS) {
        expect(receiptTransition(status, event, 'payment')).toEqual({
          ok: false,
          reason: 'not_a_request',
        });
      }
    }
  });
});

describe('receipt kind', () => {
  it('is the status for a request and "paid" only for a payment through Dwa', () => {
    for (const status of RECEIPT_STATUSES) {
      expect(receiptKind('buyer_request', status)).toBe(status);
      expect(receiptKind('payment', status)).toBe('paid');
    }
    expect(RECEIPT_SOURCES).toEqual(['buyer_request', 'payment']);
  });
});

describe('amounts', () => {
  const confirm = (amount: unknown) => ConfirmReceiptSchema.safeParse({ amount });
  const messages = (r: { success: boolean; error?: { issues: { message: string }[] } }) =>
    r.error?.issues.map((i) => i.message);

  it("keeps the buyer's amount when the seller gives none", () => {
    expect(ConfirmReceiptSchema.parse({})).toEqual({ amountPesewas: undefined });
    expect(confirm('').data).toEqual({ amountPesewas: undefined });
    expect(confirm('  ').data).toEqual({ amountPesewas: undefined });
  });

  it('takes a corrected amount in cedis as whole pesewas', () => {
    expect(confirm('120.50').data).toEqual({ amountPesewas: 12_050 });
    expect(confirm(75).data).toEqual({ amountPesewas: 7_500 });
  });

  it('refuses zero, negatives, parts of a pesewa, words and amounts over the column', () => {
    for (const bad of ['0', '-3', '1.005', 'ten', true]) {
      expect(messages(confirm(bad)), String(bad)).toEqual(['validation.price']);
    }
    expect(messages(confirm('10000001'))).toEqual(['validation.amountTooLarge']);
  });

  it('uses the same rules for the buyer request', () => {
    const request = (amount: unknown) =>
      ReceiptRequestSchema.safeParse({
        productId: '00000000-0000-4000-8000-000000000000',
        buyerPhone: '0241234567',
        amount,
      });
    expect(request('25').data?.amountPesewas).toBe(2_500);
    expect(messages(request('0'))).toEqual(['validation.price']);
    expect(messages(request('10000001'))).toEqual(['validation.amountTooLarge']);
  });
});
