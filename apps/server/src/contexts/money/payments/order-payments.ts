// Where a buyer's payment for a Buy safely order goes once it succeeds. Money settles every
// charge (apply-payment.ts); what an order does with its money (escrow, its status, the
// seller's message) is the orders context's, which sits above money and sets `paid` when the
// app is built. Called inside the payment's transaction, so the payment, the escrow movement
// and the order's step commit together or not at all.
import type { payments } from '@dwa/db/schema/index';
import type { Tx } from '../ledger/ledger.service.ts';

export type PaymentRow = typeof payments.$inferSelect;

export interface OrderPayments {
  paid:
    | ((
        tx: Tx,
        payment: PaymentRow,
        money: { grossPesewas: number; feePesewas: number },
        now: Date,
      ) => Promise<void>)
    | null;
}

export const orderPayments = (): OrderPayments => ({ paid: null });
