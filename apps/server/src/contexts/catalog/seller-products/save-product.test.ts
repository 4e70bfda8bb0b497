// Creating and saving products through the multipart routes, on a real database and real disk
// storage: what is written on success, and that nothing at all is written on every refusal.
import {
  analyticsEvents,
  productImages,
  products,
  rateLimitHits,
  sellers,
} from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { MAX_PRODUCT_PHOTOS, PRODUCT_PHOTO_MAX_BYTES } from '@dwa/domain/seller-products';
import { asc, count, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import {
  form,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
  storedKeys,
} from '../../../testing/catalog/test-requests.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { PRODUCT_SAVE_WINDOW } from './seller-products.routes.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInSeller>>;
let photos: Buffer[];

beforeAll(async () => {
  t = await createTestApp();
  me = await signedInSeller(t);
  photos = await Promise.all([0, 40, 80].map((hue) => photoJpeg(900, 600, hue)));
});
afterAll(() => t.close());

async function counts() {
  const [p] = await t.db.select({ n: count() }).from(products);
  const [i] = await t.db.select({ n: count() }).from(productImages);
  const [e] = await t.db.select({ n: count() }).from(analyticsEvents);
  return { products: p!.n, images: i!.n, events: e!.n, files: (await storedKeys(t)).length };
}

const files = (...data: Buffer[]) => data.map((d) => ({ data: d }));

describe('POST /api/seller/products', () => {
  it('creates the product with its photos for the signed-in seller', async () => {
    const body = form({
      photos: [
        { kind: 'new', index: 1 },
        { kind: 'new', index: 0 },
      ],
    });
    const res = await sendProduct(
      t,
      me.cookie,
      // A seller id in the body is not a field of the form and is ignored.
      productBody(
        { ...body, sellerId: '00000000-0000-4000-8000-000000000000' } as never,
        files(photos[0]!, photos[1]!),
      ),
    );
    expect(res.statusCode).toBe(201);
    const saved = res.json();
    expect(saved).toMatchObject({
      title: 'Kente stole',
      category: 'fashion',
      pricePesewas: 45_050,
      description: 'Hand-woven in Bonwire.',
      location: 'kumasi',
      deliveryAvailable: true,
      deliveryCostPesewas: 1_500,
      deliveryAreas: ['Adum', 'Bantama'],
      status: 'active',
      isBoosted: false,
    });
    expect(saved.photos).toHaveLength(2);

    const [row] = await t.db.select().from(products).where(eq(products.id, saved.id));
    expect(row!.sellerId).toBe(me.seller.id);
    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, saved.id))
      .orderBy(asc(productImages.position));
    // Slot order decides: the second file is the cover.
    expect(images.map((i) => i.id)).toEqual(saved.photos.map((p: { id: string }) => p.id));
    expect(images[0]!.variants.map((v) => v.key)).toEqual(
      [160, 320, 640]
        .map((w) => `products/${saved.id}/${images[0]!.id}/${w}.webp`)
        .concat(`products/${saved.id}/${images[0]!.id}/900.webp`),
    );
    for (const image of images) expect(image.signature?.length).toBeGreaterThan(100);
    // The cover is the second file: its colours are those of photos[1].
    const cover = await t.storage.get(images[0]!.variants[0]!.key);
    expect(cover?.contentType).toBe('image/webp');
    const keys = await storedKeys(t);
    for (const v of images.flatMap((i) => i.variants)) expect(keys).toContain(v.key);

    const [event] = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.productId, saved.id));
    expect(event).toMatchObject({ eventType: 'product_created', sellerId: me.seller.id });

    // The stored cover really is the second file (same average colour as photos[1]).
    const tone = async (b: Buffer) =>
      (await sharp(b).stats()).channels.map((c) => Math.round(c.mean / 8));
    const served = await t.app.inject({ url: saved.photos[0].view.src });
    expect(served.statusCode).toBe(200);
    expect(await tone(served.rawPayload)).toEqual(await tone(photos[1]!));
  });

  it('creates a draft without photos', async () => {
    const res = await sendProduct(
      t,
      me.cookie,
      productBody(form({ status: 'draft', deliveryAvailable: false })),
    );
    expect(res.statusCode).toBe(201);
    expect(res.json()).toMatchObject({
      status: 'draft',
      photos: [],
      deliveryCostPesewas: null,
      deliveryAreas: [],
    });
  });

  describe('refuses bad requests and writes nothing', () => {
    let before: Awaited<ReturnType<typeof counts>>;
    beforeEach(async () => {
      before = await counts();
    });
    const refused = async (
      body: ReturnType<typeof productBody>,
      status: number,
      fields: Record<string, string>,
    ) => {
      const res = await sendProduct(t, me.cookie, body);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.fields).toEqual(fields);
      expect(await counts()).toEqual(before);
    };

    it('bad fields, with a message per field in the user language', async () => {
      await refused(
        productBody(
          form({ title: ' x ', price: 'free', location: 'mars' as never }),
          files(photos[0]!),
        ),
        400,
        {
          title: 'Enter the product name.',
          price: 'Enter a price in cedis, like 25 or 25.50.',
          location: 'This value is not valid.',
        },
      );
    });

    it('a form that is not JSON, or no form at all', async () => {
      await refused(productBody('{"title": '), 400, {
        product: 'The product details did not arrive. Please try again.',
      });
      await refused(productBody(null, files(photos[0]!)), 400, {
        product: 'The product details did not arrive. Please try again.',
      });
    });

    it('a file that is not an image, whatever its name says', async () => {
      await refused(
        productBody(form({}, 2), [
          { data: photos[0]! },
          { data: Buffer.from('hello, this is text'), filename: 'photo.jpg', type: 'image/jpeg' },
        ]),
        400,
        { photos: 'One of the files is not a photo. Use JPEG, PNG or WebP pictures.' },
      );
    });

    it('a photo of more than 40 megapixels (8000 × 5200)', async () => {
      const big = await sharp({
        create: { width: 8000, height: 5200, channels: 3, background: '#3a7' },
      })
        .png()
        .toBuffer();
      expect(big.length).toBeLessThan(PRODUCT_PHOTO_MAX_BYTES);
      await refused(
        productBody(form({}, 1), [{ data: big, filename: 'big.png', type: 'image/png' }]),
        400,
        {
          photos: 'A photo has too many pixels (over 40 megapixels). Pick a smaller one.',
        },
      );
    });

    it('a file over 10 MB (413)', async () => {
      const huge = Buffer.concat([photos[0]!, Buffer.alloc(11 * 1024 * 1024)]);
      await refused(productBody(form({}, 1), files(huge)), 413, {
        photos: 'A photo is bigger than 10 MB. Pick a smaller one.',
      });
    });

    it('more than 8 files', async () => {
      const nine = Array.from({ length: MAX_PRODUCT_PHOTOS + 1 }, () => ({ data: photos[0]! }));
      await refused(productBody(form({}, MAX_PRODUCT_PHOTOS), nine), 400, {
        photos: 'A product can have at most 8 photos.',
      });
      // Nine slots are refused by the form schema itself.
      await refused(productBody(form({}, MAX_PRODUCT_PHOTOS + 1), []), 400, {
        photos: 'A product can have at most 8 photos.',
      });
    });

    it('slots that do not match the files', async () => {
      const mismatch = {
        photos: 'The photos sent do not match the photo list. Please choose them again.',
      };
      // A slot pointing at no file.
      await refused(productBody(form({}, 2), files(photos[0]!)), 400, mismatch);
      // A file no slot places.
      await refused(productBody(form({}, 1), files(photos[0]!, photos[1]!)), 400, mismatch);
      // One file placed twice.
      const twice = form({
        photos: [
          { kind: 'new', index: 0 },
          { kind: 'new', index: 0 },
        ],
      });
      await refused(productBody(twice, files(photos[0]!)), 400, mismatch);
    });

    it('an existing photo on a new product', async () => {
      const other = await buildProduct(t.db);
      const [image] = await t.db
        .insert(productImages)
        .values({ productId: other.id, position: 0, width: 1, height: 1, variants: [] })
        .returning();
      before = await counts();
      await refused(productBody(form({ photos: [{ kind: 'existing', id: image!.id }] })), 400, {
        photos:
          'One of the photos is no longer part of this product. Reload the page and try again.',
      });
    });
  });

  it('deletes the stored photos again when the transaction fails', async () => {
    // A session whose seller row is gone: the product insert breaks its foreign key after the
    // photos were stored.
    const ghost = await signedInSeller(t);
    await t.db.delete(sellers).where(eq(sellers.id, ghost.seller.id));
    const before = await counts();
    const res = await sendProduct(
      t,
      ghost.cookie,
      productBody(form({}, 2), files(photos[0]!, photos[1]!)),
    );
    expect(res.statusCode).toBe(500);
    expect(await counts()).toEqual(before);
  });

  it('limits saves per seller (429) before reading the photos', async () => {
    const busy = await signedInSeller(t);
    const now = new Date();
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: PRODUCT_SAVE_WINDOW.limit }, () => ({
        bucket: PRODUCT_SAVE_WINDOW.bucket,
        key: busy.seller.id,
        at: now,
      })),
    );
    const before = await counts();
    const res = await sendProduct(t, busy.cookie, productBody(form({}, 1), files(photos[0]!)));
    expect(res.statusCode).toBe(429);
    expect(res.json().error.code).toBe('rate_limited');
    expect(await counts()).toEqual(before);
    // Another seller is not held back.
    expect((await sendProduct(t, me.cookie, productBody(form()))).statusCode).toBe(201);
  });

  it('answers in Twi when asked', async () => {
    const res = await sendProduct(t, me.cookie, productBody(form({}, 1)), undefined, {
      'accept-language': 'tw',
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.photos).toBe(
      'Mfonini a wode abrɛ no ne mfonini nhyehyɛeɛ no nhyia. Yɛ sɛ yi bio.',
    );
  });

  it('refuses JSON bodies (415) and signed-out callers (401)', async () => {
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/seller/products',
      payload: form(),
      headers: { origin: TEST_ORIGIN, cookie: me.cookie },
    });
    expect(json.statusCode).toBe(415);
    const anonymous = await sendProduct(t, null, productBody(form()));
    expect(anonymous.statusCode).toBe(401);
  });
});
