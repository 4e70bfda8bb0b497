// Bulk Hide / Unhide / Delete / Boost: exactly the selected products the seller owns, all or
// nothing; boosting by credits for verified sellers; hidden products leave every public list.
import { boosts, ledgerEntries, productImages, products, settings } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { DEFAULT_PRICES } from '@dwa/domain/payments';
import { BULK_MAX_IDS } from '@dwa/domain/seller-products';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  bulk,
  form,
  getAs,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
  storedKeys,
} from '../../../testing/catalog/test-requests.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf } from '../../money/ledger/ledger.service.ts';

const NOW = new Date('2026-11-23T09:00:00Z');
const DAY = 24 * 60 * 60 * 1000;
const clock = fixedClock(NOW);
let t: TestApp;
let me: Awaited<ReturnType<typeof signedInSeller>>;
let stranger: Awaited<ReturnType<typeof signedInSeller>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  me = await signedInSeller(t, {}, clock);
  stranger = await signedInSeller(t, {}, clock);
});
afterAll(() => t.close());

const statusOf = async (ids: string[]) => {
  const rows = await t.db
    .select({ id: products.id, status: products.status })
    .from(products)
    .where(inArray(products.id, ids));
  return Object.fromEntries(rows.map((r) => [r.id, r.status]));
};
const mine = (status = 'active', sellerId = me.seller.id) =>
  buildProduct(t.db, { sellerId, status });

describe('hide and unhide', () => {
  it('hides active and draft products, leaves sold ones, and unhides hidden ones', async () => {
    const [a, d, s] = [await mine('active'), await mine('draft'), await mine('sold')];
    const ids = [a.id, d.id, s.id];
    const hide = await bulk(t, me.cookie, { action: 'hide', ids: [...ids, a.id] });
    expect(hide.statusCode).toBe(200);
    expect(hide.json()).toEqual({ action: 'hide', changed: 2 });
    expect(await statusOf(ids)).toEqual({ [a.id]: 'hidden', [d.id]: 'hidden', [s.id]: 'sold' });

    const unhide = await bulk(t, me.cookie, { action: 'unhide', ids });
    expect(unhide.json()).toEqual({ action: 'unhide', changed: 2 });
    expect(await statusOf(ids)).toEqual({ [a.id]: 'active', [d.id]: 'active', [s.id]: 'sold' });
  });

  it('a hidden product leaves the public listing, search, product and shop pages', async () => {
    const shop = await signedInSeller(t, {}, clock);
    const p = await buildProduct(t.db, { sellerId: shop.seller.id, title: 'Zanzibar drum' });
    const visible = async () => {
      const listing = (await t.app.inject({ url: '/api/products?pageSize=48' })).json();
      const search = (await t.app.inject({ url: '/api/search?q=zanzibar' })).json();
      const page = await t.app.inject({ url: `/api/products/${p.id}` });
      const shopPage = (await t.app.inject({ url: `/api/shops/${shop.seller.id}` })).json();
      return [
        listing.items.some((i: { id: string }) => i.id === p.id),
        search.items.some((i: { id: string }) => i.id === p.id),
        page.statusCode === 200,
        shopPage.products.some((i: { id: string }) => i.id === p.id),
      ];
    };
    expect(await visible()).toEqual([true, true, true, true]);
    expect((await bulk(t, shop.cookie, { action: 'hide', ids: [p.id] })).statusCode).toBe(200);
    expect(await visible()).toEqual([false, false, false, false]);
  });
});

describe('all or nothing', () => {
  it("is 404 and changes nothing when one id is another seller's or unknown", async () => {
    const a = await mine();
    const theirs = await mine('active', stranger.seller.id);
    for (const other of [theirs.id, '00000000-0000-4000-8000-000000000000']) {
      for (const action of ['hide', 'delete', 'boost'] as const) {
        const res = await bulk(t, me.cookie, { action, ids: [a.id, other] });
        expect(res.statusCode).toBe(404);
        expect(res.json().error.fields).toEqual({
          ids: 'Some of the selected products were not found. Reload the page and try again.',
        });
      }
    }
    expect(await statusOf([a.id, theirs.id])).toEqual({ [a.id]: 'active', [theirs.id]: 'active' });
  });

  it('refuses bad requests with field messages', async () => {
    const a = await mine();
    const cases: [object, Record<string, string>][] = [
      [{ action: 'hide', ids: [] }, { ids: 'Select at least one product.' }],
      [
        {
          action: 'hide',
          ids: Array.from({ length: BULK_MAX_IDS + 1 }, () => crypto.randomUUID()),
        },
        { ids: 'Select at most 100 products at a time.' },
      ],
      [{ action: 'hide', ids: ['nope'] }, { 'ids.0': 'This value is not valid.' }],
    ];
    for (const [payload, fields] of cases) {
      const res = await bulk(t, me.cookie, payload);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.fields).toEqual(fields);
    }
    expect((await bulk(t, me.cookie, { action: 'sell', ids: [a.id] })).statusCode).toBe(400);
    expect(await statusOf([a.id])).toEqual({ [a.id]: 'active' });
  });
});

