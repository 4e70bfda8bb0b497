// An order's price as the domain's money rules read it, from the row that fixed it.
import type { OrderCarrier, OrderPrice } from '@dwa/domain/order-money';
import type { OrderRow } from './order-step.ts';

export const priceOf = (order: OrderRow): OrderPrice => ({
  itemPesewas: order.itemPesewas,
  deliveryFeePesewas: order.deliveryFeePesewas,
  commissionBasisPoints: order.commissionBasisPoints,
  deliveryCommissionBasisPoints: order.deliveryCommissionBasisPoints,
  carrier: order.carrier as OrderCarrier,
});
