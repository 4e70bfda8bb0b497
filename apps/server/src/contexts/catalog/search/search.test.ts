// GET /api/search on a real database. Each group searches its own made-up word, so groups do
// not see each other's products.
import { products, sellers } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { SEARCH_COUNT_LIMIT, SearchQuerySchema } from '@dwa/domain/search';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { searchProducts } from './search.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);
async function search(params: Record<string, string>) {
  const res = await t.app.inject({ url: `/api/search?${new URLSearchParams(params)}` });
  expect(res.statusCode, res.body).toBe(200);
  return res.json() as {
    items: { id: string; title: string; seller: { businessName: string } }[];
    total: number;
    totalCapped: boolean;
    fuzzy: boolean;
    nearest: boolean;
    relaxed?: Record<string, unknown>;
    page: number;
    pageSize: number;
  };
}
/** The matches: nearest results (offered when nothing matched, decision 037) are not matches. */
const titles = (body: { items: { title: string }[]; nearest?: boolean }) =>
  body.nearest ? [] : body.items.map((i) => i.title);

describe('matching and ranking', () => {
  beforeAll(async () => {
    await buildProduct(t.db, {
      title: 'Plain radio',
      description: 'Comes with a zalgon strap',
      createdAt: minutesAgo(1),
    });
    await buildProduct(t.db, {
      title: 'Zalgon speaker',
      description: 'Loud',
      createdAt: minutesAgo(10),
    });
  });

  it('ranks a title match above a description match, even when it is older', async () => {
    const body = await search({ q: 'zalgon' });
    expect(titles(body)).toEqual(['Zalgon speaker', 'Plain radio']);
    expect(body).toMatchObject({ total: 2, totalCapped: false, fuzzy: false });
  });

  it('finds words in any form (stemming) and all words must match', async () => {
    expect(titles(await search({ q: 'zalgons' }))).toHaveLength(2);
    expect(titles(await search({ q: 'zalgon speakers' }))).toEqual(['Zalgon speaker']);
  });

  it('returns the same card as the listing', async () => {
    const [item] = (await search({ q: 'zalgon speaker' })).items;
    const listing = await t.app.inject({ url: '/api/products?pageSize=48' });
    const card = listing.json().items.find((c: { id: string }) => c.id === item?.id);
    expect(item).toEqual(card);
  });
});

describe('seller name and location', () => {
  let shopId: string;
  beforeAll(async () => {
    const shop = await buildSeller(t.db, { businessName: 'Quorvex Fabrics' });
    shopId = shop.id;
    await buildProduct(t.db, { sellerId: shop.id, title: 'Kente stole', locationSlug: 'accra' });
    await buildProduct(t.db, { title: 'Qoffu lamp', locationSlug: 'cape-coast' });
    await buildProduct(t.db, { title: 'Qoffu bulb', locationSlug: 'tamale' });
  });

  it("finds a product by its seller's business name", async () => {
    const body = await search({ q: 'quorvex' });
    expect(titles(body)).toEqual(['Kente stole']);
    expect(body.items[0]?.seller.businessName).toBe('Quorvex Fabrics');
  });

  it('finds products by location name, with other words', async () => {
    expect(titles(await search({ q: 'qoffu cape coast' }))).toEqual(['Qoffu lamp']);
    expect(titles(await search({ q: 'qoffu tamale' }))).toEqual(['Qoffu bulb']);
  });

  it("follows a seller's new business name", async () => {
    await t.db.update(sellers).set({ businessName: 'Yendrix Wear' }).where(eq(sellers.id, shopId));
    expect(titles(await search({ q: 'yendrix' }))).toEqual(['Kente stole']);
    expect(titles(await search({ q: 'quorvex' }))).toEqual([]);
  });

  it('ignores a seller name written straight into a product', async () => {
    const [row] = await t.db
      .update(products)
      .set({ sellerName: 'Forged Name' })
      .where(eq(products.title, 'Kente stole'))
      .returning({ sellerName: products.sellerName });
    expect(row?.sellerName).toBe('Yendrix Wear');
  });
});

