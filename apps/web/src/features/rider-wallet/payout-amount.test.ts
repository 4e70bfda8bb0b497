import { describe, expect, it } from 'vitest';
import { payoutFormSchema, wholeBalance } from './payout-amount.ts';

const messageOf = (balance: number, amount: string) => {
  const result = payoutFormSchema(balance).safeParse({ amount });
  return result.success ? null : result.error.issues[0]?.message;
};

describe('payout amount', () => {
  it('takes amounts up to the balance, in cedis', () => {
    expect(messageOf(12_550, '125.50')).toBeNull();
    expect(messageOf(12_550, '1')).toBeNull();
    expect(payoutFormSchema(12_550).parse({ amount: '125.5' })).toEqual({ amount: 12_550 });
  });

  it('refuses more than the balance with the catalog message', () => {
    expect(messageOf(12_550, '125.51')).toBe('payouts.amountAboveBalance');
    expect(messageOf(0, '1')).toBe('payouts.amountAboveBalance');
  });

  it('refuses what is not an amount (blank, zero, three decimals)', () => {
    for (const amount of ['', '0', '1.234', 'abc', '-5']) {
      expect(messageOf(10_000, amount), amount).toBe('payouts.amountInvalid');
    }
  });

  it('types the whole balance for "Use all"', () => {
    expect(wholeBalance(12_550)).toBe('125.50');
    expect(wholeBalance(5)).toBe('0.05');
  });
});
