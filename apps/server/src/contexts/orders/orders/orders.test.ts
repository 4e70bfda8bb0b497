// Buy safely through the API on a real database (decision 066): a buyer proves their number,
// places and pays an order on the simulator, Dwa holds the money in escrow, the seller accepts
// and a rider delivers with the buyer's code, the window or the buyer releases it; declines,
// timers and disputes refund; bad input writes nothing; nobody else sees or moves an order;
// and the ledger check agrees at every end.
import {
  auditLog,
  momoWallets,
  notificationLog,
  orderEvents,
  orders,
  products,
  refunds,
  sellerPayouts,
  settings,
} from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  recipientCode,
  riderPost,
  workingRider,
} from '../../../testing/deliveries/delivery-test-kit.ts';
import { webhook } from '../../../testing/money/payment-test-kit.ts';
import { signedInAdmin } from '../../../testing/money/payout-test-kit.ts';
import {
  approve,
  buySafelyShop,
  call,
  escrowBalance,
  handedOverPickup,
  orderBody,
  orderRow,
  PICKUP,
  paidOrder,
  placed,
  placeOrder,
  supportAdminCookie,
} from '../../../testing/orders/order-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf, reviewLedger } from '../../money/public.ts';
import { ORDER_TIMERS_TASK } from '../public.ts';

const NOW = new Date('2026-12-01T09:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(NOW);
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const payoutsRun = () =>
  t.app.tasks.definitions
    .find((d) => d.name === 'seller-payouts.send')!
    .handler({ id: 'test', data: {}, retryCount: 0, retryLimit: 0 });
/** The app's own timers task, run now, as its minute's run would. */
const timers = () =>
  t.app.tasks.definitions
    .find((d) => d.name === ORDER_TIMERS_TASK)!
    .handler({ id: 'test', data: {}, retryCount: 0, retryLimit: 0 });
const ledgerOk = async () => expect((await reviewLedger(t.db)).problems).toEqual([]);
const payoutOf = async (orderId: string) =>
  (await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.orderId, orderId)))[0];
const messagesTo = (phone: string) =>
  t.db
    .select({ text: notificationLog.messageText, key: notificationLog.dedupeKey })
    .from(notificationLog)
    .where(eq(notificationLog.whatsappNumber, phone));

