// A buyer's payment for an order succeeded (money's apply-payment calls this in the payment's
// transaction, decision 066): the order moves to paid with one conditional step, the total goes
// into escrow, the seller's accept timer starts, and both sides are told. Money that arrives
// for an order that can no longer take it (the prompt's timer cancelled it first, or another
// payment of the same order got there first) goes straight back to the payer.

import { sellers } from '@dwa/db/schema/index';
import { formatGhs } from '@dwa/domain/money';
import { orderPaidTransaction, orderReturnTransaction } from '@dwa/domain/order-ledger';
import { eq } from 'drizzle-orm';
import { type PaymentRow, queueRefund, recordTransaction, type Tx } from '../../money/public.ts';
import { type OrderMessageDeps, orderLink, tellBuyer, tellSeller } from './order-messages.ts';
import { orderSettings } from './order-settings.ts';
import { stepOrder } from './order-step.ts';

const HOUR = 3_600_000;

export function orderPaidHandler(deps: OrderMessageDeps) {
  return async (
    tx: Tx,
    payment: PaymentRow,
    money: { grossPesewas: number; feePesewas: number },
    now: Date,
  ) => {
    if (!payment.orderId) throw new Error(`order payment ${payment.reference} names no order`);
    const links = { at: now, paymentId: payment.id };
    await recordTransaction(
      tx,
      orderPaidTransaction({
        reference: payment.reference,
        grossPesewas: money.grossPesewas,
        feePesewas: money.feePesewas,
        totalPesewas: payment.amountPesewas,
      }),
      links,
    );
    const { acceptHours } = await orderSettings(tx);
    const order = await stepOrder(tx, {
      orderId: payment.orderId,
      event: 'pay',
      actor: { type: 'system', id: null },
      at: now,
      set: { paidAt: now, acceptDueAt: new Date(now.getTime() + acceptHours * HOUR) },
    });
    if (!order) {
      await recordTransaction(
        tx,
        orderReturnTransaction({
          reference: payment.reference,
          totalPesewas: payment.amountPesewas,
        }),
        links,
      );
      await queueRefund(tx, {
        paymentId: payment.id,
        orderId: payment.orderId,
        amountPesewas: payment.amountPesewas,
        at: now,
      });
      return;
    }
    const [shop] = await tx
      .select({ name: sellers.businessName })
      .from(sellers)
      .where(eq(sellers.id, order.sellerId));
    const link = orderLink(deps, order.token);
    const number = String(order.number);
    const total = formatGhs(order.totalPesewas);
    await tellBuyer(tx, deps, order, 'buyerPaid', {
      total,
      title: order.productTitle,
      shop: shop?.name ?? '',
      number,
      code: order.deliveryCode,
      link,
    });
    await tellSeller(tx, deps, order, 'sellerPaid', {
      number,
      title: order.productTitle,
      total,
      hours: String(acceptHours),
      link: `${deps.env.publicOrigin}/seller/orders`,
    });
  };
}