describe('delete', () => {
  it('deletes the rows and then their stored photos', async () => {
    const created = await sendProduct(
      t,
      me.cookie,
      productBody(form({}, 2), [
        { data: await photoJpeg(400, 300) },
        { data: await photoJpeg(300, 400, 60) },
      ]),
    );
    const id = created.json().id as string;
    const keep = await mine();
    const keys = (await storedKeys(t)).filter((k) => k.startsWith(`products/${id}/`));
    expect(keys.length).toBeGreaterThan(0);

    const res = await bulk(t, me.cookie, { action: 'delete', ids: [id] });
    expect(res.json()).toEqual({ action: 'delete', changed: 1 });
    expect(await statusOf([id, keep.id])).toEqual({ [keep.id]: 'active' });
    expect(await t.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual(
      [],
    );
    const left = await storedKeys(t);
    for (const key of keys) expect(left).not.toContain(key);
    expect((await getAs(t, me.cookie, `/api/seller/products/${id}`)).statusCode).toBe(404);
  });
});

describe('files shared with a WhatsApp upload', () => {
  it('are kept when the product published from the upload is deleted', async () => {
    // Publishing an upload points the product's photo rows at the upload's files.
    const key = `whatsapp/${crypto.randomUUID()}/0/640.webp`;
    await t.storage.put(key, await photoJpeg(64, 48), 'image/webp');
    const p = await mine();
    await t.db.insert(productImages).values({
      productId: p.id,
      position: 0,
      width: 64,
      height: 48,
      variants: [{ width: 64, height: 48, key, bytes: 1 }],
    });
    expect((await bulk(t, me.cookie, { action: 'delete', ids: [p.id] })).json().changed).toBe(1);
    expect(await storedKeys(t)).toContain(key);
  });
});

describe('boost', () => {
  const credits = (id: string) => balanceOf(t.db, 'seller_credits', id);

  it('needs a verified seller whose verification has not run out (403)', async () => {
    for (const overrides of [
      { isVerified: false, boostCredits: 5 },
      { isVerified: true, verifiedUntil: new Date(NOW.getTime() - DAY), boostCredits: 5 },
    ]) {
      const s = await signedInSeller(t, overrides, clock);
      const p = await mine('active', s.seller.id);
      const res = await bulk(t, s.cookie, { action: 'boost', ids: [p.id] });
      expect(res.statusCode).toBe(403);
      expect(res.json().error.code).toBe('verification_required');
      expect(await credits(s.seller.id)).toBe(5);
    }
  });

  it('needs one credit per product (402) and boosts only active products (400)', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 1 }, clock);
    const [a, b] = [await mine('active', s.seller.id), await mine('active', s.seller.id)];
    const poor = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, b.id], days: 1 });
    expect(poor.statusCode).toBe(402);
    expect(poor.json().error.code).toBe('not_enough_credits');
    const hidden = await mine('hidden', s.seller.id);
    const res = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, hidden.id], days: 1 });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({ ids: 'Only active products can be boosted.' });
    const rows = await t.db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, b.id]));
    expect(rows.every((r) => !r.isBoosted)).toBe(true);
    expect(await credits(s.seller.id)).toBe(1);
    expect(await t.db.select().from(boosts).where(eq(boosts.sellerId, s.seller.id))).toEqual([]);
  });

  it('spends a credit per product not already boosted and boosts for the day asked', async () => {
    const s = await signedInSeller(
      t,
      { isVerified: true, verifiedUntil: new Date(NOW.getTime() + 300 * DAY), boostCredits: 3 },
      clock,
    );
    const [a, b] = [await mine('active', s.seller.id), await mine('active', s.seller.id)];
    // A boost that ran out an hour ago but was not swept yet: counts as not boosted.
    const lapsed = await buildProduct(t.db, {
      sellerId: s.seller.id,
      isBoosted: true,
      boostedUntil: new Date(NOW.getTime() - 3600_000),
    });
    const res = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, lapsed.id], days: 1 });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ action: 'boost', changed: 2, creditsLeft: 1 });
    const until = new Date(NOW.getTime() + DAY);
    const rows = await t.db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, lapsed.id]));
    for (const r of rows)
      expect([r.isBoosted, r.boostedUntil?.getTime()]).toEqual([true, until.getTime()]);
    const made = await t.db.select().from(boosts).where(eq(boosts.sellerId, s.seller.id));
    expect(made.map((m) => [m.startsAt.getTime(), m.endsAt.getTime()])).toEqual([
      [NOW.getTime(), until.getTime()],
      [NOW.getTime(), until.getTime()],
    ]);

    // Already boosted: free and unchanged; only b costs a credit.
    const again = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, b.id], days: 1 });
    expect(again.json()).toEqual({ action: 'boost', changed: 1, creditsLeft: 0 });
    expect(await credits(s.seller.id)).toBe(0);
    const none = await bulk(t, s.cookie, { action: 'boost', ids: [a.id] });
    expect(none.json()).toEqual({ action: 'boost', changed: 0, creditsLeft: 0 });
  });

  it('charges the price of the length asked: 3 days cost 2 credits, 7 days 4 (defaults)', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 6 }, clock);
    const [a, b] = [await mine('active', s.seller.id), await mine('active', s.seller.id)];
    const three = await bulk(t, s.cookie, { action: 'boost', ids: [a.id], days: 3 });
    expect(three.json()).toEqual({ action: 'boost', changed: 1, creditsLeft: 4 });
    const seven = await bulk(t, s.cookie, { action: 'boost', ids: [b.id] });
    expect(seven.json()).toEqual({ action: 'boost', changed: 1, creditsLeft: 0 });
    const rows = await t.db
      .select()
      .from(products)
      .where(inArray(products.id, [a.id, b.id]));
    const until = Object.fromEntries(rows.map((r) => [r.id, r.boostedUntil?.getTime()]));
    expect(until).toEqual({ [a.id]: NOW.getTime() + 3 * DAY, [b.id]: NOW.getTime() + 7 * DAY });
    const bad = await bulk(t, s.cookie, { action: 'boost', ids: [a.id], days: 2 });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.days).toBe('Choose a boost of 1, 3 or 7 days.');
  });

  it('lets a Pro seller boost without credits or verification, up to the fair-use limit', async () => {
    await t.db
      .insert(settings)
      .values({ key: 'prices', value: { ...DEFAULT_PRICES, proBoostLimit: 2 } })
      .onConflictDoUpdate({
        target: settings.key,
        set: { value: { ...DEFAULT_PRICES, proBoostLimit: 2 } },
      });
    try {
      const s = await signedInSeller(t, { proUntil: new Date(NOW.getTime() + 10 * DAY) }, clock);
      const [a, b, c] = [
        await mine('active', s.seller.id),
        await mine('active', s.seller.id),
        await mine('active', s.seller.id),
      ];
      const two = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, b.id] });
      expect(two.json()).toEqual({ action: 'boost', changed: 2, creditsLeft: 0 });
      const over = await bulk(t, s.cookie, { action: 'boost', ids: [c.id] });
      expect(over.statusCode).toBe(409);
      expect(await credits(s.seller.id)).toBe(0);
      // A Pro that ran out is an ordinary (here unverified) seller again.
      const lapsed = await signedInSeller(t, { proUntil: new Date(NOW.getTime() - DAY) }, clock);
      const p = await mine('active', lapsed.seller.id);
      expect((await bulk(t, lapsed.cookie, { action: 'boost', ids: [p.id] })).statusCode).toBe(403);
    } finally {
      await t.db.delete(settings).where(eq(settings.key, 'prices'));
    }
  });

  it('never spends one credit twice when boosts race', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 1 }, clock);
    const mineAll = await Promise.all(
      Array.from({ length: 10 }, () => mine('active', s.seller.id)),
    );
    const answers = await Promise.all(
      mineAll.map((p) => bulk(t, s.cookie, { action: 'boost', ids: [p.id], days: 1 })),
    );
    expect(answers.filter((r) => r.statusCode === 200)).toHaveLength(1);
    expect(answers.filter((r) => r.statusCode === 402)).toHaveLength(9);
    expect(await credits(s.seller.id)).toBe(0);
    const spent = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.accountId, s.seller.id));
    expect(spent.map((e) => e.amountPesewas).sort()).toEqual([-1, 1]);
  });
});