describe('an order paid, delivered by a rider and released', () => {
  it('holds the money in escrow until the buyer says all is well, then owes the seller', async () => {
    const shop = await buySafelyShop(t, clock);
    const body = orderBody(shop.product.id);
    const { token, order } = await placed(t, body);
    expect(order).toMatchObject({
      status: 'awaiting_payment',
      itemPesewas: 8_500,
      deliveryFeePesewas: 2_000,
      totalPesewas: 10_500,
      paymentStatus: 'pending',
      actions: ['abandon'],
    });
    expect(token).toMatch(/^[\w-]{22}$/);

    await approve(t, order.paymentReference);
    const paid = await orderRow(t, token);
    expect(paid.status).toBe('paid');
    expect(paid.acceptDueAt?.getTime()).toBe(NOW.getTime() + 24 * HOUR);
    expect(await escrowBalance(t)).toBeGreaterThanOrEqual(10_500);
    const told = await messagesTo(body.phone);
    const paidText = told.find((m) => m.key === `order_buyerPaid:${paid.id}`)?.text ?? '';
    expect(paidText).toContain(paid.deliveryCode);
    expect(paidText).toContain(`/orders/${token}`);
    expect((await messagesTo(shop.seller.whatsappNumber)).map((m) => m.key)).toContain(
      `order_sellerPaid:${paid.id}`,
    );

    const accepted = await call(
      t,
      'POST',
      `/api/seller/orders/${paid.id}/accept`,
      { carrier: 'rider', pickupLocation: 'Makola Market' },
      shop.cookie,
    );
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toMatchObject({ status: 'accepted', sellerPesewas: 8_075 });
    const { deliveryJobId } = await orderRow(t, token);
    expect(deliveryJobId).not.toBeNull();
    // The buyer is the job's recipient, and the order's code is the job's.
    expect(await recipientCode(t, deliveryJobId!)).toBe(paid.deliveryCode);

    const rider = await workingRider(t, {}, clock);
    for (const step of ['accept', 'pickup']) {
      const res = await riderPost(t, rider.cookie, `/api/rider/jobs/${deliveryJobId}/${step}`);
      expect(res.statusCode).toBe(200);
    }
    expect((await orderRow(t, token)).status).toBe('picked_up');
    const delivered = await riderPost(t, rider.cookie, `/api/rider/jobs/${deliveryJobId}/deliver`, {
      code: paid.deliveryCode,
    });
    expect(delivered.statusCode).toBe(200);
    const arrived = await orderRow(t, token);
    expect(arrived.status).toBe('delivered');
    expect(arrived.releaseDueAt?.getTime()).toBe(NOW.getTime() + 48 * HOUR);

    // The sweep tells the buyer, once.
    await timers();
    await timers();
    const deliveredNotes = (await messagesTo(body.phone)).filter(
      (m) => m.key === `order_buyerDelivered:${paid.id}`,
    );
    expect(deliveredNotes).toHaveLength(1);

    const view = await call(t, 'GET', `/api/orders/${token}`);
    expect(view.json().actions).toEqual(['confirm', 'report_problem']);
    const confirmed = await call(t, 'POST', `/api/orders/${token}/confirm`);
    expect(confirmed.statusCode).toBe(200);
    expect(confirmed.json().status).toBe('released');
    // Owed 8,075 (the item less 5 %), sent at once to the seller's MoMo (the simulator's
    // transfers succeed): nothing is owed any more.
    expect(await payoutOf(paid.id)).toMatchObject({ amountPesewas: 8_075, status: 'paid' });
    expect(await balanceOf(t.db, 'seller_payable', shop.seller.id)).toBe(0);
    // Confirming again changes nothing.
    expect((await call(t, 'POST', `/api/orders/${token}/confirm`)).statusCode).toBe(409);
    expect(
      await t.db.select().from(sellerPayouts).where(eq(sellerPayouts.orderId, paid.id)),
    ).toHaveLength(1);
    await ledgerOk();
  });
});

