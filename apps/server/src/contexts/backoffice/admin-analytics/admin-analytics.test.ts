// The admin dashboard and analytics against rows this file creates on its own database, with
// the clock fixed on Wednesday 17 June 2026 (Accra = UTC): the dashboard's counts, the overview
// per Accra day, retention on day 1/7/30 (a day not reached is null, not 0), cohorts per week,
// bad ranges (400 with the field, nothing written), who may read (support yes, seller no).
import { randomUUID } from 'node:crypto';
import {
  analyticsEvents,
  auditLog,
  contactMessages,
  payments,
  productReports,
  riderPayouts,
  sellerCredentials,
  whatsappUploads,
} from '@dwa/db/schema/index';
import {
  buildAdmin,
  buildDeliveryJob,
  buildProduct,
  buildRider,
  buildSeller,
} from '@dwa/db/testing/factories';
import type { AnalyticsCohorts, AnalyticsRetention } from '@dwa/domain/admin/analytics';
import { and, count, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../access/sessions.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

const NOW = new Date('2026-06-17T10:00:00Z');
const clock = fixedClock(NOW);
const at = (iso: string) => new Date(iso);

let t: TestApp;
let superCookie: string;
let supportCookie: string;
let sellerCookie: string;

async function cookieOf(userType: 'admin' | 'seller', userId: string) {
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType,
    userId,
    role: userType === 'admin' ? 'admin' : null,
  });
  return `${SESSION_COOKIE}=${token}`;
}

const get = (url: string, cookie = superCookie) =>
  t.app.inject({ url, headers: { cookie, 'accept-language': 'en' } });

const event = (eventType: 'product_view' | 'whatsapp_click' | 'search', iso: string) => ({
  eventType,
  createdAt: at(iso),
});

beforeAll(async () => {
  t = await createTestApp({ clock });
  superCookie = await cookieOf('admin', (await buildAdmin(t.db)).id);
  supportCookie = await cookieOf('admin', (await buildAdmin(t.db, { role: 'support' })).id);
  sellerCookie = await cookieOf(
    'seller',
    (await buildSeller(t.db, { createdAt: at('2025-01-01T00:00:00Z') })).id,
  );
});
afterAll(() => t.close());

