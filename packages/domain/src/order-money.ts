// Buy safely (issue 34, decision 066): who gets what of an order's money. The total, the
// commission and the shares' rates are fixed when the order is placed (from the settings of that
// moment, before the buyer sees the total), and every way an order ends divides exactly its
// total: nothing appears, nothing is lost.
// Amounts in whole pesewas; commissions round half up (ledger.ts, commissionPesewas).
import { commissionPesewas } from './ledger.ts';
import { MAX_AMOUNT_PESEWAS } from './money.ts';
import type { ORDER_CARRIERS } from './order-machine.ts';

export type OrderCarrier = (typeof ORDER_CARRIERS)[number];

export interface OrderPrice {
  itemPesewas: number;
  /** What the buyer pays for delivery; 0 for a pickup. */
  deliveryFeePesewas: number;
  /** Dwa's commission on the item, in basis points (the money setting). */
  commissionBasisPoints: number;
  /** Dwa's margin on a rider's delivery fee, in basis points (`delivery_commission`). */
  deliveryCommissionBasisPoints: number;
  carrier: OrderCarrier;
}

/** Where an order's total goes. `buyerPesewas` is what is refunded. */
export interface OrderShares {
  totalPesewas: number;
  buyerPesewas: number;
  sellerPesewas: number;
  riderPesewas: number;
  /** Dwa's: the commission and the delivery margin; below zero when Dwa pays a rider for a
   * delivery whose total was refunded. */
  platformPesewas: number;
}

/** The money settings and their defaults. */
export const ORDER_MONEY_SETTINGS = {
  /** Dwa's commission on the item: 5 %. */
  commission: { setting: 'order_commission', defaultValue: 500, min: 0, max: 3_000 },
  /** The largest order, to stay within a MoMo wallet's limits: GH₵ 5,000. */
  maxTotal: { setting: 'order_max_pesewas', defaultValue: 500_000, min: 100, max: 2_000_000 },
} as const;

export class OrderPriceError extends RangeError {}

function checked(price: OrderPrice): OrderPrice {
  const whole = (n: number) => Number.isSafeInteger(n) && n >= 0;
  if (!whole(price.itemPesewas) || price.itemPesewas === 0) {
    throw new OrderPriceError(`item must be whole pesewas above 0: ${price.itemPesewas}`);
  }
  if (!whole(price.deliveryFeePesewas)) {
    throw new OrderPriceError(`delivery fee must be whole pesewas: ${price.deliveryFeePesewas}`);
  }
  if (price.carrier === 'pickup' && price.deliveryFeePesewas !== 0) {
    throw new OrderPriceError('a pickup has no delivery fee');
  }
  if (price.itemPesewas + price.deliveryFeePesewas > MAX_AMOUNT_PESEWAS) {
    throw new OrderPriceError('total beyond the largest amount');
  }
  return price;
}

export const orderTotal = (price: OrderPrice) =>
  checked(price).itemPesewas + price.deliveryFeePesewas;

/** Released in full (the buyer's "all good", or the window's end, or an admin). */
export function releaseShares(price: OrderPrice): OrderShares {
  const { itemPesewas, deliveryFeePesewas, carrier } = checked(price);
  const commission = commissionPesewas(itemPesewas, price.commissionBasisPoints);
  const margin =
    carrier === 'rider'
      ? commissionPesewas(deliveryFeePesewas, price.deliveryCommissionBasisPoints)
      : 0;
  const rider = carrier === 'rider' ? deliveryFeePesewas - margin : 0;
  // A seller who delivers keeps the whole fee: Dwa's margin is for the riders it finds.
  const sellerFee = carrier === 'seller' ? deliveryFeePesewas : 0;
  return {
    totalPesewas: itemPesewas + deliveryFeePesewas,
    buyerPesewas: 0,
    sellerPesewas: itemPesewas - commission + sellerFee,
    riderPesewas: rider,
    platformPesewas: commission + margin,
  };
}

/** An admin refunds part of the item and releases the rest: the refund comes out of the item,
 * Dwa's commission is on what the seller keeps, and the delivery was done, so it is paid. */
export function settlementShares(price: OrderPrice, refundPesewas: number): OrderShares {
  // The order as paid must be valid, not only what the seller keeps of it.
  checked(price);
  if (!Number.isSafeInteger(refundPesewas) || refundPesewas <= 0) {
    throw new OrderPriceError(`refund must be whole pesewas above 0: ${refundPesewas}`);
  }
  if (refundPesewas >= price.itemPesewas) {
    throw new OrderPriceError('a partial refund is less than the item; refund the order instead');
  }
  const kept = releaseShares({ ...price, itemPesewas: price.itemPesewas - refundPesewas });
  return {
    ...kept,
    totalPesewas: kept.totalPesewas + refundPesewas,
    buyerPesewas: refundPesewas,
  };
}

/** The whole total back to the buyer. Before pickup nobody worked for it; after a rider
 * delivered (a dispute refunded in full), the rider is still paid, by Dwa. */
export function refundShares(price: OrderPrice, riderDelivered: boolean): OrderShares {
  const total = orderTotal(price);
  const rider = riderDelivered ? releaseShares(price).riderPesewas : 0;
  return {
    totalPesewas: total,
    buyerPesewas: total,
    sellerPesewas: 0,
    riderPesewas: rider,
    // (0, not -0: a refund before pickup costs Dwa nothing.)
    platformPesewas: rider === 0 ? 0 : -rider,
  };
}

/** The shares add up to the total: the check every builder's result passes. */
export const sharesBalance = (s: OrderShares) =>
  s.buyerPesewas + s.sellerPesewas + s.riderPesewas + s.platformPesewas === s.totalPesewas;