describe('refunds', () => {
  it('gives the whole total back when the seller declines, and the stock with it', async () => {
    const shop = await buySafelyShop(t, clock, { stock: 2 });
    const { token, row } = await paidOrder(t, shop.product.id);
    const [afterOrder] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(afterOrder?.stock).toBe(1);
    const declined = await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/decline`,
      { reason: 'Out of this size' },
      shop.cookie,
    );
    expect(declined.statusCode).toBe(200);
    expect(declined.json().status).toBe('refunded');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    // The simulator refunds at once.
    expect(refund).toMatchObject({ amountPesewas: 10_500, status: 'processed' });
    const [back] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(back?.stock).toBe(2);
    expect((await orderRow(t, token)).refundPesewas).toBe(10_500);
    await ledgerOk();

    // A refund the provider failed is sent again from the admin's Orders screen.
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.id, refund!.id));
    const admin = await signedInAdmin(t, clock);
    const retried = await call(
      t,
      'POST',
      `/api/admin/orders/${row.id}/retry`,
      undefined,
      admin.cookie,
    );
    expect(retried.json()).toEqual({ refunds: 1, payouts: 0 });
    const [again] = await t.db.select().from(refunds).where(eq(refunds.id, refund!.id));
    expect(again?.status).toBe('processed');
    // Nothing failed any more.
    const twice = await call(
      t,
      'POST',
      `/api/admin/orders/${row.id}/retry`,
      undefined,
      admin.cookie,
    );
    expect(twice.statusCode).toBe(409);
  });

  it('refunds a paid order the seller never accepted, when its time is up', async () => {
    const shop = await buySafelyShop(t, clock);
    const { token } = await paidOrder(t, shop.product.id);
    clock.advance(23 * HOUR);
    await timers();
    expect((await orderRow(t, token)).status).toBe('paid');
    clock.advance(1 * HOUR);
    await timers();
    expect((await orderRow(t, token)).status).toBe('refunded');
    // Accepting now is too late.
    const late = await call(
      t,
      'POST',
      `/api/seller/orders/${(await orderRow(t, token)).id}/accept`,
      { carrier: 'seller' },
      shop.cookie,
    );
    expect(late.statusCode).toBe(409);
    await ledgerOk();
  });

  it('cancels an unpaid order when the prompt is never answered, and gives the stock back', async () => {
    const shop = await buySafelyShop(t, clock, { stock: 1 });
    const { token } = await placed(t, orderBody(shop.product.id));
    const [held] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(held?.stock).toBe(0);
    clock.advance(31 * 60_000);
    await timers();
    expect((await orderRow(t, token)).status).toBe('cancelled');
    const [back] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(back?.stock).toBe(1);
  });

  it('lets the buyer cancel before the seller accepts, refunded in full', async () => {
    const shop = await buySafelyShop(t, clock);
    const { token } = await paidOrder(t, shop.product.id);
    const res = await call(t, 'POST', `/api/orders/${token}/cancel`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'refunded', refundPesewas: 10_500 });
    await ledgerOk();
  });
});

describe('the seller’s payout', () => {
  it('stays owed when it cannot be sent, and goes once retried', async () => {
    const { shop, row, token } = await handedOverPickup(t, clock);
    const [wallet] = await t.db
      .delete(momoWallets)
      .where(eq(momoWallets.userId, shop.seller.id))
      .returning();
    await call(t, 'POST', `/api/orders/${token}/confirm`);
    expect(await payoutOf(row.id)).toMatchObject({ status: 'failed' });
    expect(await balanceOf(t.db, 'seller_payable', shop.seller.id)).toBe(8_075);
    await ledgerOk();

    // The admin's Orders list says so; retrying is for the money capability, and audited.
    const admin = await signedInAdmin(t, clock);
    const listed = (await call(t, 'GET', '/api/admin/orders', undefined, admin.cookie)).json();
    expect(listed.items.find((o: { id: string }) => o.id === row.id)).toMatchObject({
      payoutStatus: 'failed',
    });
    const retry = (cookie: string) =>
      call(t, 'POST', `/api/admin/orders/${row.id}/retry`, undefined, cookie);
    expect((await retry(await supportAdminCookie(t, clock))).statusCode).toBe(403);
    expect((await payoutOf(row.id))?.status).toBe('failed');

    await t.db.insert(momoWallets).values({ ...wallet!, recipientCode: null });
    // Two admins at once: one retry, the other told there is nothing failed.
    const [a, b] = await Promise.all([retry(admin.cookie), retry(admin.cookie)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual([200, 409]);
    expect((a.statusCode === 200 ? a : b).json()).toEqual({ refunds: 0, payouts: 1 });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, row.id));
    expect(audits.filter((e) => e.action === 'order.retry_money')).toHaveLength(1);
    await Promise.all([payoutsRun(), payoutsRun()]);
    expect(await payoutOf(row.id)).toMatchObject({ status: 'paid', attempts: 2 });
    expect(await balanceOf(t.db, 'seller_payable', shop.seller.id)).toBe(0);
    await ledgerOk();
  });
});

describe('the provider’s word on a seller’s transfer', () => {
  it('marks a sent payout paid once, by its webhook, and books it then', async () => {
    const { shop, row, token } = await handedOverPickup(t, clock);
    // As Paystack answers a transfer (pending): the payout waits, sent, for the webhook.
    const [wallet] = await t.db
      .delete(momoWallets)
      .where(eq(momoWallets.userId, shop.seller.id))
      .returning();
    await call(t, 'POST', `/api/orders/${token}/confirm`);
    await t.db.insert(momoWallets).values({ ...wallet!, recipientCode: null });
    const payout = (await payoutOf(row.id))!;
    await t.db.update(sellerPayouts).set({ status: 'sent' }).where(eq(sellerPayouts.id, payout.id));
    const event = { event: 'transfer.success', data: { reference: payout.id, status: 'success' } };
    const answers = await Promise.all([webhook(t, event), webhook(t, event)]);
    expect(answers.map((a) => a.json().applied).sort()).toEqual([false, true]);
    expect(await payoutOf(row.id)).toMatchObject({ status: 'paid' });
    expect(await balanceOf(t.db, 'seller_payable', shop.seller.id)).toBe(0);
    await ledgerOk();
  });
});

describe('a rider who never comes', () => {
  it('cannot be cancelled as a bare delivery; an admin cancels the order and the buyer is refunded', async () => {
    const shop = await buySafelyShop(t, clock, { stock: 3 });
    const { token, row } = await paidOrder(t, shop.product.id);
    await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/accept`,
      { carrier: 'rider', pickupLocation: 'Makola Market' },
      shop.cookie,
    );
    const { deliveryJobId } = await orderRow(t, token);
    const bare = await call(
      t,
      'POST',
      `/api/seller/deliveries/${deliveryJobId}/cancel`,
      { reason: 'No rider came' },
      shop.cookie,
    );
    expect(bare.statusCode).toBe(409);
    expect(bare.json().error.message).toContain('cancel the order instead');
    const admin = await signedInAdmin(t, clock);
    const cancelled = await call(
      t,
      'POST',
      `/api/admin/orders/${row.id}/cancel`,
      { reason: 'No rider came in two days' },
      admin.cookie,
    );
    expect(cancelled.statusCode).toBe(200);
    expect(cancelled.json().status).toBe('refunded');
    const job = await call(t, 'GET', `/api/track/${deliveryJobId}`);
    expect(job.json().status).toBe('cancelled');
    const [back] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
    expect(back?.stock).toBe(3);
    await ledgerOk();
  });
});

