import { randomUUID } from 'node:crypto';
import { buyerCopy } from '@dwa/db/images/buyer-copy';
import { SIGNATURE_BYTES, SIGNATURE_VERSION } from '@dwa/db/images/photo-signature';
import { jpegClaiming, noisePng } from '@dwa/db/images/test-images';
import { productImages, rateLimitHits } from '@dwa/db/schema/index';
import { renderProductImage } from '@dwa/db/seed/images';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import type { Category } from '@dwa/domain/enums';
import { PHOTO_SEARCH_MAX_BYTES, PhotoSearchResponseSchema } from '@dwa/domain/search';
import { eq, isNull } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { PHOTO_SEARCH_WINDOW } from './photo-search.routes.ts';
import { backfillPhotoSignatures } from './signature-backfill.ts';

let t: TestApp;
/** The 640 px variant of each listed product's photo, by product id. */
const originals = new Map<string, Buffer>();
let kente: { id: string };
let hidden: { id: string };
let suspended: { id: string };

/** Stores a generated photo like an upload does (variants in storage), without a signature. */
async function addPhoto(productId: string, category: Category, seed: number, position = 0) {
  const imageId = randomUUID();
  const variants = await renderProductImage(category, seed);
  const stored = [];
  for (const v of variants) {
    const key = `products/${productId}/${imageId}/${v.width}.webp`;
    await t.storage.put(key, v.data, 'image/webp');
    stored.push({ width: v.width, height: v.height, key, bytes: v.bytes });
  }
  await t.db
    .insert(productImages)
    .values({ id: imageId, productId, position, width: 640, height: 480, variants: stored });
  return variants[variants.length - 1]!.data;
}

beforeAll(async () => {
  t = await createTestApp();
  const shop = await buildSeller(t.db, { businessName: 'Kumasi Finds' });
  const categories: Category[] = ['fashion', 'electronics', 'home', 'food', 'sports', 'books'];
  for (const [i, category] of categories.entries()) {
    const product = await buildProduct(t.db, { sellerId: shop.id, title: `Item ${i}`, category });
    originals.set(product.id, await addPhoto(product.id, category, 300 + i));
    if (i === 0) kente = product;
  }
  // A second photo of the first product: the product still appears once.
  await addPhoto(kente.id, 'fashion', 399, 1);
  // The very same picture on products the public may not see: never in the answer.
  hidden = await buildProduct(t.db, { sellerId: shop.id, category: 'fashion', status: 'hidden' });
  await addPhoto(hidden.id, 'fashion', 300);
  const banned = await buildSeller(t.db, { status: 'suspended' });
  suspended = await buildProduct(t.db, { sellerId: banned.id, category: 'fashion' });
  await addPhoto(suspended.id, 'fashion', 300);
  // A row whose files are gone cannot be signed; the backfill skips it.
  await t.db.insert(productImages).values({
    productId: (await buildProduct(t.db, { sellerId: shop.id })).id,
    position: 0,
    width: 640,
    height: 480,
    variants: [{ width: 640, height: 480, key: 'products/gone/640.webp', bytes: 100 }],
  });
}, 60_000);
afterAll(() => t.close());

/** A multipart/form-data body with one file part, built by hand as a browser sends it. */
function multipart(field: string, filename: string, type: string, data: Buffer) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN },
  };
}

const search = (body: ReturnType<typeof multipart>, remoteAddress = '127.0.0.1') =>
  t.app.inject({ method: 'POST', url: '/api/search/photo', remoteAddress, ...body });

describe('signature backfill', () => {
  it('signs every stored photo once, skips unreadable ones, and does nothing the second time', async () => {
    expect(await backfillPhotoSignatures(t.db, t.storage)).toEqual({ updated: 9, skipped: 1 });
    const rows = await t.db.select().from(productImages);
    const signed = rows.filter((r) => r.signature);
    expect(signed).toHaveLength(9);
    for (const row of signed) {
      expect(row.signature!.length).toBe(SIGNATURE_BYTES);
      expect(row.signature![0]).toBe(SIGNATURE_VERSION);
    }
    expect(await backfillPhotoSignatures(t.db, t.storage)).toEqual({ updated: 0, skipped: 1 });
  });

  it('recomputes a signature of an older version', async () => {
    const [row] = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, kente.id))
      .limit(1);
    const stale = Buffer.from(row!.signature!);
    stale[0] = SIGNATURE_VERSION - 1;
    await t.db.update(productImages).set({ signature: stale }).where(eq(productImages.id, row!.id));
    expect(await backfillPhotoSignatures(t.db, t.storage)).toEqual({ updated: 1, skipped: 1 });
    const [fresh] = await t.db.select().from(productImages).where(eq(productImages.id, row!.id));
    expect(fresh!.signature![0]).toBe(SIGNATURE_VERSION);
    expect(
      await t.db.select().from(productImages).where(isNull(productImages.signature)),
    ).toHaveLength(1);
  });
});

