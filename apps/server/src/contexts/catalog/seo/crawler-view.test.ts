// What WhatsApp and Facebook see of a product and a shop link: the page's HTML as their crawlers
// fetch it (no JavaScript, Facebook's Range header and encodings), every Open Graph tag, and the
// preview image behind og:image fetched and decoded for its real format and size. WhatsApp shows
// no image above ~300 KB and wants JPEG or PNG at an absolute https URL; Facebook wants 1.91:1, at
// least 600 × 315 for a large preview, and og:image:width/height to render it on the first share
// (developers.facebook.com/docs/sharing/webmasters/images, …/webmasters/crawler).
import { mkdtemp, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { gunzipSync } from 'node:zlib';
import { productImages, sellers } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { encodePhoto, storePhoto } from '../photos/photo-pipeline.ts';

const ORIGIN = 'https://dwa.example';
const CRAWLERS = {
  whatsapp: 'WhatsApp/2.23.20.0 A',
  facebook: 'facebookexternalhit/1.1 (+http://www.facebook.com/externalhit_uatext.php)',
};
const INDEX = `<!doctype html><html><head><meta charset="utf-8" /><meta name="description" content="generic" /><title>Dwa</title></head><body><div id="root"></div><script type="module" src="/assets/app.js"></script></body></html>`;

let t: TestApp;
let shop: typeof sellers.$inferSelect;
let product: Awaited<ReturnType<typeof buildProduct>>;
let bare: Awaited<ReturnType<typeof buildProduct>>;

/** A photo as a seller's phone takes it (portrait, 3:4), through the real upload pipeline. */
async function storedPhoto(productId: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="1200"><rect width="900" height="1200" fill="#2b6cb0"/><circle cx="450" cy="600" r="300" fill="#f6c343"/></svg>`;
  const photo = await encodePhoto(await sharp(Buffer.from(svg)).jpeg().toBuffer());
  const variants = await storePhoto(t.storage, `products/${productId}/p0`, photo);
  await t.db.insert(productImages).values({
    productId,
    position: 0,
    width: photo.width,
    height: photo.height,
    variants,
  });
}

beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dwa-crawler-'));
  await writeFile(join(dist, 'index.html'), INDEX);
  t = await createTestApp({ webDist: dist, env: { PUBLIC_ORIGIN: ORIGIN } });
  shop = await buildSeller(t.db, {
    businessName: 'Goal Line Sports',
    locationSlug: 'accra',
    description: 'Boots, jerseys and balls for every pitch.',
  });
  product = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Adidas Predator boots',
    description: 'Brand new, size 42, with the box.',
    pricePesewas: 45_000,
    category: 'sports',
    locationSlug: 'accra',
  });
  await storedPhoto(product.id);
  bare = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Shin guards',
    description: '',
    pricePesewas: 5_000,
    category: 'sports',
    locationSlug: 'kumasi',
  });
});
afterAll(() => t.close());

/** A page as a crawler fetches it: its user agent, gzip (Facebook's crawler accepts gzip and
 * deflate only) and Facebook's Range header, which a site may honour or ignore. */
async function crawl(url: string, userAgent: string, headers: Record<string, string> = {}) {
  const res = await t.app.inject({
    url,
    headers: {
      'user-agent': userAgent,
      'accept-encoding': 'gzip, deflate',
      range: 'bytes=0-524288',
      ...headers,
    },
  });
  const encoding = res.headers['content-encoding'];
  const html = encoding === 'gzip' ? gunzipSync(res.rawPayload).toString() : res.body;
  return { res, html };
}

/** Every `<meta property|name=… content=…>` of the document's head, by its name. */
function headMeta(html: string): Map<string, string> {
  const head = html.slice(0, html.indexOf('</head>'));
  const tags = new Map<string, string>();
  for (const m of head.matchAll(/<meta (?:property|name)="([^"]+)" content="([^"]*)" \/>/g)) {
    tags.set(
      m[1]!,
      m[2]!.replace(/&#(\d+);/g, (_, n: string) => String.fromCharCode(Number(n))),
    );
  }
  return tags;
}

function jsonLd(html: string): unknown {
  const m = /<script type="application\/ld\+json">([\s\S]*?)<\/script>/.exec(html);
  expect(m, 'a JSON-LD block').not.toBeNull();
  return JSON.parse(m![1]!);
}

/** The preview image behind og:image: fetched from the app, decoded by sharp. */
async function fetchImage(url: string, userAgent: string) {
  expect(url.startsWith(`${ORIGIN}/`), url).toBe(true);
  const res = await t.app.inject({
    url: url.slice(ORIGIN.length),
    headers: { 'user-agent': userAgent, 'accept-encoding': 'gzip, deflate' },
  });
  expect(res.statusCode, res.body.slice(0, 200)).toBe(200);
  const meta = await sharp(res.rawPayload).metadata();
  return { res, meta, bytes: res.rawPayload.length };
}

async function expectPreviewImage(tags: Map<string, string>, userAgent: string) {
  const { res, meta, bytes } = await fetchImage(tags.get('og:image')!, userAgent);
  expect(res.headers['content-type']).toBe('image/jpeg');
  expect(meta.format).toBe('jpeg');
  expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
  expect(res.headers['content-encoding']).toBeUndefined();
  expect(meta.width).toBeGreaterThanOrEqual(600);
  expect(Math.abs(meta.width! / meta.height! - 1.91)).toBeLessThan(0.02);
  // The size tags say what the file really is.
  expect(tags.get('og:image:width')).toBe(String(meta.width));
  expect(tags.get('og:image:height')).toBe(String(meta.height));
  expect(bytes).toBeLessThan(300 * 1024);
  return { meta, bytes };
}

describe('a product link as WhatsApp and Facebook fetch it', () => {
  for (const [name, userAgent] of Object.entries(CRAWLERS)) {
    it(`${name}: every tag in the first HTML, absolute https URLs, a JPEG preview`, async () => {
      const { res, html } = await crawl(`/products/${product.id}`, userAgent);
      // The whole document (a Range request may be ignored, never half answered).
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toContain('text/html');
      expect(html).toContain('</html>');
      const tags = headMeta(html);
      const url = `${ORIGIN}/products/${product.id}`;
      expect(Object.fromEntries(tags)).toMatchObject({
        description: 'Goal Line Sports, Accra. Brand new, size 42, with the box.',
        'og:site_name': 'Dwa',
        'og:type': 'product',
        'og:title': 'Adidas Predator boots · GH₵ 450.00 · Dwa',
        'og:description': 'Goal Line Sports, Accra. Brand new, size 42, with the box.',
        'og:url': url,
        'og:image:type': 'image/jpeg',
        'og:image:width': '1200',
        'og:image:height': '630',
        'og:image:alt': 'Adidas Predator boots',
        'twitter:card': 'summary_large_image',
      });
      expect(tags.get('og:image')).toMatch(
        new RegExp(`^${ORIGIN}/api/previews/products/${product.id}/[0-9a-f]{16}\\.jpg$`),
      );
      expect(html).toContain(`<link rel="canonical" href="${url}" />`);
      // The tags come before any script: a crawler that reads no further still has them.
      expect(html.indexOf('og:image')).toBeLessThan(html.indexOf('<script type="module"'));
      await expectPreviewImage(tags, userAgent);
    });
  }

  it('describes the offer with the condition the seller states', async () => {
    const { html } = await crawl(`/products/${product.id}`, CRAWLERS.whatsapp);
    const data = jsonLd(html) as { offers: Record<string, unknown> };
    expect(data.offers.itemCondition).toBe('https://schema.org/NewCondition');
  });

  it('names the place in the page language', async () => {
    const { html } = await crawl(`/products/${product.id}`, CRAWLERS.whatsapp, {
      cookie: 'lang=tw',
    });
    expect(headMeta(html).get('og:description')).toBe(
      'Goal Line Sports, Nkran. Brand new, size 42, with the box.',
    );
  });

  it('gives a product without a photo a branded card of the same size', async () => {
    const { html } = await crawl(`/products/${bare.id}`, CRAWLERS.facebook);
    const tags = headMeta(html);
    expect(tags.get('og:description')).toBe('Goal Line Sports, Kumasi.');
    await expectPreviewImage(tags, CRAWLERS.facebook);
  });
});

describe('a shop link as WhatsApp and Facebook fetch it', () => {
  for (const [name, userAgent] of Object.entries(CRAWLERS)) {
    it(`${name}: every tag, the place, a JPEG preview and the shop as structured data`, async () => {
      const { res, html } = await crawl(`/shops/${shop.id}`, userAgent);
      expect(res.statusCode).toBe(200);
      const tags = headMeta(html);
      const url = `${ORIGIN}/shops/${shop.id}`;
      expect(Object.fromEntries(tags)).toMatchObject({
        'og:type': 'website',
        'og:title': 'Goal Line Sports · Dwa',
        'og:description': 'Goal Line Sports, Accra. Boots, jerseys and balls for every pitch.',
        'og:url': url,
        'og:image:type': 'image/jpeg',
        'og:image:alt': 'Goal Line Sports',
        'twitter:card': 'summary_large_image',
      });
      expect(tags.get('og:image')).toMatch(
        new RegExp(`^${ORIGIN}/api/previews/shops/${shop.id}/[0-9a-f]{16}\\.jpg$`),
      );
      await expectPreviewImage(tags, userAgent);
      const data = jsonLd(html) as { '@graph': Record<string, unknown>[] };
      const store = data['@graph'].find((n) => n['@type'] === 'OnlineStore');
      expect(store).toMatchObject({
        name: 'Goal Line Sports',
        url,
        address: { '@type': 'PostalAddress', addressLocality: 'Accra', addressCountry: 'GH' },
      });
      const list = data['@graph'].find((n) => n['@type'] === 'ItemList') as {
        itemListElement: { url: string }[];
      };
      expect(list.itemListElement.map((i) => i.url).sort()).toEqual(
        [`${ORIGIN}/products/${product.id}`, `${ORIGIN}/products/${bare.id}`].sort(),
      );
    });
  }

  it("shows the shop's own photo once it has one, at a new URL", async () => {
    const before = headMeta((await crawl(`/shops/${shop.id}`, CRAWLERS.whatsapp)).html);
    const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="800" height="800"><rect width="800" height="800" fill="#b83280"/></svg>`;
    const photo = await encodePhoto(await sharp(Buffer.from(svg)).png().toBuffer());
    const variants = await storePhoto(t.storage, `shops/${shop.id}/photo-1`, photo);
    await t.db.update(sellers).set({ photoVariants: variants }).where(eq(sellers.id, shop.id));
    const after = headMeta((await crawl(`/shops/${shop.id}`, CRAWLERS.whatsapp)).html);
    expect(after.get('og:image')).not.toBe(before.get('og:image'));
    await expectPreviewImage(after, CRAWLERS.whatsapp);
    // The old URL names a picture that is no longer the shop's.
    const old = await t.app.inject({ url: before.get('og:image')!.slice(ORIGIN.length) });
    expect(old.statusCode).toBe(404);
  });
});
