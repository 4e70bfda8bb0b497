import { describe, expect, it } from 'vitest';
import { settleCharge } from './charge-settlement.ts';
import { chargeTransaction } from './ledger.ts';

const ghs = { currency: 'GHS' };

describe('settling a reported charge', () => {
  it('applies a charge whose fee Dwa bears: net is the price less the fee', () => {
    expect(settleCharge(5000, { ...ghs, amountPesewas: 5000, feePesewas: 98 })).toEqual({
      ok: true,
      grossPesewas: 5000,
      feePesewas: 98,
      netPesewas: 4902,
    });
  });

  it('applies a charge whose fee the payer bears, on the amount requested', () => {
    // Paystack's documented verify: amount 40333 = requested_amount 30050 + fees 10283.
    const settled = settleCharge(30050, {
      ...ghs,
      amountPesewas: 40333,
      requestedPesewas: 30050,
      feePesewas: 10283,
    });
    expect(settled).toEqual({
      ok: true,
      grossPesewas: 40333,
      feePesewas: 10283,
      netPesewas: 30050,
    });
    if (!settled.ok) return;
    // The ledger movement balances: the payer's 40333 is Paystack's 10283 and Dwa's 30050.
    expect(
      chargeTransaction({ reference: 'p', grossPesewas: 40333, feePesewas: 10283 }).entries,
    ).toEqual([
      { account: 'provider', ownerId: null, amount: -40333 },
      { account: 'platform', ownerId: null, amount: 30050 },
      { account: 'provider_fees', ownerId: null, amount: 10283 },
    ]);
  });

  it('holds a charge whose fees leave Dwa nothing (the documented GHS 1.00 with fees 153)', () => {
    expect(settleCharge(100, { ...ghs, amountPesewas: 100, feePesewas: 153 })).toEqual({
      ok: false,
      reason: 'fees_exceed_amount',
    });
    expect(settleCharge(100, { ...ghs, amountPesewas: 100, feePesewas: 100 })).toMatchObject({
      ok: false,
    });
  });

  it('holds another price, less paid than asked, or another currency', () => {
    expect(settleCharge(5000, { ...ghs, amountPesewas: 50, feePesewas: 1 })).toEqual({
      ok: false,
      reason: 'amount_mismatch',
    });
    expect(
      settleCharge(5000, { ...ghs, amountPesewas: 4000, requestedPesewas: 5000, feePesewas: 1 }),
    ).toEqual({ ok: false, reason: 'amount_mismatch' });
    expect(
      settleCharge(5000, { ...ghs, amountPesewas: 5100, requestedPesewas: 4900, feePesewas: 1 }),
    ).toEqual({ ok: false, reason: 'amount_mismatch' });
    expect(settleCharge(5000, { currency: 'NGN', amountPesewas: 5000, feePesewas: 98 })).toEqual({
      ok: false,
      reason: 'currency_mismatch',
    });
  });
});
