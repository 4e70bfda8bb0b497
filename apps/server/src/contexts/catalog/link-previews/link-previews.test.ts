// The preview image route on a real database and store: a 404 wherever the page is one, drawn
// once however many ask at the same time (and not again by a second instance), cached for a
// year under a name that changes with the picture, the old file gone when the picture changes.
import { mkdtemp } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { productImages, products, sellers } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createDiskStorage } from '../../../storage/disk-storage.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { encodePhoto, storePhoto } from '../photos/photo-pipeline.ts';
import { createPreviewImages, loadPreviewSource } from './link-previews.service.ts';
import { MAX_PREVIEW_BYTES } from './preview-image.ts';
import { previewPath, previewStorageKey } from './preview-source.ts';

/** The disk store, counting what is written under previews/. */
function countingStorage(root: string) {
  const disk = createDiskStorage(root);
  const puts: string[] = [];
  const storage: ObjectStorage = {
    ...disk,
    async put(key, body, type) {
      if (key.startsWith('previews/')) puts.push(key);
      await disk.put(key, body, type);
    },
  };
  return { storage, puts };
}

let t: TestApp;
let puts: string[];

async function addPhoto(productId: string, position: number, colour: string) {
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="1000" height="750"><rect width="1000" height="750" fill="${colour}"/></svg>`;
  const photo = await encodePhoto(await sharp(Buffer.from(svg)).png().toBuffer());
  const variants = await storePhoto(t.storage, `products/${productId}/${colour.slice(1)}`, photo);
  await t.db.insert(productImages).values({
    productId,
    position,
    width: photo.width,
    height: photo.height,
    variants,
  });
  return variants;
}

async function urlOf(kind: 'products' | 'shops', id: string) {
  const source = await loadPreviewSource(t.db, kind, id);
  expect(source).not.toBeNull();
  return { url: previewPath(source!), key: previewStorageKey(source!) };
}

beforeAll(async () => {
  const counting = countingStorage(await mkdtemp(join(tmpdir(), 'dwa-previews-')));
  puts = counting.puts;
  t = await createTestApp({ storage: counting.storage });
});
afterAll(() => t.close());

describe('preview images', () => {
  it('are drawn once for 50 requests at the same time, then read from the store', async () => {
    const product = await buildProduct(t.db);
    await addPhoto(product.id, 0, '#c05621');
    const { url, key } = await urlOf('products', product.id);
    const answers = await Promise.all(Array.from({ length: 50 }, () => t.app.inject({ url })));
    expect(answers.map((a) => a.statusCode)).toEqual(Array(50).fill(200));
    expect(new Set(answers.map((a) => a.rawPayload.toString('base64'))).size).toBe(1);
    expect(puts.filter((k) => k === key)).toHaveLength(1);
    const again = await t.app.inject({ url });
    expect(again.statusCode).toBe(200);
    expect(again.rawPayload.equals(answers[0]!.rawPayload)).toBe(true);
    expect(again.headers['content-length']).toBe(String(again.rawPayload.length));
    expect(puts.filter((k) => k === key)).toHaveLength(1);
    expect(again.rawPayload.length).toBeLessThanOrEqual(MAX_PREVIEW_BYTES);
  });

  it('are not drawn again by a second instance on the same store', async () => {
    const product = await buildProduct(t.db);
    await addPhoto(product.id, 0, '#2f855a');
    const { url } = await urlOf('products', product.id);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    const other = createPreviewImages({ db: t.db, storage: t.storage });
    const [, , kind, id, file] = url.split('/').slice(1);
    const source = await other.find(kind as 'products', id!, file!);
    const image = await other.image(source!);
    expect(image.stored).toBe(true);
    expect(other.drawn).toBe(0);
    if (image.stored) image.body.destroy();
  });

  it('are cached for a year under their name, and answer a revalidation with 304', async () => {
    const shop = await buildSeller(t.db);
    const { url } = await urlOf('shops', shop.id);
    const res = await t.app.inject({ url, headers: { range: 'bytes=0-100' } });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    // Document-only headers are not sent with an image (plugins/security.ts).
    expect(res.headers['content-security-policy']).toBeUndefined();
    const etag = String(res.headers.etag);
    expect(etag).toBe(`"${url.split('/').pop()!.replace('.jpg', '')}"`);
    const revalidated = await t.app.inject({ url, headers: { 'if-none-match': etag } });
    expect(revalidated.statusCode).toBe(304);
    expect(revalidated.body).toBe('');
    const head = await t.app.inject({ method: 'HEAD', url });
    expect(head.statusCode).toBe(200);
    expect(head.headers['content-type']).toBe('image/jpeg');
  });

  it("change name when the product's first photo changes; the old name and file are gone", async () => {
    const product = await buildProduct(t.db);
    await addPhoto(product.id, 0, '#2b6cb0');
    await addPhoto(product.id, 1, '#805ad5');
    const before = await urlOf('products', product.id);
    expect((await t.app.inject({ url: before.url })).statusCode).toBe(200);
    // A second photo changes nothing: only the first is shown.
    await t.db
      .delete(productImages)
      .where(and(eq(productImages.productId, product.id), eq(productImages.position, 1)));
    expect((await urlOf('products', product.id)).url).toBe(before.url);
    await t.db.delete(productImages).where(eq(productImages.productId, product.id));
    await addPhoto(product.id, 0, '#d53f8c');
    const after = await urlOf('products', product.id);
    expect(after.url).not.toBe(before.url);
    expect((await t.app.inject({ url: before.url })).statusCode).toBe(404);
    expect((await t.app.inject({ url: after.url })).statusCode).toBe(200);
    expect(await t.storage.get(before.key)).toBeNull();
    expect(await t.storage.get(after.key)).not.toBeNull();
  });

  it('are a card, not kept, while the photo file is missing', async () => {
    const product = await buildProduct(t.db);
    const variants = await addPhoto(product.id, 0, '#718096');
    for (const v of variants) await t.storage.delete(v.key);
    const { url, key } = await urlOf('products', product.id);
    const res = await t.app.inject({ url });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    expect(res.headers['cache-control']).toBe('public, max-age=300');
    expect(await t.storage.get(key)).toBeNull();
  });
});

describe('preview image URLs that name nothing public', () => {
  it('answer 404 for unknown, hidden, sold, draft and blocked products, and suspended shops', async () => {
    const cases: { url: string; message: string }[] = [];
    for (const status of ['hidden', 'sold', 'draft', 'blocked'] as const) {
      const product = await buildProduct(t.db);
      const { url } = await urlOf('products', product.id);
      await t.db.update(products).set({ status }).where(eq(products.id, product.id));
      cases.push({ url, message: 'No such product.' });
    }
    const suspended = await buildSeller(t.db);
    const ofSuspended = await buildProduct(t.db, { sellerId: suspended.id });
    const shopUrl = (await urlOf('shops', suspended.id)).url;
    const productUrl = (await urlOf('products', ofSuspended.id)).url;
    await t.db.update(sellers).set({ status: 'suspended' }).where(eq(sellers.id, suspended.id));
    cases.push({ url: shopUrl, message: 'No such shop.' });
    cases.push({ url: productUrl, message: 'No such product.' });
    const unknown = '00000000-0000-4000-8000-000000000000';
    cases.push({
      url: `/api/previews/products/${unknown}/0123456789abcdef.jpg`,
      message: 'No such product.',
    });
    cases.push({
      url: `/api/previews/shops/${unknown}/0123456789abcdef.jpg`,
      message: 'No such shop.',
    });
    // A listed product, a well-formed name that is not its picture.
    const listed = await buildProduct(t.db);
    cases.push({
      url: `/api/previews/products/${listed.id}/0123456789abcdef.jpg`,
      message: 'No such product.',
    });
    const before = puts.length;
    for (const { url, message } of cases) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.json(), url).toEqual({ error: { code: 'not_found', message } });
    }
    expect(puts.length).toBe(before);
  });

  it('answer 400 for a malformed id or file name', async () => {
    const product = await buildProduct(t.db);
    for (const url of [
      '/api/previews/products/nope/0123456789abcdef.jpg',
      `/api/previews/products/${product.id}/0123456789abcdef.png`,
      `/api/previews/products/${product.id}/..%2F..%2Fsecret.jpg`,
      `/api/previews/shops/${product.sellerId}/0123456789ABCDEF.jpg`,
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(400);
      expect(res.json().error.code, url).toBe('validation_failed');
    }
  });
});

describe('stored previews', () => {
  it('are not served as /media files (their route checks the product is public)', async () => {
    const shop = await buildSeller(t.db);
    const { url, key } = await urlOf('shops', shop.id);
    expect((await t.app.inject({ url })).statusCode).toBe(200);
    expect((await t.app.inject({ url: `/media/${key}` })).statusCode).toBe(404);
  });
});
