// The sitemap past one file's worth of URLs: 60 products and a small per-file limit (25) instead
// of 45,000 rows, through the service and through the routes.
import { products } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import Fastify, { type FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { CONTENT_PATHS, registerSeoRoutes, sitemapFileXml, sitemapXml } from './seo.routes.ts';

const PER_FILE = 25;
const STATIC_URLS = 1 + CONTENT_PATHS.length;
const LISTED = 60;

let t: TestApp;
let app: FastifyInstance;
const listedIds: string[] = [];
const shopIds: string[] = [];
const excludedIds: string[] = [];
let newest: { id: string; day: string };

const locs = (xml: string) => [...xml.matchAll(/<loc>([^<]*)<\/loc>/g)].map((m) => m[1]!);
const count = <T>(list: T[], value: T) => list.filter((x) => x === value).length;

beforeAll(async () => {
  t = await createTestApp();
  for (let s = 0; s < 3; s++) shopIds.push((await buildSeller(t.db)).id);
  const rows = await t.db
    .insert(products)
    .values(
      Array.from({ length: LISTED }, (_, i) => ({
        sellerId: shopIds[i % 3]!,
        title: `Sitemap product ${i}`,
        pricePesewas: 100 + i,
        category: 'electronics' as const,
        locationSlug: 'accra',
      })),
    )
    .returning({ id: products.id });
  listedIds.push(...rows.map((r) => r.id));
  // Not public: hidden, draft and sold products, and a suspended seller with its product.
  for (const status of ['hidden', 'draft', 'sold']) {
    excludedIds.push((await buildProduct(t.db, { sellerId: shopIds[0]!, status })).id);
  }
  const suspended = await buildSeller(t.db, { status: 'suspended' });
  excludedIds.push(suspended.id, (await buildProduct(t.db, { sellerId: suspended.id })).id);
  // One product changed last, on a known day: its file's lastmod in the index.
  const [late] = await t.db
    .insert(products)
    .values({
      sellerId: shopIds[1]!,
      title: 'Changed late',
      pricePesewas: 5000,
      category: 'books',
      locationSlug: 'kumasi',
      updatedAt: new Date('2031-01-02T12:00:00Z'),
    })
    .returning({ id: products.id });
  listedIds.push(late!.id);
  newest = { id: late!.id, day: '2031-01-02' };

  app = Fastify();
  registerSeoRoutes(app, {
    db: t.db,
    origin: TEST_ORIGIN,
    // 7 rows per query: every file is read in several keyset pages, one of them partial.
    sitemap: { urlsPerFile: PER_FILE, rowsPerQuery: 7 },
  });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await t?.close();
});

const totalUrls = () => STATIC_URLS + LISTED + 1 + shopIds.length;

describe('sitemap service', () => {
  it('stays one urlset up to the limit and becomes an index one URL past it', async () => {
    const single = await sitemapXml(t.db, TEST_ORIGIN, { urlsPerFile: totalUrls() });
    expect(single).toContain('<urlset');
    expect(locs(single)).toHaveLength(totalUrls());

    const index = await sitemapXml(t.db, TEST_ORIGIN, { urlsPerFile: totalUrls() - 1 });
    expect(index).toContain('<sitemapindex xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
    expect(index).not.toContain('<urlset');
  });

  it('numbers the files of each kind by the limit', async () => {
    const names = locs(await sitemapXml(t.db, TEST_ORIGIN, { urlsPerFile: PER_FILE })).map((l) =>
      l.replace(`${TEST_ORIGIN}/sitemaps/`, ''),
    );
    // 61 products: 25 + 25 + 11; 3 shops: one file.
    expect(names).toEqual([
      'pages.xml',
      'products-1.xml',
      'products-2.xml',
      'products-3.xml',
      'shops-1.xml',
    ]);
  });

  it('has no file past the last one', async () => {
    expect(await sitemapFileXml(t.db, TEST_ORIGIN, 'products-4.xml', { urlsPerFile: 25 })).toBe(
      null,
    );
    expect(await sitemapFileXml(t.db, TEST_ORIGIN, 'shops-2.xml', { urlsPerFile: 25 })).toBe(null);
  });

  it('refuses a limit a file could not keep', async () => {
    await expect(sitemapXml(t.db, TEST_ORIGIN, { urlsPerFile: 50_001 })).rejects.toThrow(
      RangeError,
    );
    expect(() =>
      registerSeoRoutes(Fastify(), { db: t.db, origin: TEST_ORIGIN, sitemap: { urlsPerFile: 3 } }),
    ).toThrow(RangeError);
  });
});

describe('sitemap routes past the limit', () => {
  it('answer /sitemap.xml with an index whose every file exists and keeps the limit', async () => {
    const res = await app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/xml; charset=utf-8');
    const files = locs(res.body);
    expect(files).toHaveLength(5);

    const all: string[] = [];
    for (const file of files) {
      expect(file.startsWith(`${TEST_ORIGIN}/sitemaps/`)).toBe(true);
      const answer = await app.inject({ url: file.slice(TEST_ORIGIN.length) });
      expect(answer.statusCode, file).toBe(200);
      expect(answer.headers['content-type']).toBe('application/xml; charset=utf-8');
      expect(answer.headers['cache-control']).toBe('public, max-age=3600');
      expect(answer.body).toContain('<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">');
      const urls = locs(answer.body);
      expect(urls.length).toBeGreaterThan(0);
      expect(urls.length).toBeLessThanOrEqual(PER_FILE);
      all.push(...urls);
    }

    // Every listed product and active shop exactly once across the files; nothing else.
    for (const id of listedIds) expect(count(all, `${TEST_ORIGIN}/products/${id}`), id).toBe(1);
    for (const id of shopIds) expect(count(all, `${TEST_ORIGIN}/shops/${id}`), id).toBe(1);
    for (const path of ['/', ...CONTENT_PATHS]) {
      expect(count(all, `${TEST_ORIGIN}${path}`), path).toBe(1);
    }
    expect(all).toHaveLength(totalUrls());
    for (const id of excludedIds) expect(all.join('\n')).not.toContain(id);
  });

  it('gives each product and shop file the day of its newest change', async () => {
    const index = (await app.inject({ url: '/sitemap.xml' })).body;
    const entries = [...index.matchAll(/<sitemap><loc>([^<]*)<\/loc>(.*?)<\/sitemap>/g)];
    const pages = entries.find((e) => e[1]!.endsWith('/pages.xml'))!;
    expect(pages[2]).toBe(''); // content pages: no known date
    for (const entry of entries.filter((e) => !e[1]!.endsWith('/pages.xml'))) {
      expect(entry[2]).toMatch(/^<lastmod>\d{4}-\d{2}-\d{2}<\/lastmod>$/);
    }
    // The file holding the product changed in 2031 says so, and that URL carries the day.
    let holder = '';
    for (const [, loc] of entries) {
      const body = (await app.inject({ url: loc!.slice(TEST_ORIGIN.length) })).body;
      if (body.includes(newest.id)) holder = loc!;
    }
    expect(index).toContain(`<loc>${holder}</loc><lastmod>${newest.day}</lastmod>`);
    const file = (await app.inject({ url: holder.slice(TEST_ORIGIN.length) })).body;
    expect(file).toContain(
      `<url><loc>${TEST_ORIGIN}/products/${newest.id}</loc><lastmod>${newest.day}</lastmod></url>`,
    );
  });

  it('answers 404 for a file the index does not name', async () => {
    for (const name of [
      'products-4.xml',
      'products-0.xml',
      'products-01.xml',
      'shops-2.xml',
      'products.xml',
      'pages-1.xml',
      'products-1.json',
      'users-1.xml',
      'products-9999999.xml',
    ]) {
      expect((await app.inject({ url: `/sitemaps/${name}` })).statusCode, name).toBe(404);
    }
  });
});

describe('sitemap in the real app (45,000 per file)', () => {
  it('keeps one urlset at /sitemap.xml and robots.txt pointing to it', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.statusCode).toBe(200);
    expect(res.body).toContain('<urlset');
    expect(locs(res.body)).toHaveLength(totalUrls());
    const robots = await t.app.inject({ url: '/robots.txt' });
    expect(robots.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
    // The numbered files answer too (one of each here), and a missing one is a 404.
    expect((await t.app.inject({ url: '/sitemaps/products-1.xml' })).statusCode).toBe(200);
    expect((await t.app.inject({ url: '/sitemaps/pages.xml' })).statusCode).toBe(200);
    const missing = await t.app.inject({ url: '/sitemaps/products-2.xml' });
    expect(missing.statusCode).toBe(404);
  });
});