describe('typo fallback', () => {
  beforeAll(async () => {
    await buildProduct(t.db, { title: 'iPhone 13 Pro 128GB' });
    await buildProduct(t.db, { title: 'iPhone 11 used' });
    await buildProduct(t.db, { title: 'iPhone XR', status: 'hidden' });
    await buildProduct(t.db, { title: 'Samsung Galaxy A14', pricePesewas: 150_000 });
  });

  it("'iphnoe' finds the iPhones through the typo dictionary and says so", async () => {
    const body = await search({ q: 'iphnoe' });
    expect(body.fuzzy).toBe(true);
    // The iPhones, then the other phones (decision 061).
    expect(titles(body).slice(0, 2).sort()).toEqual(['iPhone 11 used', 'iPhone 13 Pro 128GB']);
    expect(titles(body).slice(2)).toEqual(['Samsung Galaxy A14']);
  });

  it('corrects each word of a query', async () => {
    const body = await search({ q: 'samsnug galxy' });
    expect(body).toMatchObject({ fuzzy: true, total: 3 });
    expect(titles(body)[0]).toBe('Samsung Galaxy A14');
  });

  it('known words that filters exclude are not "corrected"', async () => {
    const body = await search({ q: 'samsung', maxPrice: '10' });
    // Not turned into another word: the Samsung above the price, said to be so (decision 061).
    expect(body).toMatchObject({
      fuzzy: false,
      nearest: true,
      relaxed: { maxPricePesewas: 1_000 },
    });
    expect(body.items.map((i) => i.title)).toEqual(['Samsung Galaxy A14']);
  });

  it('exact words do not use the fallback', async () => {
    const body = await search({ q: 'iphone' });
    expect(body.fuzzy).toBe(false);
    // The two iPhones, then the other phone.
    expect(body.total).toBe(3);
    expect(titles(body)[2]).toBe('Samsung Galaxy A14');
  });

  it('nonsense matches nothing and says so: no listing offered in its place', async () => {
    const body = await search({ q: 'xqzwvvk' });
    expect(body).toMatchObject({ items: [], total: 0, nearest: false, fuzzy: false });
    expect(body).not.toHaveProperty('relaxed');
  });
});

describe('filters', () => {
  beforeAll(async () => {
    const verified = await buildSeller(t.db, { isVerified: true });
    await buildProduct(t.db, {
      title: 'Bravlo kettle',
      category: 'home',
      locationSlug: 'kumasi',
      pricePesewas: 5_000,
      deliveryAvailable: true,
      sellerId: verified.id,
    });
    await buildProduct(t.db, {
      title: 'Bravlo phone',
      category: 'electronics',
      locationSlug: 'accra',
      pricePesewas: 50_000,
    });
    // Mentions Kumasi, but is in Accra: the location filter is the product's location.
    await buildProduct(t.db, {
      title: 'Bravlo radio',
      description: 'Ships to Kumasi daily',
      category: 'books',
      locationSlug: 'accra',
      pricePesewas: 20_000,
    });
  });

  it.each([
    [{ category: 'home' }, ['Bravlo kettle']],
    [{ category: 'electronics' }, ['Bravlo phone']],
    [{ location: 'kumasi' }, ['Bravlo kettle']],
    [{ minPrice: '100' }, ['Bravlo phone', 'Bravlo radio']],
    [{ maxPrice: '100' }, ['Bravlo kettle']],
    [{ minPrice: '50', maxPrice: '50.00' }, ['Bravlo kettle']],
    [{ delivery: 'true' }, ['Bravlo kettle']],
    [{ verified: 'true' }, ['Bravlo kettle']],
    [{ verified: 'false' }, ['Bravlo kettle', 'Bravlo phone', 'Bravlo radio']],
    [{ location: 'cape-coast' }, []],
  ])('%o', async (filter, expected) => {
    expect(titles(await search({ q: 'bravlo', ...filter })).sort()).toEqual(expected);
  });

  it('follows a seller becoming verified, and losing it', async () => {
    const seller = await buildSeller(t.db);
    await buildProduct(t.db, { title: 'Glimmo torch', sellerId: seller.id });
    expect(titles(await search({ q: 'glimmo', verified: 'true' }))).toEqual([]);
    await t.db.update(sellers).set({ isVerified: true }).where(eq(sellers.id, seller.id));
    expect(titles(await search({ q: 'glimmo', verified: 'true' }))).toEqual(['Glimmo torch']);
    await t.db.update(sellers).set({ isVerified: false }).where(eq(sellers.id, seller.id));
    expect(titles(await search({ q: 'glimmo', verified: 'true' }))).toEqual([]);
  });

  it('a blank query with filters browses them in listing order', async () => {
    const body = await search({ category: 'home', maxPrice: '50' });
    expect(titles(body)).toContain('Bravlo kettle');
    expect(body.fuzzy).toBe(false);
    expect(body.items.every((i) => i.title !== 'Bravlo phone')).toBe(true);
  });
});

