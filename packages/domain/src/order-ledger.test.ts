// An order's money through the ledger: every movement balances, escrow takes exactly the total
// and each ending gives exactly the total back out of it.
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { balancesOf } from './ledger.ts';
import {
  type OrderEnding,
  orderEndingTransaction,
  orderPaidTransaction,
  orderReturnTransaction,
} from './order-ledger.ts';
import {
  type OrderPrice,
  type OrderShares,
  refundShares,
  releaseShares,
  settlementShares,
} from './order-money.ts';

const SANDALS: OrderPrice = {
  itemPesewas: 8_500,
  deliveryFeePesewas: 2_000,
  commissionBasisPoints: 500,
  deliveryCommissionBasisPoints: 2_000,
  carrier: 'rider',
};
const SELLER = '00000000-0000-4000-8000-000000000001';

describe('orderPaidTransaction', () => {
  it('puts the total in escrow and the fee the payer paid on top with the provider', () => {
    const t = orderPaidTransaction({
      reference: 'dwa_1',
      grossPesewas: 10_700,
      feePesewas: 200,
      totalPesewas: 10_500,
    });
    expect(t.kind).toBe('order_paid');
    expect(t.entries).toEqual([
      { account: 'provider', ownerId: null, amount: -10_700 },
      { account: 'escrow', ownerId: null, amount: 10_500 },
      { account: 'provider_fees', ownerId: null, amount: 200 },
    ]);
  });

  it('has the platform pay the fee when the payer did not', () => {
    const t = orderPaidTransaction({
      reference: 'dwa_2',
      grossPesewas: 10_500,
      feePesewas: 200,
      totalPesewas: 10_500,
    });
    expect(t.entries).toContainEqual({ account: 'platform', ownerId: null, amount: -200 });
    expect(balancesOf(t.entries).get('escrow:')).toBe(10_500);
  });
});

describe('orderEndingTransaction', () => {
  it('releases to the seller and the platform, the rider share staying with the platform', () => {
    const t = orderEndingTransaction({
      kind: 'order_release',
      orderId: 'o1',
      sellerId: SELLER,
      shares: releaseShares(SANDALS),
    });
    const b = balancesOf(t.entries);
    expect(b.get('escrow:')).toBe(-10_500);
    expect(b.get(`seller_payable:${SELLER}`)).toBe(8_075);
    // Commission 425 + the whole fee 2,000; the job's completion pays the rider 1,600 of it.
    expect(b.get('platform:')).toBe(2_425);
    expect(b.has('provider:')).toBe(false);
  });

  it('sends a partial refund back through the provider', () => {
    const t = orderEndingTransaction({
      kind: 'order_settle',
      orderId: 'o2',
      sellerId: SELLER,
      shares: settlementShares(SANDALS, 3_000),
    });
    const b = balancesOf(t.entries);
    expect(b.get('provider:')).toBe(3_000);
    expect(b.get(`seller_payable:${SELLER}`)).toBe(5_225);
    expect(b.get('platform:')).toBe(2_275);
  });

  it('refunds the whole total before pickup, the platform keeping nothing', () => {
    const t = orderEndingTransaction({
      kind: 'order_refund',
      orderId: 'o3',
      sellerId: SELLER,
      shares: refundShares(SANDALS, false),
    });
    expect(t.entries).toEqual([
      { account: 'escrow', ownerId: null, amount: -10_500 },
      { account: 'provider', ownerId: null, amount: 10_500 },
    ]);
  });

  it('balances and empties exactly the total for any price and ending', () => {
    fc.assert(
      fc.property(
        fc.integer({ min: 1, max: 400_000 }),
        fc.integer({ min: 0, max: 50_000 }),
        fc.integer({ min: 0, max: 3_000 }),
        fc.constantFrom('rider', 'seller') as fc.Arbitrary<'rider' | 'seller'>,
        fc.integer({ min: 1, max: 399_999 }),
        (item, fee, bps, carrier, refund) => {
          const price = { ...SANDALS, itemPesewas: item, deliveryFeePesewas: fee, carrier };
          price.commissionBasisPoints = bps;
          const endings: [OrderEnding, OrderShares][] = [
            ['order_release', releaseShares(price)],
            ['order_refund', refundShares(price, true)],
            ...(refund < item
              ? [['order_settle', settlementShares(price, refund)] as [OrderEnding, OrderShares]]
              : []),
          ];
          for (const [kind, shares] of endings) {
            const t = orderEndingTransaction({ kind, orderId: 'o', sellerId: SELLER, shares });
            expect(balancesOf(t.entries).get('escrow:')).toBe(-(item + fee));
          }
        },
      ),
      { numRuns: 500 },
    );
  });
});

describe('orderReturnTransaction', () => {
  it('gives money an order could not take straight back', () => {
    const t = orderReturnTransaction({ reference: 'dwa_3', totalPesewas: 10_500 });
    expect(balancesOf(t.entries).get('escrow:')).toBe(-10_500);
    expect(balancesOf(t.entries).get('provider:')).toBe(10_500);
  });
});