describe('POST /api/search/photo', () => {
  it('finds the product of a cropped, smaller, recompressed, brighter copy of its photo first', async () => {
    for (const [productId, image] of originals) {
      const res = await search(
        multipart('photo', 'snap.jpg', 'image/jpeg', await buyerCopy(image, { corner: 1 })),
      );
      expect(res.statusCode).toBe(200);
      expect(res.headers['cache-control']).toBe('no-store');
      const body = PhotoSearchResponseSchema.parse(res.json());
      expect(body.items[0]!.id).toBe(productId);
      const ids = body.items.map((item) => item.id);
      expect(new Set(ids).size).toBe(ids.length);
      expect(ids).not.toContain(hidden.id);
      expect(ids).not.toContain(suspended.id);
      const scores = body.items.map((item) => item.similarity);
      expect([...scores].sort((a, b) => b - a)).toEqual(scores);
      expect(scores[0]).toBeGreaterThan(0.6);
      expect(scores[0]).toBeLessThanOrEqual(1);
    }
  });

  it('answers with full product cards', async () => {
    const image = await buyerCopy(originals.get(kente.id)!);
    const res = await search(multipart('photo', 'snap.jpg', 'image/jpeg', image));
    expect(res.json().items[0]).toMatchObject({
      id: kente.id,
      title: 'Item 0',
      category: 'fashion',
      seller: { businessName: 'Kumasi Finds' },
      photo: { src: expect.stringContaining('/media/products/') },
    });
  });

  it('accepts a photo larger than the 1 MB JSON body limit, judging it by content', async () => {
    // 1000×1000 noise as PNG is ~3 MB; the name and declared type are wrong on purpose.
    const noise = await noisePng(1000, 1000);
    expect(noise.length).toBeGreaterThan(1024 * 1024);
    const res = await search(multipart('photo', 'notes.txt', 'text/plain', noise));
    expect(res.statusCode).toBe(200);
    PhotoSearchResponseSchema.parse(res.json());
  });

  it('refuses a file over 10 MB with 413 photo_too_large', async () => {
    const res = await search(
      multipart('photo', 'big.jpg', 'image/jpeg', Buffer.alloc(PHOTO_SEARCH_MAX_BYTES + 1, 1)),
    );
    expect(res.statusCode).toBe(413);
    expect(res.json().error).toMatchObject({
      code: 'photo_too_large',
      fields: { photo: 'That photo is bigger than 10 MB. Pick a smaller one.' },
    });
  });

  it('refuses a text file named .jpg with 400 not_an_image, in the caller’s language', async () => {
    const body = multipart('photo', 'photo.jpg', 'image/jpeg', Buffer.from('just some text\n'));
    const res = await search(body);
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'not_an_image',
      fields: { photo: 'That file is not a photo. Pick a JPEG, PNG or WebP picture.' },
    });
    const twi = await t.app.inject({
      method: 'POST',
      url: '/api/search/photo',
      ...body,
      headers: { ...body.headers, 'accept-language': 'tw' },
    });
    expect(twi.json().error.fields.photo).toMatch(/nyɛ mfonini/);
  });

  it('refuses an image above 40 megapixels with 400 photo_too_many_pixels', async () => {
    // A tiny JPEG whose header claims 8000×6000 px: refused before anything is decoded.
    const bomb = await jpegClaiming(8000, 6000);
    const res = await search(multipart('photo', 'huge.jpg', 'image/jpeg', bomb));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('photo_too_many_pixels');
  });

  it('refuses a form without the "photo" file with 400 and a field message', async () => {
    const image = await buyerCopy(originals.get(kente.id)!);
    const res = await search(multipart('picture', 'snap.jpg', 'image/jpeg', image));
    expect(res.statusCode).toBe(400);
    expect(res.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { photo: 'Choose a photo to search with.' },
    });
  });

  it('refuses JSON and raw image bodies with 415', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/search/photo',
      headers: { origin: TEST_ORIGIN },
      payload: { photo: 'data:image/jpeg;base64,AAAA' },
    });
    expect(json.statusCode).toBe(415);
    expect(json.json().error.code).toBe('unsupported_media_type');
    const raw = await t.app.inject({
      method: 'POST',
      url: '/api/search/photo',
      headers: { origin: TEST_ORIGIN, 'content-type': 'image/jpeg' },
      payload: await buyerCopy(originals.get(kente.id)!),
    });
    expect(raw.statusCode).toBe(415);
  });

  it('refuses a cross-site form post (Origin check)', async () => {
    const body = multipart('photo', 'snap.jpg', 'image/jpeg', Buffer.from('x'));
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/search/photo',
      payload: body.payload,
      headers: { ...body.headers, origin: 'https://evil.example' },
    });
    expect(res.statusCode).toBe(403);
  });

  it('keeps multipart to this route: other POST routes still refuse it', async () => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/receipts',
      ...multipart('photo', 'snap.jpg', 'image/jpeg', Buffer.from('x')),
    });
    expect(res.statusCode).toBe(415);
  });

  it(`allows ${PHOTO_SEARCH_WINDOW.limit} searches a minute per IP, then 429`, async () => {
    const ip = '10.9.8.7';
    const empty = () => multipart('nothing', 'a.txt', 'text/plain', Buffer.from('a'));
    for (let i = 0; i < PHOTO_SEARCH_WINDOW.limit; i++) {
      expect((await search(empty(), ip)).statusCode).toBe(400);
    }
    const limited = await search(empty(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().error.code).toBe('rate_limited');
    // Another address is not affected.
    expect((await search(empty(), '10.9.8.6')).statusCode).toBe(400);
    const hits = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, ip));
    expect(hits).toHaveLength(PHOTO_SEARCH_WINDOW.limit);
  });
});