describe('a pickup handed over with the code, and a dispute', () => {
  it('releases by itself when the window passes without a problem', async () => {
    const shop = await buySafelyShop(t, clock);
    const { token, row } = await paidOrder(t, shop.product.id, PICKUP);
    expect(row).toMatchObject({ carrier: 'pickup', totalPesewas: 8_500 });
    const accept = (payload: object) =>
      call(t, 'POST', `/api/seller/orders/${row.id}/accept`, payload, shop.cookie);
    expect((await accept({})).statusCode).toBe(200);
    const wrong = await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/handover`,
      { code: row.deliveryCode === '0000' ? '1111' : '0000' },
      shop.cookie,
    );
    expect(wrong.statusCode).toBe(400);
    expect(wrong.json().error.fields.code).toBeDefined();
    const handed = await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/handover`,
      { code: row.deliveryCode },
      shop.cookie,
    );
    expect(handed.statusCode).toBe(200);
    expect(handed.json().status).toBe('delivered');
    clock.advance(47 * HOUR);
    await timers();
    expect((await orderRow(t, token)).status).toBe('delivered');
    clock.advance(2 * HOUR);
    await timers();
    expect((await orderRow(t, token)).status).toBe('released');
    // 8,500 less 5 %: a pickup has no fee.
    expect(await payoutOf(row.id)).toMatchObject({ amountPesewas: 8_075, status: 'paid' });
    await ledgerOk();
  });

  it('freezes the money on a reported problem; an admin refunds part, audited', async () => {
    const { row, token } = await handedOverPickup(t, clock);
    const short = await call(t, 'POST', `/api/orders/${token}/problem`, { text: 'bad' });
    expect(short.statusCode).toBe(400);
    expect(short.json().error.fields.text).toBe('Tell us what is wrong (at least 10 letters)');
    const problem = await call(t, 'POST', `/api/orders/${token}/problem`, {
      text: 'One sandal is torn at the strap',
    });
    expect(problem.json().status).toBe('disputed');
    // The window's end does not release a disputed order.
    clock.advance(72 * HOUR);
    await timers();
    expect((await orderRow(t, token)).status).toBe('disputed');

    const support = await signedInAdmin(t, clock);
    const readOnly = await supportAdminCookie(t, clock);
    const resolve = (cookie: string, payload: object) =>
      call(t, 'POST', `/api/admin/orders/${row.id}/resolve`, payload, cookie);
    expect((await resolve(readOnly, { outcome: 'refund', reason: 'Torn' })).statusCode).toBe(403);
    const tooMuch = await resolve(support.cookie, {
      outcome: 'partial',
      refund: '85',
      reason: 'Torn strap',
    });
    expect(tooMuch.statusCode).toBe(400);
    const settled = await resolve(support.cookie, {
      outcome: 'partial',
      refund: '30',
      reason: 'Torn strap, buyer keeps them',
    });
    expect(settled.statusCode).toBe(200);
    expect(settled.json().status).toBe('settled');
    const [refund] = await t.db.select().from(refunds).where(eq(refunds.orderId, row.id));
    expect(refund?.amountPesewas).toBe(3_000);
    // 5,500 kept, less 5 % (275).
    expect(await payoutOf(row.id)).toMatchObject({ amountPesewas: 5_225, status: 'paid' });
    const list = await call(t, 'GET', '/api/admin/orders', undefined, readOnly);
    expect(list.statusCode).toBe(200);
    expect(list.json().escrowPesewas).toBe(await escrowBalance(t));
    // The dashboard's figures: escrow from the ledger, GMV and disputes from the orders.
    const paidRows = (await t.db.select().from(orders)).filter((o) => o.paidAt !== null);
    const dashboard = await call(t, 'GET', '/api/admin/dashboard', undefined, readOnly);
    expect(dashboard.json().orders).toEqual({
      escrowPesewas: await escrowBalance(t),
      gmvPesewas: paidRows.reduce((sum, o) => sum + o.totalPesewas, 0),
      paid: paidRows.length,
      disputed: 1,
    });
    await ledgerOk();
  });
});

