// Every admin write leaves an audit row (decision 041): this walks every POST, PUT,
// PATCH and DELETE route under /api/admin, prepares what it acts on, calls it as a super admin and
// expects a 2xx and a new audit row by that admin. A new admin write route without a recipe here
// fails the first test, so nobody ships an unaudited admin action.
import { randomUUID } from 'node:crypto';
import {
  auditLog,
  contactMessages,
  notificationTemplates,
  productReports,
  refunds,
  whatsappSessions,
  whatsappUploads,
} from '@dwa/db/schema/index';
import {
  buildDeliveryJob,
  buildProduct,
  buildRider,
  buildSeller,
  uniquePhone,
} from '@dwa/db/testing/factories';
import { count, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { askPayout, signedInAdmin, signedInRider } from '../../../testing/money/payout-test-kit.ts';
import {
  buySafelyShop,
  call,
  handedOverPickup,
  paidOrder,
} from '../../../testing/orders/order-test-kit.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
let admin: Awaited<ReturnType<typeof signedInAdmin>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  admin = await signedInAdmin(t, clock);
});
afterAll(() => t.close());

/** A Buy safely pickup handed over and then reported by its buyer: a dispute to end. */
async function disputedOrder(): Promise<string> {
  const { row, token } = await handedOverPickup(t, clock);
  await call(t, 'POST', `/api/orders/${token}/problem`, { text: 'Both sandals are left feet' });
  return row.id;
}

interface Call {
  url: string;
  payload?: unknown;
}

const get = async (url: string) =>
  (await t.app.inject({ url, headers: { cookie: admin.cookie } })).json();

/** A payout a rider asked for, still requested. */
async function requestedPayout(): Promise<string> {
  const rider = await signedInRider(t, { earnedPesewas: 5_000, clock });
  const res = await askPayout(t, rider.cookie, '20');
  if (res.statusCode !== 201) throw new Error(`payout: ${res.body}`);
  return res.json().id;
}

async function openReport(): Promise<string> {
  const product = await buildProduct(t.db);
  const [row] = await t.db
    .insert(productReports)
    .values({ productId: product.id, reason: 'scam', visitorId: randomUUID() })
    .returning();
  return row!.id;
}

