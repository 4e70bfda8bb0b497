// Sellers in the back office: the list and its search; suspension (sessions end, the products
// leave every public read, sign-in says why only after the right password), reactivation,
// manual verification and credits granted once per request; each change audited with it, bad
// input and other callers changing nothing.
import { randomUUID } from 'node:crypto';
import {
  analyticsEvents,
  analyticsSellerDays,
  sellerCredentials,
  sellers,
  sessions,
} from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { hashPassword } from '../../../lib/passwords.ts';
import { signUpSeller } from '../../../testing/auth-helpers.ts';
import {
  adminCookie,
  adminGet,
  adminPost,
  auditOf,
  sessionCookie,
} from '../../../testing/backoffice/moderation-test-kit.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf } from '../../money/ledger/ledger.service.ts';
import { phoneDigits } from './admin-sellers.service.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
const CACHE_MS = 1000;
let t: TestApp;
beforeAll(async () => {
  // The listing micro-cache on, as in production: a suspension shows once it runs out.
  t = await createTestApp({ clock, listingCacheMs: CACHE_MS });
});
afterAll(() => t.close());

const PASSWORD = 'Kente-Pass-2026';

async function sellerWithPassword(overrides: Parameters<typeof buildSeller>[1] = {}) {
  const seller = await buildSeller(t.db, overrides);
  await t.db
    .insert(sellerCredentials)
    .values({ sellerId: seller.id, passwordHash: await hashPassword(PASSWORD) });
  return seller;
}

const signIn = (phone: string, password: string) =>
  adminPost(t, null, '/api/auth/seller/login', { phone, password });

const sellerRow = async (id: string) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!;

/** What the public sees of a product: listing, page, shop, search. */
async function publicView(productId: string, sellerId: string, title: string) {
  const [listing, page, shop, search] = await Promise.all([
    adminGet(t, null, '/api/products?pageSize=48'),
    adminGet(t, null, `/api/products/${productId}`),
    adminGet(t, null, `/api/shops/${sellerId}`),
    adminGet(t, null, `/api/search?q=${encodeURIComponent(title)}`),
  ]);
  const ids = (body: { items?: { id: string }[]; results?: { id: string }[] }) =>
    (body.items ?? body.results ?? []).map((p) => p.id);
  return {
    inListing: ids(listing.json()).includes(productId),
    page: page.statusCode,
    shop: shop.statusCode,
    inSearch: JSON.stringify(search.json()).includes(productId),
  };
}

