// The whole app on S3 storage (a local S3-protocol server over real HTTP): /media/ streams from
// the bucket with the disk store's headers, and a seller's photos go through the real pipeline
// into the bucket, are served from it and leave it when removed.
import { productImages } from '@dwa/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { backfillPhotoSignatures } from '../contexts/catalog/photo-search/signature-backfill.ts';
import {
  form,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
} from '../testing/catalog/test-requests.ts';
import { type S3TestServer, startS3Server } from '../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { createS3Storage } from './s3-storage.ts';

let s3: S3TestServer;
let t: TestApp;

beforeAll(async () => {
  s3 = await startS3Server();
  t = await createTestApp({ storage: createS3Storage(s3.options) });
});
afterAll(async () => {
  await t.close();
  await s3.close();
});

const WEBP = Buffer.from('RIFF\x1a\x00\x00\x00WEBPVP8L served from the bucket', 'latin1');

describe('GET /media/* from S3', () => {
  const key = 'products/p1/i1/320.webp';
  beforeAll(() => t.storage.put(key, WEBP, 'image/webp'));

  it('streams the object with its type, length, immutable caching, nosniff and validators', async () => {
    const res = await t.app.inject({ url: `/media/${key}` });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('image/webp');
    expect(res.headers['content-length']).toBe(String(WEBP.length));
    expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers.etag).toBe((await s3.head(key)).ETag);
    expect(new Date(res.headers['last-modified'] as string).getTime()).toBeGreaterThan(0);
    expect(res.rawPayload.equals(WEBP)).toBe(true);
  });

  it('answers a revalidation with 304 and no body', async () => {
    const first = await t.app.inject({ url: `/media/${key}` });
    const etag = first.headers.etag as string;
    for (const headers of [
      { 'if-none-match': etag },
      { 'if-none-match': `"other", W/${etag}` },
      { 'if-modified-since': first.headers['last-modified'] as string },
    ]) {
      const res = await t.app.inject({ url: `/media/${key}`, headers });
      expect(res.statusCode, JSON.stringify(headers)).toBe(304);
      expect(res.rawPayload.length).toBe(0);
      expect(res.headers.etag).toBe(etag);
      expect(res.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    }
    const changed = await t.app.inject({
      url: `/media/${key}`,
      headers: { 'if-none-match': '"x"' },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.rawPayload.equals(WEBP)).toBe(true);
    const older = await t.app.inject({
      url: `/media/${key}`,
      headers: { 'if-modified-since': new Date(Date.now() - 86_400_000).toUTCString() },
    });
    expect(older.statusCode).toBe(200);
  });

  it('answers 404 for a missing object and for keys that try to leave the store', async () => {
    for (const url of [
      '/media/products/p1/i1/640.webp',
      '/media/../secrets.json',
      '/media/products/..%2F..%2Fsecrets.json',
      '/media/%2Fetc%2Fpasswd',
    ]) {
      const res = await t.app.inject({ url });
      expect(res.statusCode, url).toBe(404);
      expect(res.headers['cache-control'] ?? '', url).not.toMatch(/immutable/);
    }
  });
});

describe('a store that is down', () => {
  let down: TestApp;
  beforeAll(async () => {
    // The port of a server that is gone: connections are refused.
    const gone = await startS3Server();
    await gone.close();
    down = await createTestApp({ storage: createS3Storage(gone.options) });
  });
  afterAll(() => down.close());

  it('makes /media answer a 500 at once instead of holding the request', async () => {
    const start = performance.now();
    const res = await down.app.inject({ url: '/media/products/p1/i1/320.webp' });
    expect(performance.now() - start).toBeLessThan(1000);
    expect(res.statusCode).toBe(500);
    expect(res.json().error.code).toBe('internal');
    expect(res.headers['cache-control'] ?? '').not.toMatch(/immutable/);
  });
});

describe('a seller product photo on S3', () => {
  const imageRows = (productId: string) =>
    t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(asc(productImages.position));

  it('is stored as WebP variants in the bucket, served from it, signed, and removed with the photo', async () => {
    const me = await signedInSeller(t);
    const photos = await Promise.all([0, 60].map((hue) => photoJpeg(1400, 900, hue)));
    const created = await sendProduct(
      t,
      me.cookie,
      productBody(form({}, 2), [{ data: photos[0]! }, { data: photos[1]! }]),
    );
    expect(created.statusCode).toBe(201);
    const productId = created.json().id as string;
    const [first, second] = await imageRows(productId);
    expect(first!.variants.map((v) => v.width)).toEqual([160, 320, 640, 1280]);

    // Every variant, and nothing else, is in the bucket with its type and size.
    const variants = [...first!.variants, ...second!.variants];
    expect(await s3.keys(`products/${productId}/`)).toEqual(variants.map((v) => v.key).sort());
    for (const v of variants) {
      const head = await s3.head(v.key);
      expect(head.ContentType).toBe('image/webp');
      expect(head.ContentLength).toBe(v.bytes);
    }

    // Served at /media/ from the bucket, byte for byte.
    for (const v of first!.variants) {
      const res = await t.app.inject({ url: `/media/${v.key}` });
      expect(res.statusCode).toBe(200);
      expect(res.headers['content-type']).toBe('image/webp');
      expect(res.rawPayload.length).toBe(v.bytes);
      expect(res.rawPayload.subarray(0, 4).toString('latin1')).toBe('RIFF');
    }

    // The boot-time signature backfill reads the photos back from the bucket.
    await t.db
      .update(productImages)
      .set({ signature: null })
      .where(eq(productImages.productId, productId));
    expect(await backfillPhotoSignatures(t.db, t.storage)).toEqual({ updated: 2, skipped: 0 });

    // Saving the product without its first photo deletes that photo's files from the bucket.
    const kept = await sendProduct(
      t,
      me.cookie,
      productBody(form({ photos: [{ kind: 'existing', id: second!.id }] })),
      productId,
    );
    expect(kept.statusCode).toBe(200);
    expect(await s3.keys(`products/${productId}/`)).toEqual(
      second!.variants.map((v) => v.key).sort(),
    );
    const gone = await t.app.inject({ url: `/media/${first!.variants[0]!.key}` });
    expect(gone.statusCode).toBe(404);
  });
});
