import { productImages } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { expireBoosts } from './boost-expiry.ts';

let t: TestApp;
const day = 86_400_000;
const base = new Date('2026-11-01T12:00:00Z').getTime();
const at = (days: number) => new Date(base + days * day);
const ids: Record<string, string> = {};

beforeAll(async () => {
  t = await createTestApp();
  const verified = await buildSeller(t.db, { businessName: 'Kofi Electronics', isVerified: true });
  const suspended = await buildSeller(t.db, { status: 'suspended' });
  const mk = async (name: string, o: Parameters<typeof buildProduct>[1]) => {
    ids[name] = (await buildProduct(t.db, { sellerId: verified.id, title: name, ...o })).id;
  };
  await mk('old plain', { createdAt: at(1), category: 'books' });
  await mk('new plain', { createdAt: at(5), category: 'books' });
  await mk('featured old', { createdAt: at(0), isFeatured: true, category: 'fashion' });
  await mk('boosted old', {
    createdAt: at(-3),
    isBoosted: true,
    boostedUntil: new Date(Date.now() + 7 * day),
    category: 'electronics',
  });
  await mk('hidden', { createdAt: at(9), status: 'hidden', category: 'books' });
  await mk('sold', { createdAt: at(9), status: 'sold', category: 'books' });
  await mk('draft', { createdAt: at(9), status: 'draft', category: 'books' });
  await buildProduct(t.db, {
    sellerId: suspended.id,
    title: 'of suspended seller',
    createdAt: at(9),
  });
  await t.db.insert(productImages).values({
    productId: ids['new plain']!,
    position: 0,
    width: 1280,
    height: 960,
    variants: [
      { width: 640, height: 480, key: 'products/x/y/640.webp', bytes: 30_000 },
      { width: 160, height: 120, key: 'products/x/y/160.webp', bytes: 4_000 },
      { width: 320, height: 240, key: 'products/x/y/320.webp', bytes: 10_000 },
    ],
  });
});
afterAll(() => t.close());

const list = (query = '') => t.app.inject({ url: `/api/products${query}` });

describe('GET /api/products', () => {
  it('lists active products of active sellers: boosted, then featured, then newest', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.items.map((p: { title: string }) => p.title)).toEqual([
      'boosted old',
      'featured old',
      'new plain',
      'old plain',
    ]);
    expect(body).toMatchObject({ page: 1, pageSize: 24, total: 4 });
    expect(body.items[0]).toMatchObject({
      isBoosted: true,
      seller: { businessName: 'Kofi Electronics', isVerified: true },
    });
  });

  it('pages through the listing with a stable total', async () => {
    const first = (await list('?pageSize=3')).json();
    const second = (await list('?pageSize=3&page=2')).json();
    expect(first.items).toHaveLength(3);
    expect(second.items.map((p: { title: string }) => p.title)).toEqual(['old plain']);
    expect(second.total).toBe(4);
    // A page past the end has no rows but still tells the true total.
    const beyond = (await list('?pageSize=3&page=5&category=books')).json();
    expect(beyond).toMatchObject({ items: [], page: 5, total: 2 });
  });

  it('filters by category', async () => {
    const body = (await list('?category=books')).json();
    expect(body.items.map((p: { title: string }) => p.title)).toEqual(['new plain', 'old plain']);
    expect((await list('?category=sports')).json()).toMatchObject({ items: [], total: 0 });
  });

  it('describes the cover photo as WebP variants for srcset', async () => {
    const body = (await list('?category=books')).json();
    const withPhoto = body.items.find((p: { title: string }) => p.title === 'new plain');
    expect(withPhoto.photo).toEqual({
      src: '/media/products/x/y/320.webp',
      srcset:
        '/media/products/x/y/160.webp 160w, /media/products/x/y/320.webp 320w, /media/products/x/y/640.webp 640w',
      width: 640,
      height: 480,
    });
    expect(body.items.find((p: { title: string }) => p.title === 'old plain').photo).toBeNull();
  });

  it('rejects bad query parameters with field messages', async () => {
    const res = await list('?category=weapons&pageSize=1000&page=0');
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['category', 'page', 'pageSize']);
  });
});

describe('expireBoosts', () => {
  it('un-boosts products whose boost has ended, and only those', async () => {
    const clock = fixedClock(new Date(Date.now() + 8 * day));
    expect(await expireBoosts(t.db, clock)).toBe(1);
    expect(await expireBoosts(t.db, clock)).toBe(0);
    const titles = (await list()).json().items.map((p: { title: string }) => p.title);
    expect(titles[0]).toBe('featured old');
  });
});

describe('listing cache', () => {
  it('answers repeated listings from memory for LISTING_CACHE_MS, then sees new products', async () => {
    const clock = fixedClock(new Date());
    const cached = await createTestApp({ clock, listingCacheMs: 1000 });
    try {
      const seller = await buildSeller(cached.db);
      const titles = async () =>
        (await cached.app.inject({ url: '/api/products' }))
          .json()
          .items.map((p: { title: string }) => p.title);
      await buildProduct(cached.db, { sellerId: seller.id, title: 'first' });
      expect(await titles()).toEqual(['first']);
      await buildProduct(cached.db, { sellerId: seller.id, title: 'second' });
      expect(await titles()).toEqual(['first']);
      clock.advance(1000);
      expect((await titles()).sort()).toEqual(['first', 'second']);
      const res = await cached.app.inject({ url: '/api/products' });
      expect(res.headers['content-type']).toBe('application/json; charset=utf-8');
    } finally {
      await cached.close();
    }
  });
});