describe('the sellers list', () => {
  it('searches by name, phone in any spelling and location; filters by status', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const tag = randomUUID().slice(0, 6);
    const kumasi = await buildSeller(t.db, {
      businessName: `Asantewaa ${tag} Beads`,
      whatsappNumber: '+233244123987',
      locationSlug: 'kumasi',
      isVerified: true,
      verifiedUntil: new Date('2027-01-01T00:00:00Z'),
      boostCredits: 4,
    });
    await buildProduct(t.db, { sellerId: kumasi.id });
    await buildProduct(t.db, { sellerId: kumasi.id, status: 'hidden' });
    await t.db.insert(analyticsEvents).values({
      eventType: 'seller_signed_in',
      sellerId: kumasi.id,
      createdAt: new Date('2026-11-20T10:00:00Z'),
    });
    const suspended = await buildSeller(t.db, {
      businessName: `Kofi ${tag} Phones`,
      status: 'suspended',
    });

    const byName = await adminGet(t, cookie, `/api/admin/sellers?q=${tag}%20beads`);
    expect(byName.statusCode).toBe(200);
    expect(byName.json().items).toEqual([
      {
        id: kumasi.id,
        businessName: `Asantewaa ${tag} Beads`,
        phone: '+233244123987',
        location: 'kumasi',
        locationName: 'Kumasi',
        status: 'active',
        isVerified: true,
        verifiedUntil: '2027-01-01T00:00:00.000Z',
        isPro: false,
        proUntil: null,
        productCount: 2,
        credits: 4,
        createdAt: kumasi.createdAt.toISOString(),
        lastSignInAt: '2026-11-20T10:00:00.000Z',
      },
    ]);
    for (const q of ['0244 123 987', '+233 24 412 3987', '244123987', '0244-123']) {
      const res = await adminGet(t, cookie, `/api/admin/sellers?q=${encodeURIComponent(q)}`);
      expect(res.json().items.map((s: { id: string }) => s.id)).toContain(kumasi.id);
    }
    const byPlace = await adminGet(t, cookie, `/api/admin/sellers?q=kumasi`);
    expect(byPlace.json().items.map((s: { id: string }) => s.id)).toContain(kumasi.id);
    const onlySuspended = await adminGet(t, cookie, `/api/admin/sellers?q=${tag}&status=suspended`);
    expect(onlySuspended.json()).toMatchObject({
      items: [{ id: suspended.id, status: 'suspended' }],
      total: 1,
      page: 1,
      pageSize: 50,
    });
  });

  it('a sign-in older than the raw events kept is still the last one, by its day', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const tag = randomUUID().slice(0, 6);
    const old = await buildSeller(t.db, { businessName: `Old ${tag} Shop` });
    const none = await buildSeller(t.db, { businessName: `Quiet ${tag} Shop` });
    // Only the daily rollups hold these sign-ins: their raw rows were pruned (decision 056).
    await t.db.insert(analyticsSellerDays).values([
      { sellerId: old.id, eventType: 'seller_signed_in', day: '2025-03-04', events: 2 },
      { sellerId: old.id, eventType: 'seller_signed_in', day: '2025-06-30', events: 1 },
      { sellerId: old.id, eventType: 'product_view', day: '2025-07-10', events: 5 },
    ]);
    const res = await adminGet(t, cookie, `/api/admin/sellers?q=${tag}`);
    const last = Object.fromEntries(
      res
        .json()
        .items.map((s: { id: string; lastSignInAt: string | null }) => [s.id, s.lastSignInAt]),
    );
    expect(last).toEqual({ [old.id]: '2025-06-30T00:00:00.000Z', [none.id]: null });
  });

  it('shows a seller who signed up (and so is signed in) with that sign-in as the last', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const { id, phone } = await signUpSeller(t);
    await t.app.analytics.flush();
    const res = await adminGet(t, cookie, `/api/admin/sellers?q=${encodeURIComponent(phone)}`);
    expect(res.json().items).toMatchObject([{ id, lastSignInAt: clock.now().toISOString() }]);
  });

  it('refuses a bad query with field messages', async () => {
    const { cookie } = await adminCookie(t, 'super_admin', clock);
    const res = await adminGet(t, cookie, '/api/admin/sellers?status=gone&page=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['page', 'status']);
  });

  it('reads phones only from what looks like one', () => {
    expect(phoneDigits('024 412')).toBe('23324412');
    expect(phoneDigits('+233 24')).toBe('23324');
    expect(phoneDigits('Kofi 024')).toBeNull();
    expect(phoneDigits('02')).toBeNull();
  });
});