/** What each admin write route needs, and the request that changes it. */
const RECIPES: Record<string, () => Promise<Call>> = {
  'PATCH /api/admin/notification-templates/:id': async () => {
    await t.db
      .insert(notificationTemplates)
      .values({ eventType: 'welcome', language: 'en', title: 'Welcome', message: 'Akwaaba!' })
      .onConflictDoNothing();
    const [template] = await t.db.select().from(notificationTemplates).limit(1);
    return {
      url: `/api/admin/notification-templates/${template!.id}`,
      payload: { isActive: !template!.isActive },
    };
  },
  'POST /api/admin/notifications/send': async () => {
    const phone = uniquePhone();
    await t.db
      .insert(whatsappSessions)
      .values({ whatsappNumber: phone, lastActivity: clock.now() });
    return {
      url: '/api/admin/notifications/send',
      payload: { phone, message: 'Akwaaba', requestId: randomUUID() },
    };
  },
  'DELETE /api/admin/whatsapp/sessions/:id': async () => {
    const [session] = await t.db
      .insert(whatsappSessions)
      .values({ whatsappNumber: uniquePhone() })
      .returning();
    return { url: `/api/admin/whatsapp/sessions/${session!.id}` };
  },
  'POST /api/admin/riders/:id/verification': async () => ({
    url: `/api/admin/riders/${(await buildRider(t.db)).id}/verification`,
    payload: { verified: true },
  }),
  'POST /api/admin/payouts/:id/approve': async () => ({
    url: `/api/admin/payouts/${await requestedPayout()}/approve`,
    payload: {},
  }),
  'POST /api/admin/payouts/:id/reject': async () => ({
    url: `/api/admin/payouts/${await requestedPayout()}/reject`,
    payload: { reason: 'Wrong wallet number' },
  }),
  'POST /api/admin/orders/:id/cancel': async () => {
    const shop = await buySafelyShop(t, clock);
    const { row } = await paidOrder(t, shop.product.id);
    return { url: `/api/admin/orders/${row.id}/cancel`, payload: { reason: 'No rider came' } };
  },
  'POST /api/admin/orders/:id/retry': async () => {
    // A refund the provider refused (the simulator never does: set as a refusal would leave it).
    const shop = await buySafelyShop(t, clock);
    const { row } = await paidOrder(t, shop.product.id);
    const declined = await call(
      t,
      'POST',
      `/api/seller/orders/${row.id}/decline`,
      { reason: 'Out of stock' },
      shop.cookie,
    );
    if (declined.statusCode !== 200) throw new Error(`decline: ${declined.body}`);
    await t.db.update(refunds).set({ status: 'failed' }).where(eq(refunds.orderId, row.id));
    return { url: `/api/admin/orders/${row.id}/retry`, payload: {} };
  },
  'POST /api/admin/orders/:id/resolve': async () => ({
    url: `/api/admin/orders/${await disputedOrder()}/resolve`,
    payload: { outcome: 'refund', reason: 'The sandals never fitted' },
  }),
  'POST /api/admin/delivery-jobs/:id/cancel': async () => ({
    url: `/api/admin/delivery-jobs/${(await buildDeliveryJob(t.db)).id}/cancel`,
    payload: { reason: 'Seller asked us to' },
  }),
  'POST /api/admin/sellers/:id/suspend': async () => ({
    url: `/api/admin/sellers/${(await buildSeller(t.db)).id}/suspend`,
    payload: { reason: 'Selling fakes' },
  }),
  'POST /api/admin/sellers/:id/reactivate': async () => ({
    url: `/api/admin/sellers/${(await buildSeller(t.db, { status: 'suspended' })).id}/reactivate`,
    payload: {},
  }),
  'POST /api/admin/sellers/:id/verification': async () => ({
    url: `/api/admin/sellers/${(await buildSeller(t.db)).id}/verification`,
    payload: { verified: true },
  }),
  'POST /api/admin/sellers/:id/credits': async () => ({
    url: `/api/admin/sellers/${(await buildSeller(t.db)).id}/credits`,
    payload: { credits: 3, reason: 'Launch gift', requestId: randomUUID() },
  }),
  'POST /api/admin/products/:id/block': async () => ({
    url: `/api/admin/products/${(await buildProduct(t.db)).id}/block`,
    payload: { reason: 'Counterfeit' },
  }),
  'POST /api/admin/products/:id/unblock': async () => ({
    url: `/api/admin/products/${(await buildProduct(t.db, { status: 'blocked' })).id}/unblock`,
    payload: {},
  }),
  'POST /api/admin/products/:id/featured': async () => ({
    url: `/api/admin/products/${(await buildProduct(t.db)).id}/featured`,
    payload: { featured: true },
  }),
  'DELETE /api/admin/products/:id': async () => ({
    url: `/api/admin/products/${(await buildProduct(t.db)).id}`,
  }),
  'POST /api/admin/reports/:id/resolve': async () => ({
    url: `/api/admin/reports/${await openReport()}/resolve`,
    payload: { action: 'dismiss' },
  }),
  'POST /api/admin/messages/:id/handled': async () => {
    const [message] = await t.db
      .insert(contactMessages)
      .values({ name: 'Ama', message: 'Where is my order?' })
      .returning();
    return { url: `/api/admin/messages/${message!.id}/handled`, payload: { handled: true } };
  },
  'PUT /api/admin/settings': async () => {
    const settings = await get('/api/admin/settings');
    return {
      url: '/api/admin/settings',
      payload: { revision: settings.platformRevision, bannerText: `Akwaaba ${randomUUID()}` },
    };
  },
  'PUT /api/admin/settings/money': async () => {
    const settings = await get('/api/admin/settings');
    return {
      url: '/api/admin/settings/money',
      payload: {
        revision: settings.moneyRevision,
        prices: settings.money.prices,
        deliveryCommissionBasisPoints: settings.money.deliveryCommissionBasisPoints + 1,
      },
    };
  },
  'POST /api/admin/live-streams': async () => {
    const seller = await buildSeller(t.db);
    return {
      url: '/api/admin/live-streams',
      payload: {
        sellerPhone: seller.whatsappNumber,
        title: 'Kente live',
        url: 'https://example.com/live',
        startsAt: '2026-11-25T10:00:00Z',
        status: 'scheduled',
      },
    };
  },
  'PUT /api/admin/live-streams/:id': async () => {
    const created = await createStream();
    return {
      url: `/api/admin/live-streams/${created}`,
      payload: {
        title: 'Kente live, part 2',
        url: 'https://example.com/live2',
        startsAt: '2026-11-25T11:00:00Z',
        status: 'live',
      },
    };
  },
  // Launch re-runs the pre-launch checks; none fails on a test app (warnings only).
  'POST /api/admin/launch': async () => ({ url: '/api/admin/launch', payload: {} }),
  'POST /api/admin/live-streams/:id/end': async () => ({
    url: `/api/admin/live-streams/${await createStream()}/end`,
    payload: {},
  }),
  // WhatsApp Management and the template test.
  'POST /api/admin/notification-templates/:id/test': async () => {
    await t.db
      .insert(notificationTemplates)
      .values({ eventType: 'welcome', language: 'en', title: 'Welcome', message: 'Akwaaba!' })
      .onConflictDoNothing();
    const [template] = await t.db.select().from(notificationTemplates).limit(1);
    return {
      url: `/api/admin/notification-templates/${template!.id}/test`,
      payload: { requestId: randomUUID(), to: uniquePhone() },
    };
  },
  'POST /api/admin/whatsapp/uploads/:id/publish': async () => ({
    url: `/api/admin/whatsapp/uploads/${await pendingUpload()}/publish`,
    payload: {},
  }),
  'POST /api/admin/whatsapp/uploads/:id/reject': async () => ({
    url: `/api/admin/whatsapp/uploads/${await pendingUpload()}/reject`,
    payload: {},
  }),
  'PUT /api/admin/whatsapp/settings': async () => ({
    url: '/api/admin/whatsapp/settings',
    payload: { verifyToken: `verify-${randomUUID()}` },
  }),
};