describe('bad input and other callers', () => {
  it('answers 400 with the field messages and writes no order', async () => {
    const shop = await buySafelyShop(t, clock);
    const before = (await t.db.select({ id: orders.id }).from(orders)).length;
    const res = await placeOrder(
      t,
      orderBody(shop.product.id, { name: 'A', zone: null, dropoffLocation: '' }),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toMatchObject({
      name: 'Enter your name',
      zone: 'Choose the delivery zone',
      dropoffLocation: 'Where should it be delivered?',
    });
    const wrongCode = await call(t, 'POST', '/api/orders', orderBody(shop.product.id));
    expect(wrongCode.statusCode).toBe(400);
    expect((await t.db.select({ id: orders.id }).from(orders)).length).toBe(before);
  });

  it('refuses a shop that does not sell this way, and delivery a product does not offer', async () => {
    const shop = await buySafelyShop(t, clock, {
      deliveryAvailable: false,
      deliveryCostPesewas: null,
    });
    const noDelivery = await placeOrder(t, orderBody(shop.product.id));
    expect(noDelivery.statusCode).toBe(400);
    expect(noDelivery.json().error.fields.fulfilment).toBeDefined();
    const plain = await signedInSeller(t, {}, clock);
    const { buildProduct } = await import('@dwa/db/testing/factories');
    const other = await buildProduct(t.db, { sellerId: plain.seller.id });
    const res = await placeOrder(t, orderBody(other.id, { fulfilment: 'pickup' }));
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe('This product cannot be bought with Buy safely.');
  });

  it('refuses an order above the largest the settings allow, saying the amount, and writes none', async () => {
    const shop = await buySafelyShop(t, clock);
    await t.db.insert(settings).values({ key: 'order_max_pesewas', value: 10_000 });
    try {
      const body = orderBody(shop.product.id); // GH₵ 85 + GH₵ 20 delivery
      const res = await placeOrder(t, body);
      expect(res.statusCode).toBe(409);
      expect(res.json().error.message).toBe('Buy safely takes orders up to GH₵ 100.00 for now.');
      expect(await t.db.select().from(orders).where(eq(orders.buyerPhone, body.phone))).toEqual([]);
      const [product] = await t.db.select().from(products).where(eq(products.id, shop.product.id));
      expect(product?.stock).toBe(shop.product.stock);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'order_max_pesewas'));
    }
  });

  it('shows and moves an order only for its seller; an unknown link is a 404', async () => {
    const shop = await buySafelyShop(t, clock);
    const { row } = await paidOrder(t, shop.product.id);
    const stranger = await signedInSeller(t, {}, clock);
    const res = await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/accept`,
      { carrier: 'seller' },
      stranger.cookie,
    );
    expect(res.statusCode).toBe(404);
    const list = await call(t, 'GET', '/api/seller/orders', undefined, stranger.cookie);
    expect(list.json().items).toEqual([]);
    expect((await call(t, 'GET', '/api/orders/AAAAAAAAAAAAAAAAAAAAAA')).statusCode).toBe(404);
    expect((await call(t, 'GET', '/api/seller/orders')).statusCode).toBe(401);
    expect((await orderRow(t, row.token)).status).toBe('paid');
  });

  it('holds back a number with three unpaid orders today', async () => {
    const shop = await buySafelyShop(t, clock);
    const body = orderBody(shop.product.id, PICKUP);
    for (let i = 0; i < 3; i++) {
      clock.advance(31_000); // the code's resend cooldown
      await placed(t, body);
    }
    clock.advance(31_000);
    const fourth = await placeOrder(t, body);
    expect(fourth.statusCode).toBe(429);
    const steps = await t.db.select().from(orderEvents);
    expect(steps.length).toBeGreaterThan(0);
  });
});

describe('a buyer paying with Telecel Cash', () => {
  it('enters the voucher on the order page, then approves; a wrong or early one changes nothing', async () => {
    const shop = await buySafelyShop(t, clock);
    clock.advance(31_000);
    const { token, order } = await placed(
      t,
      orderBody(shop.product.id, { ...PICKUP, network: 'vodafone' }),
    );
    expect(order).toMatchObject({
      voucherNeeded: true,
      promptPath: `/pay/${order.paymentReference}`,
    });
    const prompt = (
      await t.app.inject({ url: `/api/payments/simulator/${order.paymentReference}` })
    ).json();
    const voucher = (code: string, to = token) =>
      call(t, 'POST', `/api/orders/${to}/voucher`, { voucher: code });

    const bad = await voucher('12345');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.voucher).toBe('Enter the 6-digit voucher code.');
    const wrong = await voucher(prompt.voucher === '000000' ? '111111' : '000000');
    expect(wrong.statusCode).toBe(400);
    expect((await call(t, 'GET', `/api/orders/${token}`)).json().voucherNeeded).toBe(true);
    expect((await voucher(prompt.voucher, 'A'.repeat(22))).statusCode).toBe(404);

    const right = await voucher(prompt.voucher);
    expect(right.statusCode).toBe(200);
    expect(right.json()).toMatchObject({ voucherNeeded: false, status: 'awaiting_payment' });
    // Sent once: a second is refused, and the order moves on its PIN.
    expect((await voucher(prompt.voucher)).statusCode).toBe(409);
    await approve(t, order.paymentReference);
    expect((await orderRow(t, token)).status).toBe('paid');
    expect((await voucher(prompt.voucher)).statusCode).toBe(409);
  });

  it('an MTN prompt needs no voucher', async () => {
    const shop = await buySafelyShop(t, clock);
    clock.advance(31_000);
    const { token, order } = await placed(t, orderBody(shop.product.id, PICKUP));
    expect(order.voucherNeeded).toBe(false);
    const refused = await call(t, 'POST', `/api/orders/${token}/voucher`, { voucher: '123456' });
    expect(refused.statusCode).toBe(409);
  });
});