describe('suspending a seller', () => {
  it('ends their sessions, takes their products off the public site, refuses sign-in with a reason; reactivating restores', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const seller = await sellerWithPassword({ businessName: 'Suspended Kente House' });
    const title = `Zorblax kente ${randomUUID().slice(0, 4)}`;
    const product = await buildProduct(t.db, { sellerId: seller.id, title });
    const sellerCookie = await sessionCookie(t, 'seller', seller.id, clock);
    clock.advance(CACHE_MS + 1);
    expect(await publicView(product.id, seller.id, title)).toEqual({
      inListing: true,
      page: 200,
      shop: 200,
      inSearch: true,
    });

    const res = await adminPost(t, cookie, `/api/admin/sellers/${seller.id}/suspend`, {
      reason: 'Selling fake phones',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ id: seller.id, status: 'suspended' });
    const sellerSessions = await t.db
      .select()
      .from(sessions)
      .where(and(eq(sessions.userType, 'seller'), eq(sessions.userId, seller.id)));
    expect(sellerSessions).toEqual([]);
    expect((await adminGet(t, sellerCookie, '/api/seller/products')).statusCode).toBe(401);
    expect(await auditOf(t, seller.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'seller.suspend',
        detail: {
          reason: 'Selling fake phones',
          before: { status: 'active' },
          after: { status: 'suspended' },
        },
      },
    ]);

    // The micro-caches keep an answer at most CACHE_MS (decision 009): past it, gone everywhere.
    clock.advance(CACHE_MS + 1);
    expect(await publicView(product.id, seller.id, title)).toEqual({
      inListing: false,
      page: 404,
      shop: 404,
      inSearch: false,
    });
    const sitemap = await t.app.inject({ method: 'GET', url: '/sitemap.xml' });
    expect(sitemap.body).not.toContain(product.id);

    const right = await signIn(seller.whatsappNumber, PASSWORD);
    expect(right.statusCode).toBe(403);
    expect(right.json().error).toEqual({
      code: 'account_suspended',
      message: 'Your shop is suspended. Please contact Dwa support.',
    });
    expect(right.headers['set-cookie']).toBeUndefined();
    const wrong = await signIn(seller.whatsappNumber, 'Not-The-Password-1');
    expect(wrong.statusCode).toBe(401);
    expect(wrong.json().error.code).toBe('invalid_credentials');

    const back = await adminPost(t, cookie, `/api/admin/sellers/${seller.id}/reactivate`);
    expect(back.statusCode).toBe(200);
    expect(back.json()).toMatchObject({ status: 'active' });
    clock.advance(CACHE_MS + 1);
    expect(await publicView(product.id, seller.id, title)).toMatchObject({
      inListing: true,
      page: 200,
    });
    expect((await signIn(seller.whatsappNumber, PASSWORD)).statusCode).toBe(200);
    expect((await auditOf(t, seller.id)).map((a) => a.action).sort()).toEqual([
      'seller.reactivate',
      'seller.suspend',
    ]);
  });

  it('suspends once when asked fifteen times at once', async () => {
    const { cookie } = await adminCookie(t, 'super_admin', clock);
    const seller = await buildSeller(t.db);
    const answers = await Promise.all(
      Array.from({ length: 15 }, () =>
        adminPost(t, cookie, `/api/admin/sellers/${seller.id}/suspend`, { reason: 'Spam' }),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(15).fill(200));
    expect(await auditOf(t, seller.id)).toHaveLength(1);
  });

  it('refuses a missing reason, an unknown seller and non-admins, changing nothing', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const seller = await buildSeller(t.db);
    const bad = await adminPost(t, cookie, `/api/admin/sellers/${seller.id}/suspend`, {
      reason: ' ',
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      reason: 'Write the reason (at least 3 characters).',
    });
    const unknown = await adminPost(t, cookie, `/api/admin/sellers/${randomUUID()}/suspend`, {
      reason: 'Spam',
    });
    expect(unknown.statusCode).toBe(404);
    const sellerCookie = await sessionCookie(t, 'seller', seller.id, clock);
    const self = await adminPost(t, sellerCookie, `/api/admin/sellers/${seller.id}/suspend`, {
      reason: 'Spam',
    });
    expect(self.statusCode).toBe(403);
    const anonymous = await adminPost(t, null, `/api/admin/sellers/${seller.id}/reactivate`);
    expect(anonymous.statusCode).toBe(401);
    expect((await sellerRow(seller.id)).status).toBe('active');
    expect(await auditOf(t, seller.id)).toEqual([]);
  });
});

