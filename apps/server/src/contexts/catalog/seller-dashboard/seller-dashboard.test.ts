// The dashboard against views and clicks made through the real public endpoints, on a real
// test database with a clock the test moves across days.
import { buildProduct, buildRider, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE, type UserType } from '../../../access/sessions.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86_400_000;
const TODAY = new Date('2026-11-22T10:00:00Z');
// The clock starts 33 days back and walks forward to TODAY.
const clock = fixedClock(new Date(TODAY.getTime() - 33 * DAY));
let t: TestApp;
let seller: { id: string };
let other: { id: string };
let kente: { id: string };
let smock: { id: string };
let otherBag: { id: string };

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await buildSeller(t.db, { businessName: 'Ama Fabrics' });
  other = await buildSeller(t.db, { businessName: 'Kojo Bags' });
  kente = await buildProduct(t.db, { sellerId: seller.id, title: 'Kente stole' });
  smock = await buildProduct(t.db, { sellerId: seller.id, title: 'Batakari smock' });
  await buildProduct(t.db, { sellerId: seller.id, title: 'Old stock', status: 'hidden' });
  await buildProduct(t.db, { sellerId: seller.id, title: 'Not ready', status: 'draft' });
  otherBag = await buildProduct(t.db, { sellerId: other.id, title: 'Leather bag' });
});
afterAll(() => t.close());

/** Each call without a visitor cookie is a new visitor, so every view counts. */
const publicPost = (url: string) =>
  t.app.inject({ method: 'POST', url, payload: {}, headers: { origin: TEST_ORIGIN } });
const view = async (id: string) =>
  expect((await publicPost(`/api/products/${id}/views`)).statusCode).toBe(204);
const click = async (id: string) =>
  expect((await publicPost(`/api/products/${id}/inquiries`)).statusCode).toBe(201);

async function dashboardAs(userType: UserType | null, userId = '') {
  const headers: Record<string, string> = {};
  if (userType) {
    const { token } = await createSession(t.db, clock, t.env.sessionSecret, { userType, userId });
    headers.cookie = `${SESSION_COOKIE}=${token}`;
  }
  return t.app.inject({ url: '/api/seller/dashboard', headers });
}

describe('GET /api/seller/dashboard', () => {
  it('shows an empty series and 0 % before anything happened', async () => {
    const res = await dashboardAs('seller', seller.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = res.json();
    expect(body.stats).toEqual({
      totalProducts: 4,
      activeProducts: 2,
      totalViews: 0,
      whatsappClicks: 0,
      conversionRate: 0,
    });
    expect(body.daily).toHaveLength(30);
    expect(body.daily.every((d: { views: number; clicks: number }) => !d.views && !d.clicks)).toBe(
      true,
    );
  });

  it('counts the views and clicks buyers made, per UTC day, for this seller only', async () => {
    // 33 days ago: counted in the totals, older than the chart.
    await view(kente.id);
    // 29 days ago, the chart's first day: one view and one click, the view a second before
    // midnight UTC and the click a second after it (so it belongs to the next day).
    clock.advance(4 * DAY + 13 * 3_600_000 + 59 * 60_000 + 59_000); // 23:59:59 on day -29
    await view(kente.id);
    clock.advance(2_000); // 00:00:01 on day -28
    await click(kente.id);
    // Today: three views (two visitors on kente, one on smock) and three clicks.
    clock.advance(TODAY.getTime() - clock.now().getTime());
    await view(kente.id);
    await view(kente.id);
    await view(smock.id);
    await click(kente.id);
    await click(kente.id);
    await click(smock.id);
    // Another seller's product: must not show up.
    await view(otherBag.id);
    await view(otherBag.id);
    await click(otherBag.id);

    const body = (await dashboardAs('seller', seller.id)).json();
    expect(body.stats).toEqual({
      totalProducts: 4,
      activeProducts: 2,
      totalViews: 5,
      whatsappClicks: 4,
      conversionRate: 80,
    });
    const { daily } = body as { daily: { date: string; views: number; clicks: number }[] };
    expect(daily[0]).toEqual({ date: '2026-10-24', views: 1, clicks: 0 });
    expect(daily[1]).toEqual({ date: '2026-10-25', views: 0, clicks: 1 });
    expect(daily.at(-1)).toEqual({ date: '2026-11-22', views: 3, clicks: 3 });
    expect(daily.slice(2, -1).every((d) => d.views === 0 && d.clicks === 0)).toBe(true);
    // The chart holds the last 30 days only; the totals hold everything.
    expect(daily.reduce((n, d) => n + d.views, 0)).toBe(4);
  });

  it('gives the other seller only their own numbers', async () => {
    const body = (await dashboardAs('seller', other.id)).json();
    expect(body.stats).toEqual({
      totalProducts: 1,
      activeProducts: 1,
      totalViews: 2,
      whatsappClicks: 1,
      conversionRate: 50,
    });
    expect(body.daily.at(-1)).toEqual({ date: '2026-11-22', views: 2, clicks: 1 });
  });

  it("leaves out the seller's own views and clicks of their products", async () => {
    const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
      userType: 'seller',
      userId: seller.id,
    });
    const asSeller = (url: string) =>
      t.app.inject({
        method: 'POST',
        url,
        payload: {},
        headers: { origin: TEST_ORIGIN, cookie: `${SESSION_COOKIE}=${token}` },
      });
    expect((await asSeller(`/api/products/${kente.id}/views`)).statusCode).toBe(204);
    expect((await asSeller(`/api/products/${kente.id}/inquiries`)).statusCode).toBe(201);
    // …while the same seller looking at another shop's product is a visitor like any other.
    expect((await asSeller(`/api/products/${otherBag.id}/views`)).statusCode).toBe(204);
    const mine = (await dashboardAs('seller', seller.id)).json();
    expect(mine.stats).toMatchObject({ totalViews: 5, whatsappClicks: 4 });
    const theirs = (await dashboardAs('seller', other.id)).json();
    expect(theirs.stats).toMatchObject({ totalViews: 3, whatsappClicks: 1 });
  });

  it('moves the window with the clock: tomorrow, today is the second-last day', async () => {
    clock.advance(DAY);
    const { daily } = (await dashboardAs('seller', seller.id)).json();
    expect(daily.at(-1)).toEqual({ date: '2026-11-23', views: 0, clicks: 0 });
    expect(daily.at(-2)).toEqual({ date: '2026-11-22', views: 3, clicks: 3 });
    // Day -29 has left the chart; day -28 (the click) is now its first day.
    expect(daily[0]).toEqual({ date: '2026-10-25', views: 0, clicks: 1 });
  });

  it('is 401 signed out and 403 for riders and admins', async () => {
    expect((await dashboardAs(null)).statusCode).toBe(401);
    const rider = await buildRider(t.db);
    expect((await dashboardAs('rider', rider.id)).statusCode).toBe(403);
    expect((await dashboardAs('admin', rider.id)).statusCode).toBe(403);
  });
});
