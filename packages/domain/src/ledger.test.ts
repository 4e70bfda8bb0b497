import { describe, expect, it } from 'vitest';
import {
  assertBalanced,
  balancesOf,
  chargeTransaction,
  commissionPesewas,
  creditPurchaseTransaction,
  creditUseTransaction,
  type LedgerEntry,
  payoutReleaseTransaction,
  payoutReserveTransaction,
  payoutSentTransaction,
  reversalOf,
  riderEarningTransaction,
  UnbalancedTransactionError,
} from './ledger.ts';

const SELLER = 'seller-1';
const RIDER = 'rider-1';

describe('assertBalanced', () => {
  it('refuses a transaction whose money does not sum to zero', () => {
    expect(() =>
      assertBalanced({
        kind: 'charge',
        reference: 'r1',
        entries: [
          { account: 'provider', ownerId: null, amount: -5000 },
          { account: 'platform', ownerId: null, amount: 4999 },
        ],
      }),
    ).toThrow(/pesewas sum to -1/);
  });

  it('keeps credits and pesewas apart: they cannot balance each other', () => {
    expect(() =>
      assertBalanced({
        kind: 'credit_purchase',
        reference: 'r2',
        entries: [
          { account: 'provider', ownerId: null, amount: -5 },
          { account: 'seller_credits', ownerId: SELLER, amount: 5 },
        ],
      }),
    ).toThrow(UnbalancedTransactionError);
  });

  it('refuses fractions, zeros and single rows', () => {
    const entry = (amount: number): LedgerEntry => ({ account: 'platform', ownerId: null, amount });
    expect(() =>
      assertBalanced({ kind: 'charge', reference: 'a', entries: [entry(0.5), entry(-0.5)] }),
    ).toThrow(/amount 0.5/);
    expect(() =>
      assertBalanced({ kind: 'charge', reference: 'b', entries: [entry(0), entry(0)] }),
    ).toThrow(/amount 0/);
    expect(() => assertBalanced({ kind: 'charge', reference: 'c', entries: [entry(1)] })).toThrow(
      /fewer than two/,
    );
  });
});

describe('charges', () => {
  it('records gross in, the fee, and the net that is revenue', () => {
    const tx = chargeTransaction({ reference: 'pay_1', grossPesewas: 5000, feePesewas: 98 });
    expect(tx.entries).toEqual([
      { account: 'provider', ownerId: null, amount: -5000 },
      { account: 'platform', ownerId: null, amount: 4902 },
      { account: 'provider_fees', ownerId: null, amount: 98 },
    ]);
  });

  it('writes no fee row when the simulator keeps nothing, and refuses a fee above the gross', () => {
    expect(
      chargeTransaction({ reference: 'p', grossPesewas: 1000, feePesewas: 0 }).entries,
    ).toHaveLength(2);
    expect(() =>
      chargeTransaction({ reference: 'p', grossPesewas: 1000, feePesewas: 1001 }),
    ).toThrow(UnbalancedTransactionError);
  });
});

describe('credits', () => {
  it('a seller’s balance is bought minus spent', () => {
    const rows = [
      ...creditPurchaseTransaction({ reference: 'pay_2', sellerId: SELLER, credits: 5 }).entries,
      ...creditUseTransaction({ reference: 'boost_1', sellerId: SELLER, credits: 1 }).entries,
      ...creditUseTransaction({ reference: 'boost_2', sellerId: SELLER, credits: 1 }).entries,
    ];
    const balances = balancesOf(rows);
    expect(balances.get(`seller_credits:${SELLER}`)).toBe(3);
    expect(balances.get('credits_issued:')).toBe(-3);
  });
});

describe('riders', () => {
  it('takes the commission rounded half up, never more than the fee', () => {
    expect(commissionPesewas(1500, 1500)).toBe(225);
    expect(commissionPesewas(1001, 1500)).toBe(150); // 150.15
    expect(commissionPesewas(1003, 1500)).toBe(150); // 150.45
    expect(commissionPesewas(1010, 1500)).toBe(152); // 151.5 → up
    expect(commissionPesewas(700, 20_000)).toBe(700);
    expect(() => commissionPesewas(10.5, 1500)).toThrow(RangeError);
  });

  it('an earning, a payout asked for, released, asked again and sent leave the right balances', () => {
    const rows = [
      ...riderEarningTransaction({
        reference: 'job_1',
        riderId: RIDER,
        feePesewas: 2000,
        commissionBasisPoints: 1500,
      }).entries,
      ...payoutReserveTransaction({ reference: 'po_1', riderId: RIDER, amountPesewas: 1000 })
        .entries,
    ];
    expect(balancesOf(rows).get(`rider_wallet:${RIDER}`)).toBe(700);
    expect(balancesOf(rows).get(`rider_payout_reserved:${RIDER}`)).toBe(1000);
    rows.push(
      ...payoutReleaseTransaction({ reference: 'po_1', riderId: RIDER, amountPesewas: 1000 })
        .entries,
    );
    expect(balancesOf(rows).get(`rider_wallet:${RIDER}`)).toBe(1700);
    rows.push(
      ...payoutReserveTransaction({ reference: 'po_2', riderId: RIDER, amountPesewas: 1700 })
        .entries,
      ...payoutSentTransaction({ reference: 'po_2', riderId: RIDER, amountPesewas: 1700 }).entries,
    );
    const balances = balancesOf(rows);
    expect(balances.get(`rider_wallet:${RIDER}`)).toBe(0);
    expect(balances.get(`rider_payout_reserved:${RIDER}`)).toBe(0);
    expect(balances.get('provider:')).toBe(1700);
    expect(balances.get('platform:')).toBe(-1700);
  });
});

describe('reversalOf', () => {
  it('undoes every row and names what it reverses', () => {
    const charge = chargeTransaction({ reference: 'pay_3', grossPesewas: 20_000, feePesewas: 390 });
    const reversal = reversalOf(charge);
    expect(reversal.reference).toBe('charge:pay_3');
    const balances = balancesOf([...charge.entries, ...reversal.entries]);
    expect([...balances.values()].every((v) => v === 0)).toBe(true);
  });
});