describe('manual verification', () => {
  it('verifies for the paid length, once; unverifying clears the expiry', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const seller = await buildSeller(t.db);
    const url = `/api/admin/sellers/${seller.id}/verification`;
    const until = new Date(clock.now().getTime() + 365 * 86_400_000).toISOString();
    const first = await adminPost(t, cookie, url, { verified: true });
    expect(first.statusCode).toBe(200);
    expect(first.json()).toMatchObject({ isVerified: true, verifiedUntil: until });
    // Again: a running verification is not stretched.
    expect((await adminPost(t, cookie, url, { verified: true })).json().verifiedUntil).toBe(until);
    expect(await sellerRow(seller.id)).toMatchObject({ isVerified: true });
    const off = await adminPost(t, cookie, url, { verified: false });
    expect(off.json()).toMatchObject({ isVerified: false, verifiedUntil: null });
    const audits = await auditOf(t, seller.id);
    expect(audits.map((a) => a.action).sort()).toEqual(['seller.unverify', 'seller.verify']);
    expect(audits.find((a) => a.action === 'seller.verify')).toMatchObject({
      actorId: admin.id,
      detail: {
        before: { isVerified: false, verifiedUntil: null },
        after: { isVerified: true, verifiedUntil: until },
      },
    });
    const bad = await adminPost(t, cookie, url, { verified: 'yes' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('verified');
  });
});

describe('granting credits', () => {
  it('grants through the ledger once per request id, even twenty at once', async () => {
    const { admin, cookie } = await adminCookie(t, 'super_admin', clock);
    const seller = await buildSeller(t.db, { boostCredits: 2 });
    const requestId = randomUUID();
    const body = { credits: 5, reason: 'Apology for the outage', requestId };
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        adminPost(t, cookie, `/api/admin/sellers/${seller.id}/credits`, body),
      ),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(answers.filter((a) => a.json().granted)).toHaveLength(1);
    expect(answers.map((a) => a.json().credits)).toEqual(Array(20).fill(7));
    expect(await balanceOf(t.db, 'seller_credits', seller.id)).toBe(7);
    expect(await auditOf(t, seller.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'seller.grant_credits',
        detail: { granted: 5, requestId, before: { credits: 2 }, after: { credits: 7 } },
      },
    ]);
    const list = await adminGet(
      t,
      cookie,
      `/api/admin/sellers?q=${encodeURIComponent(seller.businessName)}`,
    );
    expect(list.json().items[0]).toMatchObject({ id: seller.id, credits: 7 });
  });

  it('is money: a support admin is refused; bad amounts are field errors; nothing granted', async () => {
    const seller = await buildSeller(t.db);
    const url = `/api/admin/sellers/${seller.id}/credits`;
    const support = await adminCookie(t, 'support', clock);
    const refused = await adminPost(t, support.cookie, url, {
      credits: 5,
      reason: 'Please',
      requestId: randomUUID(),
    });
    expect(refused.statusCode).toBe(403);
    const { cookie } = await adminCookie(t, 'super_admin', clock);
    for (const credits of [0, 1.5, 1001, 'many']) {
      const bad = await adminPost(t, cookie, url, {
        credits,
        reason: 'Gift',
        requestId: randomUUID(),
      });
      expect(bad.statusCode).toBe(400);
      expect(bad.json().error.fields).toEqual({
        credits: 'Enter a whole number of credits from 1 to 1,000.',
      });
    }
    const noId = await adminPost(t, cookie, url, { credits: 1, reason: 'Gift' });
    expect(noId.statusCode).toBe(400);
    expect(await balanceOf(t.db, 'seller_credits', seller.id)).toBe(0);
    expect(await auditOf(t, seller.id)).toEqual([]);
  });
});

it('answers in the caller language', async () => {
  const { cookie } = await adminCookie(t, 'support', clock);
  const seller = await buildSeller(t.db);
  const res = await t.app.inject({
    method: 'POST',
    url: `/api/admin/sellers/${seller.id}/suspend`,
    headers: { cookie, origin: TEST_ORIGIN, 'accept-language': 'pidgin' },
    payload: {},
  });
  expect(res.json().error.fields.reason).toBe('Write why (at least 3 letters).');
});
