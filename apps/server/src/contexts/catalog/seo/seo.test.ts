import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productImages } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { noscriptNote } from '../pages/page-renderer.ts';

const INDEX = `<!doctype html><html><head><meta name="description" content="generic" /><title>Dwa</title></head><body><div id="root"></div></body></html>`;
let t: TestApp;
let product: Awaited<ReturnType<typeof buildProduct>>;
let shop: Awaited<ReturnType<typeof buildSeller>>;

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dwa-dist-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ webDist: dist });
  shop = await buildSeller(t.db, { businessName: 'Ama <Fabrics> & Co' });
  product = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Kente "royal" stole',
    pricePesewas: 45_050,
    description: 'Handwoven in Bonwire.',
  });
  await t.db.insert(productImages).values({
    productId: product.id,
    position: 0,
    width: 640,
    height: 480,
    variants: [{ width: 640, height: 480, key: 'products/k/0/640.webp', bytes: 9000 }],
  });
});
afterAll(() => t.close());

describe('link previews', () => {
  it('gives a product URL its own escaped title, description and image', async () => {
    const res = await t.app.inject({ url: `/products/${product.id}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toContain('text/html');
    const html = res.body;
    expect(html).toContain('<title>Kente &#34;royal&#34; stole · GH₵ 450.50 · Dwa</title>');
    // The preview JPEG made from the first photo (crawler-view.test.ts fetches and measures it).
    expect(html).toMatch(
      new RegExp(
        `<meta property="og:image" content="${TEST_ORIGIN}/api/previews/products/${product.id}/[0-9a-f]{16}\\.jpg" />`,
      ),
    );
    expect(html).toContain(
      '<meta property="og:image:alt" content="Kente &#34;royal&#34; stole" />',
    );
    expect(html).toContain('Ama &#60;Fabrics&#62; &#38; Co');
    expect(html).toContain(
      `<meta property="og:url" content="${TEST_ORIGIN}/products/${product.id}" />`,
    );
    expect(html).not.toContain('content="generic"');
    // Search engines read the product as structured data (product-json-ld.test.ts has its shape).
    expect(html).toContain('<script type="application/ld+json">');
    expect(html).toContain('"priceCurrency":"GHS"');
  });

  it('gives a shop URL its name', async () => {
    const res = await t.app.inject({ url: `/shops/${shop.id}` });
    expect(res.body).toContain(
      '<meta property="og:title" content="Ama &#60;Fabrics&#62; &#38; Co · Dwa" />',
    );
  });

  it('answers an unknown product or shop with a real 404 page', async () => {
    for (const url of ['/products/00000000-0000-4000-8000-000000000000', '/shops/nope']) {
      const res = await t.app.inject({ url });
      expect(res.statusCode).toBe(404);
      expect(res.body).toContain('<div id="root"></div>');
    }
    // A private page gets index.html as it is, in the visitor's language, naming the site's
    // public origin (decision 036), with the note for a browser without JavaScript.
    expect((await t.app.inject({ url: '/rider/register' })).body).toBe(
      INDEX.replace('<html>', '<html lang="en">')
        .replace('</head>', `  <meta name="dwa-origin" content="${TEST_ORIGIN}" />\n  </head>`)
        .replace(
          '<div id="root"></div>',
          () => `<div id="root"></div>\n    ${noscriptNote('en', 'riderRegister')}`,
        ),
    );
  });
});

describe('content pages', () => {
  it('get their title, description and one canonical URL in the HTML', async () => {
    const about = await t.app.inject({ url: '/about' });
    expect(about.statusCode).toBe(200);
    expect(about.body).toContain('<title>About Dwa · Dwa</title>');
    expect(about.body).toContain('content="Dwa comes from dwadie');
    expect(about.body).not.toContain('content="generic"');
    const alias = await t.app.inject({ url: '/returns' });
    expect(alias.body).toContain('<title>Return policy · Dwa</title>');
    expect(alias.body).toContain(`<link rel="canonical" href="${TEST_ORIGIN}/return-policy" />`);
  });
});

describe('robots and sitemap', () => {
  it('keeps private areas out of search engines and points at the sitemap', async () => {
    const res = await t.app.inject({ url: '/robots.txt' });
    expect(res.body).toContain('Disallow: /admin');
    // Preview images are under /api/ and must stay fetchable by crawlers that obey robots.txt.
    expect(res.body).toContain('Disallow: /api/\nAllow: /api/previews/');
    expect(res.body).toContain(`Sitemap: ${TEST_ORIGIN}/sitemap.xml`);
  });

  it('lists listed products and active shops only', async () => {
    const hidden = await buildProduct(t.db, { sellerId: shop.id, status: 'hidden' });
    const res = await t.app.inject({ url: '/sitemap.xml' });
    expect(res.headers['content-type']).toContain('application/xml');
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/products/${product.id}</loc>`);
    expect(res.body).toContain(`<loc>${TEST_ORIGIN}/shops/${shop.id}</loc>`);
    expect(res.body).not.toContain(hidden.id);
  });

  it('lists the public content pages once each, without their aliases', async () => {
    const res = await t.app.inject({ url: '/sitemap.xml' });
    for (const path of ['/sell', '/about', '/help', '/boost', '/contact', '/return-policy']) {
      expect(res.body.split(`<loc>${TEST_ORIGIN}${path}</loc>`)).toHaveLength(2);
    }
    expect(res.body).not.toContain(`${TEST_ORIGIN}/returns<`);
    expect(res.body).not.toContain(`${TEST_ORIGIN}/help/boost<`);
  });
});
