// Saving an existing product (PUT): fields replaced, photos kept / reordered / added / removed,
// files of removed photos deleted; another seller's product is a 404; what a phone wrote into a
// photo (EXIF, GPS) is never stored.
import { productImages, products } from '@dwa/db/schema/index';
import { asc, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  form,
  getAs,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
  storedKeys,
} from '../../../testing/catalog/test-requests.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInSeller>>;
let stranger: Awaited<ReturnType<typeof signedInSeller>>;
let photos: Buffer[];

beforeAll(async () => {
  t = await createTestApp();
  me = await signedInSeller(t);
  stranger = await signedInSeller(t);
  photos = await Promise.all([0, 40, 80, 120].map((hue) => photoJpeg(700, 500, hue)));
});
afterAll(() => t.close());

const files = (...data: Buffer[]) => data.map((d) => ({ data: d }));

/** A product of `me` with three photos; returns it as the API answered. */
async function productWithThreePhotos() {
  const res = await sendProduct(
    t,
    me.cookie,
    productBody(form({}, 3), files(photos[0]!, photos[1]!, photos[2]!)),
  );
  expect(res.statusCode).toBe(201);
  return res.json() as { id: string; photos: { id: string; view: { src: string } }[] };
}

const imageRows = (productId: string) =>
  t.db
    .select()
    .from(productImages)
    .where(eq(productImages.productId, productId))
    .orderBy(asc(productImages.position));

describe('PUT /api/seller/products/:id', () => {
  it('replaces fields, reorders kept photos, adds a new one and deletes the removed one', async () => {
    const product = await productWithThreePhotos();
    const [a, b, c] = product.photos.map((p) => p.id) as [string, string, string];
    const removedKeys = (await imageRows(product.id))[1]!.variants.map((v) => v.key);

    const res = await sendProduct(
      t,
      me.cookie,
      productBody(
        form({
          title: 'Kente stole, large',
          price: 500,
          status: 'hidden',
          deliveryAvailable: false,
          // New cover: the third photo, then a new file, then the first; the second is gone.
          photos: [
            { kind: 'existing', id: c },
            { kind: 'new', index: 0 },
            { kind: 'existing', id: a },
          ],
        }),
        files(photos[3]!),
      ),
      product.id,
    );
    expect(res.statusCode).toBe(200);
    const saved = res.json();
    expect(saved).toMatchObject({
      title: 'Kente stole, large',
      pricePesewas: 50_000,
      status: 'hidden',
      deliveryAvailable: false,
      deliveryCostPesewas: null,
      deliveryAreas: [],
    });
    const ids = saved.photos.map((p: { id: string }) => p.id);
    expect(ids).toHaveLength(3);
    expect([ids[0], ids[2]]).toEqual([c, a]);
    expect(ids).not.toContain(b);

    const rows = await imageRows(product.id);
    expect(rows.map((r) => [r.id, r.position])).toEqual(
      ids.map((id: string, i: number) => [id, i]),
    );
    expect(rows[1]!.signature).not.toBeNull();
    // The removed photo's files are gone; every remaining row's files are there.
    const keys = await storedKeys(t);
    for (const key of removedKeys) expect(keys).not.toContain(key);
    for (const v of rows.flatMap((r) => r.variants)) expect(keys).toContain(v.key);

    // GET agrees, cover first.
    const again = (await getAs(t, me.cookie, `/api/seller/products/${product.id}`)).json();
    expect(again.photos.map((p: { id: string }) => p.id)).toEqual(ids);
  });

  it('can remove every photo', async () => {
    const product = await productWithThreePhotos();
    const res = await sendProduct(t, me.cookie, productBody(form({ photos: [] })), product.id);
    expect(res.statusCode).toBe(200);
    expect(res.json().photos).toEqual([]);
    expect(await imageRows(product.id)).toEqual([]);
    const keys = await storedKeys(t);
    expect(keys.filter((k) => k.startsWith(`products/${product.id}/`))).toEqual([]);
  });

  it("keeps a WhatsApp upload's files when a photo published from it is removed", async () => {
    const product = await productWithThreePhotos();
    const key = `whatsapp/${crypto.randomUUID()}/0/640.webp`;
    await t.storage.put(key, photos[0]!, 'image/webp');
    await t.db.insert(productImages).values({
      productId: product.id,
      position: 3,
      width: 700,
      height: 500,
      variants: [{ width: 640, height: 457, key, bytes: 1 }],
    });
    const kept = product.photos.map((p) => ({ kind: 'existing' as const, id: p.id }));
    const res = await sendProduct(t, me.cookie, productBody(form({ photos: kept })), product.id);
    expect(res.json().photos).toHaveLength(3);
    expect(await storedKeys(t)).toContain(key);
  });

  it('refuses a photo of another product (400) and changes nothing', async () => {
    const product = await productWithThreePhotos();
    const other = await productWithThreePhotos();
    const before = { rows: await imageRows(product.id), files: await storedKeys(t) };
    const res = await sendProduct(
      t,
      me.cookie,
      productBody(
        form({
          title: 'Changed',
          photos: [
            { kind: 'existing', id: product.photos[0]!.id },
            { kind: 'existing', id: other.photos[0]!.id },
            { kind: 'new', index: 0 },
          ],
        }),
        files(photos[3]!),
      ),
      product.id,
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      photos: 'One of the photos is no longer part of this product. Reload the page and try again.',
    });
    expect(await imageRows(product.id)).toEqual(before.rows);
    expect(await storedKeys(t)).toEqual(before.files);
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.title).toBe('Kente stole');
  });

  it("is 404 for another seller's product, for GET and PUT, and changes nothing", async () => {
    const product = await productWithThreePhotos();
    const before = await storedKeys(t);
    const put = await sendProduct(
      t,
      stranger.cookie,
      productBody(
        form({ title: 'Mine now', photos: [{ kind: 'new', index: 0 }] }),
        files(photos[3]!),
      ),
      product.id,
    );
    expect(put.statusCode).toBe(404);
    expect((await getAs(t, stranger.cookie, `/api/seller/products/${product.id}`)).statusCode).toBe(
      404,
    );
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row!.title).toBe('Kente stole');
    expect(await storedKeys(t)).toEqual(before);
    // An unknown id and a malformed one.
    const unknown = '00000000-0000-4000-8000-000000000000';
    expect((await sendProduct(t, me.cookie, productBody(form()), unknown)).statusCode).toBe(404);
    expect((await getAs(t, me.cookie, '/api/seller/products/1;drop')).statusCode).toBe(400);
  });
});

