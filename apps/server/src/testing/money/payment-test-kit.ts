// Shared by the payment route tests: starting a purchase, answering the simulator's prompt, a
// signed webhook as the simulator signs it, and the ledger's view of a payment.
import { ledgerEntries, payments } from '@dwa/db/schema/index';
import type { PurchaseRequest, SimulatedAnswer } from '@dwa/domain/payments';
import { eq } from 'drizzle-orm';
import { WEBHOOK_PATH } from '../../contexts/money/payments/payments.routes.ts';
import {
  PAYSTACK_SIGNATURE_HEADER,
  signPaystackBody,
} from '../../contexts/money/payments/paystack/paystack-signature.ts';
import { simulatorSecret } from '../../contexts/money/payments/simulator/simulator-provider.ts';
import type { TestApp } from '../test-app.ts';

export const buy = (t: TestApp, cookie: string, body: Partial<PurchaseRequest> | object) =>
  t.app.inject({ method: 'POST', url: '/api/seller/payments', headers: { cookie }, payload: body });

export const VERIFICATION: PurchaseRequest = {
  item: 'verification',
  phone: '024 123 4567',
  network: 'mtn',
};

export const answer = (t: TestApp, reference: string, body: SimulatedAnswer) =>
  t.app.inject({ method: 'POST', url: `/api/payments/simulator/${reference}`, payload: body });

/** A webhook delivery signed with `secret` (the simulator's by default). */
export function webhook(t: TestApp, event: object, secret = simulatorSecret(t.env.sessionSecret)) {
  const body = JSON.stringify(event);
  return t.app.inject({
    method: 'POST',
    url: WEBHOOK_PATH,
    payload: body,
    headers: {
      'content-type': 'application/json',
      [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(secret, body),
    },
  });
}

export const chargeSuccess = (reference: string, amount: number, fees = 98) => ({
  event: 'charge.success',
  data: { reference, amount, fees, currency: 'GHS', status: 'success' },
});

export async function paymentRow(t: TestApp, reference: string) {
  const [row] = await t.db.select().from(payments).where(eq(payments.reference, reference));
  return row;
}

export async function ledgerOf(t: TestApp, reference: string) {
  return t.db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
}

export async function countRows(t: TestApp) {
  const [p, l] = await Promise.all([
    t.db.select({ id: payments.id }).from(payments),
    t.db.select({ id: ledgerEntries.id }).from(ledgerEntries),
  ]);
  return { payments: p.length, ledger: l.length };
}
