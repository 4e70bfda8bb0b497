// Shared by the Buy safely tests: a shop that sells this way (opted in, a MoMo wallet saved)
// with a product, a buyer who proves their number with the code the outbox holds and places
// an order through the API, the payer's answer on the simulator's prompt, and the order's
// money as the ledger holds it.

import { ledgerEntries, momoWallets, orders, sellers } from '@dwa/db/schema/index';
import { buildAdmin, buildProduct, uniquePhone } from '@dwa/db/testing/factories';
import type { BuyerOrder, PlaceOrderInput } from '@dwa/domain/orders';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import type { Clock } from '../../lib/clock.ts';
import { lastCodeFor } from '../auth-helpers.ts';
import { signedInSeller } from '../catalog/test-requests.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

export async function buySafelyShop(
  t: TestApp,
  clock: Clock,
  product: Parameters<typeof buildProduct>[1] = {},
) {
  const shop = await signedInSeller(t, {}, clock);
  await t.db.update(sellers).set({ buySafely: true }).where(eq(sellers.id, shop.seller.id));
  await t.db.insert(momoWallets).values({
    userType: 'seller',
    userId: shop.seller.id,
    phone: shop.seller.whatsappNumber,
    network: 'mtn',
    accountName: shop.seller.businessName,
  });
  const item = await buildProduct(t.db, {
    sellerId: shop.seller.id,
    title: 'Ladies sandals',
    pricePesewas: 8_500,
    deliveryAvailable: true,
    deliveryCostPesewas: 2_000,
    ...product,
  });
  return { ...shop, product: item };
}

export const call = (
  t: TestApp,
  method: 'GET' | 'POST',
  url: string,
  payload?: object,
  cookie?: string,
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

export const orderBody = (productId: string, overrides: Partial<PlaceOrderInput> = {}) => ({
  productId,
  name: 'Akosua Owusu',
  phone: uniquePhone(),
  code: '000000',
  fulfilment: 'delivery',
  zone: 'accra-central',
  dropoffLocation: 'East Legon',
  dropoffLandmark: 'Near the Shell station',
  network: 'mtn',
  ...overrides,
});

/** The buyer asks for a code, reads it (the outbox), and places the order. */
export async function placeOrder(t: TestApp, body: ReturnType<typeof orderBody>) {
  const sent = await call(t, 'POST', '/api/auth/codes', {
    phone: body.phone,
    purpose: 'order_buyer',
  });
  if (sent.statusCode !== 202) throw new Error(`code: ${sent.statusCode} ${sent.body}`);
  const code = await lastCodeFor(t, body.phone);
  return call(t, 'POST', '/api/orders', { ...body, code });
}

export async function placed(t: TestApp, body: ReturnType<typeof orderBody>) {
  const res = await placeOrder(t, body);
  if (res.statusCode !== 201) throw new Error(`order: ${res.statusCode} ${res.body}`);
  return res.json() as { token: string; order: BuyerOrder };
}

/** The payer approves the MoMo prompt (the simulator's phone page). */
export async function approve(t: TestApp, reference: string | null) {
  if (!reference) throw new Error('no payment to approve');
  const res = await call(t, 'POST', `/api/payments/simulator/${reference}`, {
    answer: 'approve',
    pin: '1234',
  });
  if (res.statusCode !== 200) throw new Error(`approve: ${res.statusCode} ${res.body}`);
}

/** Placed and paid: the money in escrow. */
export async function paidOrder(
  t: TestApp,
  productId: string,
  overrides: Partial<PlaceOrderInput> = {},
) {
  const { token, order } = await placed(t, orderBody(productId, overrides));
  await approve(t, order.paymentReference);
  return { token, row: await orderRow(t, token) };
}

export async function orderRow(t: TestApp, token: string) {
  const [row] = await t.db.select().from(orders).where(eq(orders.token, token));
  if (!row) throw new Error(`no order ${token}`);
  return row;
}

export async function escrowBalance(t: TestApp) {
  const rows = await t.db
    .select({ amount: ledgerEntries.amountPesewas })
    .from(ledgerEntries)
    .where(eq(ledgerEntries.accountType, 'escrow'));
  return rows.reduce((s, r) => s + r.amount, 0);
}

/** A pickup: no place, no delivery fee. */
export const PICKUP = { fulfilment: 'pickup', zone: null, dropoffLocation: null } as const;

/** A pickup order paid, accepted and handed over with the buyer's code: its window runs. */
export async function handedOverPickup(t: TestApp, clock: Clock) {
  const shop = await buySafelyShop(t, clock);
  const { row, token } = await paidOrder(t, shop.product.id, PICKUP);
  for (const [step, body] of [
    ['accept', {}],
    ['handover', { code: row.deliveryCode }],
  ] as const) {
    const res = await call(t, 'POST', `/api/seller/orders/${row.id}/${step}`, body, shop.cookie);
    if (res.statusCode !== 200) throw new Error(`${step}: ${res.statusCode} ${res.body}`);
  }
  return { shop, row, token };
}

/** A signed-in admin without the money capability (support): a money step is a 403. */
export async function supportAdminCookie(t: TestApp, clock: Clock) {
  const admin = await buildAdmin(t.db, { role: 'support' });
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'admin',
    userId: admin.id,
    role: 'support',
  });
  return `${SESSION_COOKIE}=${token}`;
}
