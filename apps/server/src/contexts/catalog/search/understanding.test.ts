// GET /api/search understands what buyers mean (decision 037): kinds ("phone" finds a Tecno),
// the title before the seller's name, price and place phrases as filters, the nearest results
// when nothing matches. One fresh database: the kinds are common words, so no made-up words.
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  const phoneHub = await buildSeller(t.db, { businessName: 'Ama Phone Hub', isVerified: true });
  const other = await buildSeller(t.db, { businessName: 'Kumasi Foot Wear' });
  const at = (minutes: number) => new Date(Date.now() - minutes * 60_000);
  // The seller's name says "phone"; this product's text does not, and it is the newest.
  await buildProduct(t.db, {
    sellerId: phoneHub.id,
    title: 'Shea butter 500g',
    description: 'Raw and unrefined.',
    category: 'general',
    createdAt: at(1),
  });
  await buildProduct(t.db, {
    sellerId: phoneHub.id,
    title: 'Tecno Spark 20 Pro',
    description: 'Big screen, 256GB storage.',
    category: 'electronics',
    pricePesewas: 185_000,
    createdAt: at(50),
  });
  await buildProduct(t.db, {
    sellerId: phoneHub.id,
    title: 'Oraimo fast phone charger',
    description: 'Type-C, 18W.',
    category: 'electronics',
    pricePesewas: 9_000,
    createdAt: at(2),
  });
  await buildProduct(t.db, {
    sellerId: other.id,
    title: 'iPhone 13 128GB',
    description: 'UK used, battery 88%.',
    category: 'electronics',
    pricePesewas: 520_000,
    createdAt: at(40),
  });
  await buildProduct(t.db, {
    sellerId: other.id,
    title: 'Leather shoes for men',
    category: 'fashion',
    locationSlug: 'kumasi',
    pricePesewas: 35_000,
    createdAt: at(30),
  });
  await buildProduct(t.db, {
    sellerId: other.id,
    title: 'Canvas sneakers',
    category: 'fashion',
    locationSlug: 'accra',
    pricePesewas: 25_000,
    createdAt: at(31),
  });
  await buildProduct(t.db, {
    title: 'Ankara wax print, 6 yards',
    category: 'fashion',
    pricePesewas: 28_000,
    createdAt: at(20),
  });
  await buildProduct(t.db, {
    title: 'Total Quartz engine oil 4L',
    category: 'automotive',
    pricePesewas: 45_000,
    createdAt: at(3),
  });
  await buildProduct(t.db, {
    title: 'Frytol vegetable oil 5L',
    category: 'food',
    pricePesewas: 16_000,
    createdAt: at(60),
  });
});
afterAll(() => t.close());

interface Body {
  items: { title: string }[];
  total: number;
  fuzzy: boolean;
  nearest: boolean;
  relaxed?: Record<string, unknown>;
  understood?: { q: string; minPricePesewas?: number; maxPricePesewas?: number; location?: string };
}