/** The FourCC of every chunk of a WebP (RIFF) file, in order. */
function webpChunks(bytes: Buffer): string[] {
  const chunks: string[] = [];
  for (let at = 12; at + 8 <= bytes.length; ) {
    chunks.push(bytes.toString('latin1', at, at + 4));
    const size = bytes.readUInt32LE(at + 4);
    at += 8 + size + (size % 2);
  }
  return chunks;
}

describe('what a phone wrote into the photo', () => {
  it('is stripped from every stored variant (EXIF, GPS, camera), and the photo is upright', async () => {
    // 600 × 400 pixels stored sideways: EXIF orientation 6 says "turn right to view".
    const phonePhoto = await sharp(await photoJpeg(600, 400))
      .withExif({
        IFD0: { Make: 'DwaPhone', Model: 'SecretModel', Copyright: 'Ama Owusu' },
        IFD3: {
          GPSLatitudeRef: 'N',
          GPSLatitude: '5/1 33/1 0/1',
          GPSLongitudeRef: 'W',
          GPSLongitude: '0/1 12/1 0/1',
        },
      })
      .withMetadata({ orientation: 6 })
      .toBuffer();
    const meta = await sharp(phonePhoto).metadata();
    expect(meta.exif).toBeDefined();
    expect(phonePhoto.includes('SecretModel')).toBe(true);

    const res = await sendProduct(t, me.cookie, productBody(form({}, 1), files(phonePhoto)));
    expect(res.statusCode).toBe(201);
    const [row] = await imageRows(res.json().id);
    expect([row!.width, row!.height]).toEqual([400, 600]);
    expect(row!.variants.map((v) => v.width)).toEqual([160, 320, 400]);
    for (const variant of row!.variants) {
      const stored = await t.storage.get(variant.key);
      const chunks: Buffer[] = [];
      for await (const chunk of stored!.body) chunks.push(chunk as Buffer);
      const bytes = Buffer.concat(chunks);
      const m = await sharp(bytes).metadata();
      expect(m.format).toBe('webp');
      expect(m.exif).toBeUndefined();
      expect(m.xmp).toBeUndefined();
      expect(m.icc).toBeUndefined();
      expect(m.orientation).toBeUndefined();
      expect(m.height).toBeGreaterThan(m.width);
      for (const secret of ['SecretModel', 'DwaPhone', 'Ama Owusu']) {
        expect(bytes.includes(secret)).toBe(false);
      }
      // No metadata chunk in the WebP container. (Not a search of the raw bytes for "XMP":
      // compressed noise contains any three letters now and then, which made this flaky.)
      expect(webpChunks(bytes).some((c) => c.startsWith('VP8'))).toBe(true);
      expect(webpChunks(bytes)).not.toContain('EXIF');
      expect(webpChunks(bytes)).not.toContain('XMP ');
      expect(webpChunks(bytes)).not.toContain('ICCP');
    }
  });
});
