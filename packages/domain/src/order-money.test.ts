// Who gets what of an order's total: each ending divides exactly the total, nobody's share is
// below zero except Dwa's when it pays a rider for a refunded delivery.
import { describe, expect, it } from 'vitest';
import {
  type OrderPrice,
  OrderPriceError,
  orderTotal,
  refundShares,
  releaseShares,
  settlementShares,
  sharesBalance,
} from './order-money.ts';

const SANDALS: OrderPrice = {
  itemPesewas: 8_500,
  deliveryFeePesewas: 2_000,
  commissionBasisPoints: 500,
  deliveryCommissionBasisPoints: 2_000,
  carrier: 'rider',
};

describe('releaseShares', () => {
  it('pays the seller the item less 5 %, the rider the fee less 20 %, Dwa the rest', () => {
    expect(releaseShares(SANDALS)).toEqual({
      totalPesewas: 10_500,
      buyerPesewas: 0,
      sellerPesewas: 8_075,
      riderPesewas: 1_600,
      platformPesewas: 825,
    });
  });

  it('gives a seller who delivers the whole fee, and a pickup has none', () => {
    expect(releaseShares({ ...SANDALS, carrier: 'seller' })).toMatchObject({
      sellerPesewas: 10_075,
      riderPesewas: 0,
      platformPesewas: 425,
    });
    expect(releaseShares({ ...SANDALS, carrier: 'pickup', deliveryFeePesewas: 0 })).toMatchObject({
      totalPesewas: 8_500,
      sellerPesewas: 8_075,
      platformPesewas: 425,
    });
    expect(() => releaseShares({ ...SANDALS, carrier: 'pickup' })).toThrow(OrderPriceError);
  });

  it('rounds the commission half up (GH₵ 0.10 at 5 % is half a pesewa: 1)', () => {
    expect(releaseShares({ ...SANDALS, itemPesewas: 10 })).toMatchObject({
      sellerPesewas: 9,
      platformPesewas: 1 + 400,
    });
    expect(releaseShares({ ...SANDALS, itemPesewas: 9 })).toMatchObject({ sellerPesewas: 9 });
  });
});

describe('settlementShares', () => {
  it('takes the refund out of the item; the commission is on what the seller keeps', () => {
    const shares = settlementShares(SANDALS, 3_500);
    expect(shares).toEqual({
      totalPesewas: 10_500,
      buyerPesewas: 3_500,
      sellerPesewas: 4_750,
      riderPesewas: 1_600,
      platformPesewas: 650,
    });
  });

  it('refuses a refund of nothing, of a fraction, or of the whole item', () => {
    for (const refund of [0, -5, 10.5, 8_500, 9_000]) {
      expect(() => settlementShares(SANDALS, refund)).toThrow(OrderPriceError);
    }
  });
});

describe('refundShares', () => {
  it('before pickup: the whole total back, nobody else paid', () => {
    expect(refundShares(SANDALS, false)).toEqual({
      totalPesewas: 10_500,
      buyerPesewas: 10_500,
      sellerPesewas: 0,
      riderPesewas: 0,
      platformPesewas: 0,
    });
  });

  it('after a rider delivered: the buyer gets the total and Dwa pays the rider', () => {
    expect(refundShares(SANDALS, true)).toMatchObject({
      buyerPesewas: 10_500,
      riderPesewas: 1_600,
      platformPesewas: -1_600,
    });
  });
});

describe('every ending adds up', () => {
  it('over many prices, fees and commissions', () => {
    let seed = 7;
    const next = (n: number) => {
      seed = (seed * 1_103_515_245 + 12_345) % 2 ** 31;
      return seed % n;
    };
    for (let i = 0; i < 2_000; i++) {
      const carrier = (['rider', 'seller', 'pickup'] as const)[next(3)]!;
      const price: OrderPrice = {
        itemPesewas: 1 + next(2_000_000),
        deliveryFeePesewas: carrier === 'pickup' ? 0 : next(10_000),
        commissionBasisPoints: next(3_000),
        deliveryCommissionBasisPoints: next(10_001),
        carrier,
      };
      const endings = [releaseShares(price), refundShares(price, false), refundShares(price, true)];
      if (price.itemPesewas > 1) {
        endings.push(settlementShares(price, 1 + next(price.itemPesewas - 1)));
      }
      for (const shares of endings) {
        expect(sharesBalance(shares)).toBe(true);
        expect(shares.totalPesewas).toBe(orderTotal(price));
        expect(shares.sellerPesewas).toBeGreaterThanOrEqual(0);
        expect(shares.riderPesewas).toBeGreaterThanOrEqual(0);
        expect(shares.buyerPesewas).toBeGreaterThanOrEqual(0);
      }
    }
  });

  it('refuses amounts that are not whole pesewas or beyond the largest', () => {
    expect(() => orderTotal({ ...SANDALS, itemPesewas: 0 })).toThrow(OrderPriceError);
    expect(() => orderTotal({ ...SANDALS, itemPesewas: 1.5 })).toThrow(OrderPriceError);
    expect(() => orderTotal({ ...SANDALS, deliveryFeePesewas: -1 })).toThrow(OrderPriceError);
    expect(() => orderTotal({ ...SANDALS, itemPesewas: 2_000_000_000 })).toThrow(OrderPriceError);
  });
});