async function search(params: Record<string, string>): Promise<Body> {
  const res = await t.app.inject({ url: `/api/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json();
}
const titles = (body: Body) => body.items.map((i) => i.title);

describe('kinds', () => {
  it('"phone" means phones: a Tecno and an iPhone first, the charger after, the seller name last', async () => {
    const body = await search({ q: 'phone' });
    expect(titles(body)).toEqual([
      // Both phones, the verified seller's first at equal relevance.
      'Tecno Spark 20 Pro',
      'iPhone 13 128GB',
      'Oraimo fast phone charger',
      'Shea butter 500g',
    ]);
    expect(body.nearest).toBe(false);
  });

  it('plurals, Pidgin and Twi words name the same kinds', async () => {
    expect(titles(await search({ q: 'phones' })).slice(0, 2)).toEqual([
      'Tecno Spark 20 Pro',
      'iPhone 13 128GB',
    ]);
    expect(titles(await search({ q: 'fone' })).slice(0, 2)).toEqual([
      'Tecno Spark 20 Pro',
      'iPhone 13 128GB',
    ]);
    expect(titles(await search({ q: 'ntoma' }))).toEqual(['Ankara wax print, 6 yards']);
    expect(titles(await search({ q: 'cloth' }))).toEqual(['Ankara wax print, 6 yards']);
  });

  it('"oil" is cooking oil before engine oil; "engine oil" is engine oil', async () => {
    expect(titles(await search({ q: 'oil' }))).toEqual([
      'Frytol vegetable oil 5L',
      'Total Quartz engine oil 4L',
    ]);
    expect(titles(await search({ q: 'engine oil' }))).toEqual(['Total Quartz engine oil 4L']);
  });

  it('a brand is a word, not a kind: "iphone" finds the iPhone, then the other phones', async () => {
    // Not the phone charger, nor the shea butter of "Ama Phone Hub" (decision 061).
    expect(titles(await search({ q: 'iphone' }))).toEqual([
      'iPhone 13 128GB',
      'Tecno Spark 20 Pro',
    ]);
  });
});

describe('words that are filters', () => {
  it.each([
    [
      'phone under 2000',
      { maxPricePesewas: 200_000 },
      ['Tecno Spark 20 Pro', 'Oraimo fast phone charger'],
    ],
    [
      'phones between 1000 and 6000',
      { minPricePesewas: 100_000, maxPricePesewas: 600_000 },
      ['Tecno Spark 20 Pro', 'iPhone 13 128GB'],
    ],
    ['shoes in kumasi', { location: 'kumasi' }, ['Leather shoes for men']],
    ['cheap shoes kumasi', { location: 'kumasi' }, ['Leather shoes for men']],
  ] as const)('%s', async (q, filters, expected) => {
    const body = await search({ q });
    expect(body.understood).toMatchObject(filters);
    // Products matching only through the seller's name ("Ama Phone Hub") may follow.
    expect(titles(body).slice(0, expected.length)).toEqual(expected);
  });

  it('"phone below 1k": no phone is, the charger that says "phone" is no answer (061, addendum)', async () => {
    const body = await search({ q: 'phone below 1k' });
    expect(body.understood).toMatchObject({ maxPricePesewas: 100_000 });
    // The phones above the price, labelled so, before the charger.
    expect(body).toMatchObject({ nearest: true, relaxed: { maxPricePesewas: 100_000 } });
    expect(body.items[0]?.title).toBe('Tecno Spark 20 Pro');
  });

  it('a filter the buyer set wins over the words', async () => {
    const body = await search({ q: 'phone under 2000', maxPrice: '6000' });
    expect(body.understood).toBeUndefined();
    expect(titles(body)).toContain('iPhone 13 128GB');
  });

  it('"iPhone 11 to 13" is words, not a price range', async () => {
    const body = await search({ q: 'iphone 11 to 13' });
    expect(body.understood).toBeUndefined();
  });
});

describe('nothing matches', () => {
  it('some of the words: products of the same kind, the one with the words first, flagged', async () => {
    const body = await search({ q: 'tecno helicopter' });
    expect(body).toMatchObject({ nearest: true, relaxed: { kind: 'phone' } });
    expect(titles(body)).toEqual(['Tecno Spark 20 Pro', 'iPhone 13 128GB']);
  });

  it('none of the words and no kind: nothing, never the listing in its place', async () => {
    const body = await search({ q: 'helicopter', category: 'fashion' });
    expect(body).toMatchObject({ items: [], total: 0, nearest: false });
  });

  it('a match is never flagged nearest', async () => {
    expect((await search({ q: 'tecno' })).nearest).toBe(false);
  });
});

describe('how people ask', () => {
  it.each(['abeg I wan buy tecno', 'mepɛ tecno', 'do you have tecno?'])(
    '"%s" searches the product words only',
    async (q) => {
      const body = await search({ q });
      expect(body.nearest).toBe(false);
      expect(titles(body)).toEqual(['Tecno Spark 20 Pro', 'iPhone 13 128GB']);
    },
  );
});