describe('sorts and tie-breaks', () => {
  beforeAll(async () => {
    const verified = await buildSeller(t.db, { isVerified: true });
    // Identical titles: equal relevance, so boosted, then verified, then newest decide.
    await buildProduct(t.db, {
      title: 'Vintro fan A',
      pricePesewas: 300,
      createdAt: minutesAgo(1),
    });
    await buildProduct(t.db, {
      title: 'Vintro fan B',
      pricePesewas: 100,
      createdAt: minutesAgo(5),
      sellerId: verified.id,
    });
    await buildProduct(t.db, {
      title: 'Vintro fan C',
      pricePesewas: 200,
      createdAt: minutesAgo(9),
      isBoosted: true,
    });
  });

  it('relevance: at equal rank boosted first, then verified, then newest', async () => {
    expect(titles(await search({ q: 'vintro' }))).toEqual([
      'Vintro fan C',
      'Vintro fan B',
      'Vintro fan A',
    ]);
  });

  it.each([
    ['newest', ['Vintro fan A', 'Vintro fan B', 'Vintro fan C']],
    ['price_asc', ['Vintro fan B', 'Vintro fan C', 'Vintro fan A']],
    ['price_desc', ['Vintro fan A', 'Vintro fan C', 'Vintro fan B']],
  ])('%s', async (sort, expected) => {
    expect(titles(await search({ q: 'vintro', sort }))).toEqual(expected);
  });

  it('pages through the results', async () => {
    const first = await search({ q: 'vintro', sort: 'price_asc', pageSize: '2' });
    const second = await search({ q: 'vintro', sort: 'price_asc', pageSize: '2', page: '2' });
    const third = await search({ q: 'vintro', sort: 'price_asc', pageSize: '2', page: '3' });
    expect(titles(first)).toEqual(['Vintro fan B', 'Vintro fan C']);
    expect(titles(second)).toEqual(['Vintro fan A']);
    expect(third).toMatchObject({ items: [], total: 3, page: 3 });
  });
});

describe('what is never shown', () => {
  beforeAll(async () => {
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    await buildProduct(t.db, { title: 'Wexlor shown' });
    await buildProduct(t.db, { title: 'Wexlor hidden', status: 'hidden' });
    await buildProduct(t.db, { title: 'Wexlor sold', status: 'sold' });
    await buildProduct(t.db, { title: 'Wexlor suspended', sellerId: suspended.id });
  });

  it('inactive products and suspended sellers stay out of words, typos and browsing', async () => {
    expect(titles(await search({ q: 'wexlor' }))).toEqual(['Wexlor shown']);
    const typo = await search({ q: 'wexlro' });
    expect(typo.fuzzy).toBe(true);
    expect(titles(typo)).toEqual(['Wexlor shown']);
    const browse = await search({ pageSize: '48' });
    expect(titles(browse).filter((x) => x.startsWith('Wexlor'))).toEqual(['Wexlor shown']);
  });
});

describe('counting', () => {
  beforeAll(async () => {
    const seller = await buildSeller(t.db);
    for (let i = 0; i < 5; i++)
      await buildProduct(t.db, { title: `Cobrin ${i}`, sellerId: seller.id });
  });

  it('counts matches up to the limit, then says the count is capped', async () => {
    const run = (page: number) =>
      searchProducts(t.db, SearchQuerySchema.parse({ q: 'cobrin', pageSize: 2, page }), {
        countLimit: 3,
      });
    expect(await run(1)).toMatchObject({ total: 3, totalCapped: true });
    // Only the counted matches can be paged to.
    expect((await run(2)).items).toHaveLength(1);
    expect(await run(3)).toMatchObject({ items: [], total: 3, totalCapped: true });
    const all = await search({ q: 'cobrin' });
    expect(all).toMatchObject({ total: 5, totalCapped: false });
    expect(SEARCH_COUNT_LIMIT).toBe(1000);
  });
});

describe('bad input', () => {
  beforeAll(async () => {
    await buildProduct(t.db, { title: 'Drop table chair' });
  });

  it('searches a 2,000-character query, cut to its first 200 characters', async () => {
    // Past character 200 comes a word no product has: were it searched, nothing would match.
    const q = `chair table${' '.repeat(300)}${'qzxv'.repeat(500)}`.slice(0, 2000);
    expect(q).toHaveLength(2000);
    const body = await search({ q });
    expect(titles(body)).toEqual(['Drop table chair']);
    expect(body.fuzzy).toBe(false);
  });

  it('treats SQL and HTML as words', async () => {
    const before = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
    const body = await search({ q: "'; drop table products; -- chair" });
    expect(titles(body)).toEqual(['Drop table chair']);
    const html = await t.app.inject({ url: '/api/search?q=%3Cscript%3Ealert(1)%3C/script%3E' });
    expect(html.statusCode).toBe(200);
    expect(html.body).not.toContain('<script>');
    const after = await t.db.select({ n: sql<number>`count(*)::int` }).from(products);
    expect(after).toEqual(before);
  });

  it('punctuation alone browses', async () => {
    expect((await search({ q: '!!! ???' })).fuzzy).toBe(false);
  });

  it('refuses a price range upside down, naming maxPrice', async () => {
    const res = await t.app.inject({ url: '/api/search?q=chair&minPrice=50&maxPrice=10' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { maxPrice: 'The highest price must not be below the lowest price.' },
    });
  });

  it.each([
    ['sort=cheapest', 'sort'],
    ['page=0', 'page'],
    ['pageSize=500', 'pageSize'],
    ['minPrice=abc', 'minPrice'],
    ['category=cars', 'category'],
  ])('refuses %s', async (param, field) => {
    const res = await t.app.inject({ url: `/api/search?q=chair&${param}` });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields)).toEqual([field]);
  });
});