/** A pending WhatsApp upload of a seller. */
async function pendingUpload(): Promise<string> {
  const seller = await buildSeller(t.db);
  const [row] = await t.db
    .insert(whatsappUploads)
    .values({
      sellerId: seller.id,
      whatsappNumber: seller.whatsappNumber,
      parsedTitle: 'Kente',
      parsedPricePesewas: 45_000,
    })
    .returning();
  return row!.id;
}

/** Admin writes that change nothing of the platform's by themselves, with why. */
const NOT_A_CHANGE: Record<string, string> = {
  // The simulator posts a webhook delivery as the given number: the bot handles it as that
  // person's message (its own rows, its own log), exactly as a real WhatsApp message.
  'POST /api/admin/whatsapp/simulate': 'a WhatsApp message stand-in',
};

async function createStream(): Promise<string> {
  const call = await RECIPES['POST /api/admin/live-streams']!();
  const res = await t.app.inject({
    method: 'POST',
    url: call.url,
    headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
    payload: call.payload as object,
  });
  if (res.statusCode >= 300) throw new Error(`stream: ${res.body}`);
  return res.json().id;
}

const auditsBy = async (adminId: string) =>
  (await t.db.select({ n: count() }).from(auditLog).where(eq(auditLog.actorId, adminId)))[0]!.n;

describe('every admin write is audited', () => {
  it('has a recipe for every admin write route', () => {
    const writes = t.app.apiRoutes
      .filter((r) => r.method !== 'GET' && r.url.startsWith('/api/admin/'))
      .map((r) => `${r.method} ${r.url}`)
      .filter((route) => !(route in NOT_A_CHANGE))
      .sort();
    expect(writes).toEqual(Object.keys(RECIPES).sort());
  });

  for (const [route, recipe] of Object.entries(RECIPES)) {
    it(route, async () => {
      const call = await recipe();
      const before = await auditsBy(admin.admin.id);
      const res = await t.app.inject({
        method: route.split(' ')[0] as 'POST',
        url: call.url,
        headers: { cookie: admin.cookie, origin: TEST_ORIGIN },
        ...(call.payload === undefined ? {} : { payload: call.payload as object }),
      });
      expect(res.statusCode, res.body).toBeLessThan(300);
      expect(await auditsBy(admin.admin.id)).toBeGreaterThan(before);
    });
  }
});
