// Link previews on S3 storage (a local S3-protocol server over real HTTP): drawn from the photo
// in the bucket, kept in the bucket, streamed from it by another instance, and the old picture's
// file removed from it when the photo changes.
import { productImages } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createS3Storage } from '../../../storage/s3-storage.ts';
import { type S3TestServer, startS3Server } from '../../../testing/s3-server.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { encodePhoto, storePhoto } from '../photos/photo-pipeline.ts';
import { createPreviewImages, loadPreviewSource } from './link-previews.service.ts';
import { previewPath, previewStorageKey } from './preview-source.ts';

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

async function setPhoto(productId: string, colour: string) {
  await t.db.delete(productImages).where(eq(productImages.productId, productId));
  const svg = `<svg xmlns="http://www.w3.org/2000/svg" width="900" height="900"><rect width="900" height="900" fill="${colour}"/></svg>`;
  const photo = await encodePhoto(await sharp(Buffer.from(svg)).png().toBuffer());
  const variants = await storePhoto(t.storage, `products/${productId}/${colour.slice(1)}`, photo);
  await t.db
    .insert(productImages)
    .values({ productId, position: 0, width: photo.width, height: photo.height, variants });
  const source = (await loadPreviewSource(t.db, 'products', productId))!;
  return { url: previewPath(source), key: previewStorageKey(source), source };
}

describe('link previews on S3', () => {
  it('are drawn from the bucket, kept in it, reused by another instance, replaced in it', async () => {
    const product = await buildProduct(t.db);
    const first = await setPhoto(product.id, '#dd6b20');
    const res = await t.app.inject({ url: first.url });
    expect(res.statusCode).toBe(200);
    expect((await sharp(res.rawPayload).metadata()).format).toBe('jpeg');
    expect((await s3.head(first.key)).ContentLength).toBe(res.rawPayload.length);

    const other = createPreviewImages({ db: t.db, storage: createS3Storage(s3.options) });
    const image = await other.image(first.source);
    expect(image.stored).toBe(true);
    expect(other.drawn).toBe(0);
    if (image.stored) image.body.destroy();

    const second = await setPhoto(product.id, '#3182ce');
    expect(second.url).not.toBe(first.url);
    expect((await t.app.inject({ url: second.url })).statusCode).toBe(200);
    expect(await t.storage.get(second.key)).not.toBeNull();
    expect(await t.storage.get(first.key)).toBeNull();
  });
});
