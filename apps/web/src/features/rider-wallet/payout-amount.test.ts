import { describe, expect, it } from 'vitest';
import { payoutAmountMessage, payoutFormSchema } from './payout-amount.ts';

describe('payout amount', () => {
  it('takes amounts up to the balance, in cedis', () => {
    expect(payoutAmountMessage(12_550, '125.50')).toBeNull();
    expect(payoutAmountMessage(12_550, '1')).toBeNull();
    expect(payoutFormSchema(12_550).parse({ amount: '125.5' })).toEqual({ amount: 12_550 });
  });

  it('refuses more than the balance with the catalog message', () => {
    expect(payoutAmountMessage(12_550, '125.51')).toBe('payouts.amountAboveBalance');
    expect(payoutAmountMessage(0, '1')).toBe('payouts.amountAboveBalance');
  });

  it('refuses what is not an amount (blank, zero, three decimals)', () => {
    for (const amount of ['', '0', '1.234', 'abc', '-5']) {
      expect(payoutAmountMessage(10_000, amount), amount).toBe('payouts.amountInvalid');
    }
  });
});