describe('GET /api/admin/dashboard', () => {
  it('counts the tables: sellers, products (not blocked ones), online riders, active deliveries, applied payments, queues', async () => {
    const before = (await get('/api/admin/dashboard')).json();
    const seller = await buildSeller(t.db);
    const product = await buildProduct(t.db, { sellerId: seller.id });
    await buildProduct(t.db, { sellerId: seller.id, status: 'hidden' });
    // Hidden by Dwa (moderation): taken off the marketplace, not one of its products.
    await buildProduct(t.db, { sellerId: seller.id, status: 'blocked' });
    const online = await buildRider(t.db, { isOnline: true });
    await buildRider(t.db, { isOnline: false });
    await buildDeliveryJob(t.db, { sellerId: seller.id, riderId: online.id, status: 'accepted' });
    await buildDeliveryJob(t.db, { sellerId: seller.id, riderId: online.id, status: 'picked_up' });
    await buildDeliveryJob(t.db, { sellerId: seller.id, status: 'requested' });
    const payment = (
      status: 'success' | 'failed' | 'pending',
      amount: number,
      fee: number | null,
    ) => ({
      sellerId: seller.id,
      purpose: 'boost' as const,
      amountPesewas: amount,
      status,
      reference: `test_${randomUUID()}`,
      feePesewas: fee,
      netPesewas: fee === null ? null : amount - fee,
      expiresAt: NOW,
      // Outside the analytics ranges below: these count on the dashboard only.
      confirmedAt: status === 'success' ? at('2025-01-02T00:00:00Z') : null,
    });
    await t.db
      .insert(payments)
      .values([
        payment('success', 5_000, 100),
        payment('success', 20_000, 300),
        payment('failed', 7_000, null),
      ]);
    await t.db.insert(whatsappUploads).values([
      { sellerId: seller.id, whatsappNumber: seller.whatsappNumber, status: 'pending' },
      { sellerId: seller.id, whatsappNumber: seller.whatsappNumber, status: 'rejected' },
    ]);
    await t.db.insert(riderPayouts).values([
      { riderId: online.id, amountPesewas: 1_000, status: 'requested' },
      { riderId: online.id, amountPesewas: 1_000, status: 'rejected' },
    ]);
    await t.db.insert(productReports).values([
      { productId: product.id, reason: 'scam', visitorId: 'v1' },
      { productId: product.id, reason: 'scam', visitorId: 'v2', status: 'resolved' },
    ]);
    await t.db.insert(contactMessages).values([
      { name: 'Ama', message: 'Hello' },
      { name: 'Kojo', message: 'Done', handledAt: NOW },
    ]);

    const res = await get('/api/admin/dashboard');
    expect(res.statusCode).toBe(200);
    const after = res.json();
    expect(after).toEqual({
      // buildDeliveryJob's riders are its own: one more online rider would be a bug in the count.
      totalSellers: before.totalSellers + 1,
      totalProducts: before.totalProducts + 2,
      activeRiders: before.activeRiders + 1,
      activeDeliveries: before.activeDeliveries + 2,
      revenue: {
        pesewas: before.revenue.pesewas + 4_900 + 19_700,
        transactions: before.revenue.transactions + 2,
      },
      orders: before.orders,
      badges: {
        pendingUploads: before.badges.pendingUploads + 1,
        requestedPayouts: before.badges.requestedPayouts + 1,
        openReports: before.badges.openReports + 1,
        newMessages: before.badges.newMessages + 1,
      },
    });
  });

  it('is read by a support admin, refused to a seller (403) and to nobody (401)', async () => {
    expect((await get('/api/admin/dashboard', supportCookie)).statusCode).toBe(200);
    expect((await get('/api/admin/dashboard', sellerCookie)).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/dashboard' })).statusCode).toBe(401);
  });
});

describe('analytics', () => {
  // Sign-ups: A Tue 9 June, B Wed 10 June (week of 8 June), C Tue 16 June (week of 15 June),
  // D Fri 1 May (week of 27 April). Today is Wed 17 June.
  let a: { id: string };
  let b: { id: string; whatsappNumber: string };
  let d: { id: string };

  beforeAll(async () => {
    a = await buildSeller(t.db, { createdAt: at('2026-06-09T09:00:00Z') });
    b = await buildSeller(t.db, { createdAt: at('2026-06-10T23:59:59Z') });
    await buildSeller(t.db, { createdAt: at('2026-06-16T00:00:00Z') });
    d = await buildSeller(t.db, { createdAt: at('2026-05-01T12:00:00Z') });
    // A: a product on day 1 (10 June), a sign-in on day 7 (16 June).
    await buildProduct(t.db, { sellerId: a.id, createdAt: at('2026-06-10T08:00:00Z') });
    await t.db.insert(analyticsEvents).values({
      eventType: 'seller_signed_in',
      sellerId: a.id,
      createdAt: at('2026-06-16T18:00:00Z'),
    });
    // B: a WhatsApp upload on day 7 (today).
    await t.db.insert(whatsappUploads).values({
      sellerId: b.id,
      whatsappNumber: b.whatsappNumber,
      createdAt: at('2026-06-17T07:00:00Z'),
    });
    // C: nothing since signing up yesterday.
    // D: a product on sign-up day, a sign-in on day 30 (31 May, a Sunday).
    await buildProduct(t.db, {
      sellerId: d.id,
      category: 'fashion',
      createdAt: at('2026-05-01T12:30:00Z'),
    });
    await t.db.insert(analyticsEvents).values({
      eventType: 'seller_signed_in',
      sellerId: d.id,
      createdAt: at('2026-05-31T10:00:00Z'),
    });
    // Buyers: views, clicks and searches around the day boundaries of 16/17 June.
    await t.db
      .insert(analyticsEvents)
      .values([
        event('product_view', '2026-06-16T00:00:00Z'),
        event('product_view', '2026-06-16T23:59:59Z'),
        event('product_view', '2026-06-17T00:00:00Z'),
        event('whatsapp_click', '2026-06-16T12:00:00Z'),
        event('search', '2026-06-15T12:00:00Z'),
        event('search', '2026-05-18T23:59:59Z'),
      ]);
    await t.db.insert(payments).values({
      sellerId: a.id,
      purpose: 'verification',
      amountPesewas: 5_000,
      status: 'success',
      reference: `test_${randomUUID()}`,
      feePesewas: 75,
      netPesewas: 4_925,
      expiresAt: at('2026-06-16T10:03:00Z'),
      createdAt: at('2026-06-16T10:00:00Z'),
      confirmedAt: at('2026-06-16T10:01:00Z'),
    });
  });

  it('overview: every Accra day of the last 30 days by default, with totals and categories', async () => {
    const res = await get('/api/admin/analytics/overview');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.from).toBe('2026-05-19');
    expect(body.to).toBe('2026-06-17');
    expect(body.days).toHaveLength(30);
    const day = (date: string) => body.days.find((x: { date: string }) => x.date === date);
    expect(day('2026-06-09')).toMatchObject({ newSellers: 1, newProducts: 0 });
    expect(day('2026-06-10')).toMatchObject({ newSellers: 1, newProducts: 1 });
    expect(day('2026-06-16')).toEqual({
      date: '2026-06-16',
      newSellers: 1,
      newProducts: 0,
      views: 2,
      whatsappClicks: 1,
      searches: 0,
      payments: 1,
      paymentsPesewas: 4_925,
    });
    expect(day('2026-06-17')).toMatchObject({ views: 1, whatsappClicks: 0 });
    expect(day('2026-06-15')).toMatchObject({ searches: 1 });
    // D signed up on 1 May and the search of 18 May are before the range.
    expect(body.totals).toEqual({
      newSellers: 3,
      newProducts: 1,
      views: 3,
      whatsappClicks: 1,
      searches: 1,
      payments: 1,
      paymentsPesewas: 4_925,
    });
    const fashion = body.categories.find((x: { category: string }) => x.category === 'fashion');
    expect(fashion.count).toBeGreaterThanOrEqual(1);
  });

  it('overview: a search and a view asked of the server today are in today’s column', async () => {
    const product = await buildProduct(t.db, {
      sellerId: a.id,
      createdAt: at('2026-06-17T09:00:00Z'),
    });
    const search = await t.app.inject({ url: '/api/search?q=phone' });
    expect(search.statusCode).toBe(200);
    // Page 2 is the same search, not a new one.
    await t.app.inject({ url: '/api/search?q=phone&page=2' });
    const view = await t.app.inject({
      method: 'POST',
      url: `/api/products/${product.id}/views`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(view.statusCode).toBeLessThan(300);
    await t.app.analytics.flush();
    const body = (await get('/api/admin/analytics/overview?from=2026-06-17&to=2026-06-17')).json();
    expect(body.days).toEqual([
      {
        date: '2026-06-17',
        newSellers: 0,
        newProducts: 1,
        views: 2,
        whatsappClicks: 0,
        searches: 1,
        payments: 0,
        paymentsPesewas: 0,
      },
    ]);
    const [recorded] = await t.db
      .select({ metadata: analyticsEvents.metadata })
      .from(analyticsEvents)
      .where(and(eq(analyticsEvents.createdAt, NOW), eq(analyticsEvents.eventType, 'search')));
    expect(recorded?.metadata).toMatchObject({ q: 'phone' });
  });

  it('retention: the share active on day 1, 7 and 30; a day not reached is null', async () => {
    const res = await get('/api/admin/analytics/retention?from=2026-04-27&to=2026-06-17');
    expect(res.statusCode).toBe(200);
    const body: AnalyticsRetention = res.json();
    expect(body.cohorts).toEqual([
      {
        weekStart: '2026-04-27',
        size: 1,
        day1: { eligible: 1, active: 0, rate: 0 },
        day7: { eligible: 1, active: 0, rate: 0 },
        day30: { eligible: 1, active: 1, rate: 1 },
      },
      {
        weekStart: '2026-06-08',
        size: 2,
        day1: { eligible: 2, active: 1, rate: 0.5 },
        // B's day 7 is today: reached, and the upload counts.
        day7: { eligible: 2, active: 2, rate: 1 },
        day30: { eligible: 0, active: 0, rate: null },
      },
      {
        weekStart: '2026-06-15',
        size: 1,
        day1: { eligible: 1, active: 0, rate: 0 },
        day7: { eligible: 0, active: 0, rate: null },
        day30: { eligible: 0, active: 0, rate: null },
      },
    ]);
    // Only sellers who signed up in the range: the default 30 days leave D out.
    const recent: AnalyticsRetention = (await get('/api/admin/analytics/retention')).json();
    expect(recent.cohorts.map((x) => x.weekStart)).toEqual(['2026-06-08', '2026-06-15']);
  });

  it('cohorts: weekly sign-up cohorts × weeks since, null for weeks not begun', async () => {
    const res = await get('/api/admin/analytics/cohorts?from=2026-04-27&to=2026-06-17');
    expect(res.statusCode).toBe(200);
    const body: AnalyticsCohorts = res.json();
    expect(body.weeks).toBe(7);
    const rates = Object.fromEntries(
      body.cohorts.map((x) => [`${x.weekStart} (${x.size})`, x.weeks.map((w) => w.rate)]),
    );
    expect(rates).toEqual({
      // D: the product in week 0, the sign-in of 31 May in week 4.
      '2026-04-27 (1)': [1, 0, 0, 0, 1, 0, 0, 0],
      // A's product in week 0; A's sign-in and B's upload in week 1; later weeks not begun.
      '2026-06-08 (2)': [0.5, 1, null, null, null, null, null, null],
      '2026-06-15 (1)': [0, null, null, null, null, null, null, null],
    });
  });

  it('refuses impossible dates and ranges with the field, writing nothing', async () => {
    const audits = async () => (await t.db.select({ n: count() }).from(auditLog))[0]?.n;
    const before = await audits();
    for (const [query, field, text] of [
      ['from=2026-02-30', 'from', 'Enter a real date (YYYY-MM-DD).'],
      ['to=17-06-2026', 'to', 'Enter a real date (YYYY-MM-DD).'],
      ['from=2026-06-10&to=2026-06-01', 'to', 'The start date must be on or before the end date.'],
      ['from=2025-06-15&to=2026-06-17', 'from', 'Choose at most 366 days.'],
    ] as const) {
      for (const path of ['overview', 'retention', 'cohorts']) {
        const res = await get(`/api/admin/analytics/${path}?${query}`);
        expect(res.statusCode, `${path}?${query}`).toBe(400);
        expect(res.json().error.fields[field], `${path}?${query}`).toBe(text);
      }
    }
    expect(await audits()).toBe(before);
  });

  it('is read by a support admin, refused to a seller (403) before the query is checked', async () => {
    for (const path of ['overview', 'retention', 'cohorts']) {
      expect((await get(`/api/admin/analytics/${path}`, supportCookie)).statusCode).toBe(200);
      expect((await get(`/api/admin/analytics/${path}?from=x`, sellerCookie)).statusCode).toBe(403);
      expect((await t.app.inject({ url: `/api/admin/analytics/${path}` })).statusCode).toBe(401);
    }
  });
});

describe('tracking', () => {
  const password = 'a-long-password-1';
  async function sellerWithPassword() {
    const seller = await buildSeller(t.db, { createdAt: at('2025-01-01T00:00:00Z') });
    await t.db
      .insert(sellerCredentials)
      .values({ sellerId: seller.id, passwordHash: await hashPassword(password) });
    return seller;
  }
  const signIn = (phone: string) =>
    t.app.inject({
      method: 'POST',
      url: '/api/auth/seller/login',
      headers: { origin: TEST_ORIGIN },
      payload: { phone, password },
    });
  const signIns = async (sellerId: string) => {
    await t.app.analytics.flush();
    return (
      await t.db
        .select({ n: count() })
        .from(analyticsEvents)
        .where(
          and(
            eq(analyticsEvents.sellerId, sellerId),
            eq(analyticsEvents.eventType, 'seller_signed_in'),
          ),
        )
    )[0]?.n;
  };

  it('records a seller_signed_in event on each sign-in', async () => {
    const seller = await sellerWithPassword();
    expect((await signIn(seller.whatsappNumber)).statusCode).toBe(200);
    expect((await signIn(seller.whatsappNumber)).statusCode).toBe(200);
    expect(await signIns(seller.id)).toBe(2);
  });

  it('a failing event write fails neither the search nor the sign-in', async () => {
    const seller = await sellerWithPassword();
    await t.db.execute(sql`
      create function refuse_event() returns trigger language plpgsql as $$
      begin raise exception 'analytics down'; end $$`);
    await t.db.execute(sql`
      create trigger refuse_event before insert on analytics_events
      for each row execute function refuse_event()`);
    try {
      const search = await t.app.inject({ url: '/api/search?q=kente' });
      expect(search.statusCode).toBe(200);
      expect(search.json()).toHaveProperty('items');
      const login = await signIn(seller.whatsappNumber);
      expect(login.statusCode).toBe(200);
      expect(login.json().user).toMatchObject({ type: 'seller', id: seller.id });
      const failedBefore = t.app.analytics.stats().failed;
      expect(await signIns(seller.id)).toBe(0);
      // Both events reached the database and were refused there: counted, not silently gone.
      expect(t.app.analytics.stats().failed).toBe(failedBefore + 2);
    } finally {
      await t.db.execute(sql`drop trigger refuse_event on analytics_events`);
      await t.db.execute(sql`drop function refuse_event()`);
    }
  });
});
