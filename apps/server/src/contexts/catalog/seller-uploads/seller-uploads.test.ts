import { randomUUID } from 'node:crypto';
import { buyerCopy } from '@dwa/db/images/buyer-copy';
import { SIGNATURE_BYTES } from '@dwa/db/images/photo-signature';
import { analyticsEvents, productImages, products, whatsappUploads } from '@dwa/db/schema/index';
import { renderProductImage } from '@dwa/db/seed/images';
import { PhotoSearchResponseSchema } from '@dwa/domain/search';
import { SellerUploadListSchema } from '@dwa/domain/seller-uploads';
import { parseCaption } from '@dwa/domain/whatsapp/caption-parser';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { post, signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
/** Signed up in Kumasi (auth-helpers' seller form). */
let seller: Awaited<ReturnType<typeof signUpSeller>>;
let other: Awaited<ReturnType<typeof signUpSeller>>;
/** The 640 px file of the first photo of each upload, by upload id. */
const firstPhoto = new Map<string, Buffer>();

interface UploadSpec {
  sellerId: string;
  title?: string | null;
  price?: number | null;
  description?: string | null;
  images?: number;
  status?: 'pending' | 'published' | 'rejected';
  hoursAgo?: number;
}

/** An upload as the bot stores it: `whatsapp/<id>/<n>/{160,320,640}.webp`, rows keep the 640s. */
async function addUpload(spec: UploadSpec) {
  const id = randomUUID();
  const keys: string[] = [];
  for (let n = 0; n < (spec.images ?? 1); n++) {
    const variants = await renderProductImage('electronics', 7000 + firstPhoto.size * 10 + n);
    for (const v of variants) {
      await t.storage.put(`whatsapp/${id}/${n}/${v.width}.webp`, v.data, 'image/webp');
    }
    if (n === 0) firstPhoto.set(id, variants[variants.length - 1]!.data);
    keys.push(`whatsapp/${id}/${n}/640.webp`);
  }
  const created = new Date(clock.now().getTime() - (spec.hoursAgo ?? 1) * 3_600_000);
  await t.db.insert(whatsappUploads).values({
    id,
    sellerId: spec.sellerId,
    whatsappNumber: '+233241234567',
    messageText: `${spec.title ?? ''} message`,
    parsedTitle: spec.title === undefined ? 'Infinix Hot 40i' : spec.title,
    parsedPricePesewas: spec.price === undefined ? 160_000 : spec.price,
    parsedDescription: spec.description === undefined ? 'Comes with free case' : spec.description,
    images: keys,
    status: spec.status ?? 'pending',
    createdAt: created,
    updatedAt: created,
  });
  return id;
}

beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await signUpSeller(t);
  other = await signUpSeller(t);
}, 60_000);
afterAll(() => t.close());

const list = (cookie?: string) =>
  t.app.inject({ url: '/api/seller/uploads', headers: cookie ? { cookie } : {} });
const publish = (id: string, body: object = {}, cookie = seller.cookie) =>
  post(t, `/api/seller/uploads/${id}/publish`, body, cookie);
const reject = (id: string, cookie = seller.cookie) =>
  post(t, `/api/seller/uploads/${id}/reject`, {}, cookie);

const uploadRow = async (id: string) =>
  (await t.db.select().from(whatsappUploads).where(eq(whatsappUploads.id, id)))[0]!;
const productsOf = (sellerId: string) =>
  t.db.select().from(products).where(eq(products.sellerId, sellerId));

describe('GET /api/seller/uploads', () => {
  it("lists only the seller's uploads, newest first, with three thumbnails and the counts", async () => {
    const older = await addUpload({ sellerId: seller.id, images: 5, hoursAgo: 10 });
    const newer = await addUpload({
      sellerId: seller.id,
      title: 'Fresh plantain',
      price: null,
      hoursAgo: 2,
    });
    const gone = await addUpload({ sellerId: seller.id, status: 'rejected', hoursAgo: 20 });
    await addUpload({ sellerId: other.id, title: 'Not yours' });

    const res = await list(seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    const body = SellerUploadListSchema.parse(res.json());
    expect(body.items.map((u) => u.id)).toEqual([newer, older, gone]);
    expect(body.counts).toEqual({ all: 3, pending: 2, published: 0, rejected: 1 });

    const five = body.items[1]!;
    expect(five.photoCount).toBe(5);
    expect(five.photos).toHaveLength(3);
    expect(five.photos[0]).toEqual({
      src: `/media/whatsapp/${older}/0/160.webp`,
      srcset: [160, 320, 640].map((w) => `/media/whatsapp/${older}/0/${w}.webp ${w}w`).join(', '),
      width: 640,
      height: 480,
    });
    expect(body.items[0]).toMatchObject({
      parsedTitle: 'Fresh plantain',
      parsedPricePesewas: null,
      photoCount: 1,
      status: 'pending',
      productId: null,
      createdAt: '2026-11-22T08:00:00.000Z',
    });
    // The thumbnail is really served.
    const media = await t.app.inject({ url: five.photos[2]!.src });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
  });

  it('leaves out an image whose file is gone', async () => {
    const id = await addUpload({ sellerId: other.id, images: 2 });
    await t.storage.delete(`whatsapp/${id}/1/640.webp`);
    const body = SellerUploadListSchema.parse((await list(other.cookie)).json());
    const upload = body.items.find((u) => u.id === id)!;
    expect(upload.photos).toHaveLength(1);
    expect(upload.photoCount).toBe(2);
  });

  it('needs a signed-in seller', async () => {
    expect((await list()).statusCode).toBe(401);
  });
});

describe('POST /api/seller/uploads/:id/publish', () => {
  it('creates the corrected active product with the upload photos, searchable by photo', async () => {
    const id = await addUpload({ sellerId: seller.id, images: 3 });
    const res = await publish(id, {
      title: '  Infinix Hot 40i 128GB  ',
      price: '1,550.50',
      category: 'electronics',
    });
    expect(res.statusCode).toBe(201);
    const { productId } = res.json();

    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product).toMatchObject({
      sellerId: seller.id,
      title: 'Infinix Hot 40i 128GB',
      pricePesewas: 155_050,
      category: 'electronics',
      description: 'Comes with free case',
      locationSlug: 'kumasi',
      status: 'active',
    });
    expect(await uploadRow(id)).toMatchObject({ status: 'published', productId });

    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, productId))
      .orderBy(productImages.position);
    expect(images.map((i) => i.position)).toEqual([0, 1, 2]);
    for (const [n, image] of images.entries()) {
      expect(image).toMatchObject({ width: 640, height: 480 });
      expect(image.variants.map((v) => [v.key, v.width, v.height])).toEqual([
        [`whatsapp/${id}/${n}/160.webp`, 160, 120],
        [`whatsapp/${id}/${n}/320.webp`, 320, 240],
        [`whatsapp/${id}/${n}/640.webp`, 640, 480],
      ]);
      expect(image.variants.every((v) => v.bytes > 0)).toBe(true);
      expect(image.signature?.length).toBe(SIGNATURE_BYTES);
    }

    const [event] = await t.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.productId, productId),
          eq(analyticsEvents.eventType, 'product_created'),
        ),
      );
    expect(event).toMatchObject({ sellerId: seller.id, metadata: { source: 'whatsapp_upload' } });

    // Buyers see it: the public listing, the product page with its photos, and photo search.
    const listing = (await t.app.inject({ url: '/api/products?pageSize=48' })).json();
    expect(listing.items.map((p: { id: string }) => p.id)).toContain(productId);
    const detail = (await t.app.inject({ url: `/api/products/${productId}` })).json();
    expect(detail).toMatchObject({ pricePesewas: 155_050, category: 'electronics' });
    expect(detail.photos).toHaveLength(3);
    const found = await photoSearch(await buyerCopy(firstPhoto.get(id)!));
    expect(found.items[0]?.id).toBe(productId);
  });

  it('uses the parsed values and the defaults when nothing is corrected', async () => {
    const id = await addUpload({
      sellerId: seller.id,
      title: 'Fresh plantain, one bunch',
      price: 6_000,
      description: null,
    });
    const res = await publish(id);
    expect(res.statusCode).toBe(201);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, res.json().productId));
    expect(product).toMatchObject({
      title: 'Fresh plantain, one bunch',
      pricePesewas: 6_000,
      description: '',
      category: 'general',
      deliveryAvailable: false,
      deliveryAreas: [],
      status: 'active',
    });
  });

  it('refuses to publish without a price: 400 at the price field in every language, nothing written', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Fresh plantain', price: null });
    const before = (await productsOf(seller.id)).length;
    const said: Record<string, string> = {};
    for (const [language, body] of [
      ['en', {}],
      ['tw', { price: '0' }],
      ['pidgin', { price: '0.00', title: 'Fresh plantain, big bunch' }],
    ] as const) {
      const res = await t.app.inject({
        method: 'POST',
        url: `/api/seller/uploads/${id}/publish`,
        payload: body,
        headers: { origin: TEST_ORIGIN, cookie: seller.cookie, 'accept-language': language },
      });
      expect(res.statusCode, language).toBe(400);
      const { error } = res.json();
      expect(error.code).toBe('validation_failed');
      expect(Object.keys(error.fields)).toEqual(['price']);
      said[language] = error.fields.price;
    }
    expect(said.en).toBe('Enter the price: a product cannot go live without one.');
    expect(new Set(Object.values(said)).size).toBe(3);
    expect((await productsOf(seller.id)).length).toBe(before);
    expect(await uploadRow(id)).toMatchObject({ status: 'pending', productId: null });

    // With the price the seller gives, it goes live at that price.
    const priced = await publish(id, { price: '60' });
    expect(priced.statusCode).toBe(201);
    const [product] = await t.db
      .select()
      .from(products)
      .where(eq(products.id, priced.json().productId));
    expect(product?.pricePesewas).toBe(6_000);
  });

  describe('the delivery the caption offered', () => {
    const caption = 'Ladies sandals GH₵ 85. Delivery to Ejisu and Adum, 20gh delivery fee';
    /** An upload whose delivery columns hold what the bot reads from `caption`. */
    async function captionUpload() {
      const id = await addUpload({ sellerId: seller.id, title: 'Ladies sandals', price: 8_500 });
      const { delivery } = parseCaption(caption);
      await t.db
        .update(whatsappUploads)
        .set({
          parsedDeliveryAvailable: delivery.available,
          parsedDeliveryAreas: delivery.areas,
          parsedDeliveryFeePesewas: delivery.feePesewas,
        })
        .where(eq(whatsappUploads.id, id));
      return id;
    }
    const productOf = async (productId: string) =>
      (await t.db.select().from(products).where(eq(products.id, productId)))[0];

    it('is listed for the publish dialog and published with its places and fee', async () => {
      const id = await captionUpload();
      const listed = SellerUploadListSchema.parse((await list(seller.cookie)).json());
      expect(listed.items.find((u) => u.id === id)).toMatchObject({
        parsedDeliveryAvailable: true,
        parsedDeliveryAreas: ['Ejisu', 'Adum'],
        parsedDeliveryFeePesewas: 2_000,
      });
      const res = await publish(id);
      expect(res.statusCode).toBe(201);
      const { productId } = res.json();
      expect(await productOf(productId)).toMatchObject({
        pricePesewas: 8_500,
        deliveryAvailable: true,
        deliveryAreas: ['Ejisu', 'Adum'],
        deliveryCostPesewas: 2_000,
      });
      const detail = (await t.app.inject({ url: `/api/products/${productId}` })).json();
      expect(detail).toMatchObject({
        deliveryAreas: ['Ejisu', 'Adum'],
        deliveryCostPesewas: 2_000,
      });
    });

    it("gives way to the seller's delivery from the dialog, as a whole", async () => {
      const changed = await publish(await captionUpload(), {
        deliveryAvailable: true,
        deliveryCost: '15.50',
        deliveryAreas: 'Kumasi, Ejisu',
      });
      expect(changed.statusCode).toBe(201);
      expect(await productOf(changed.json().productId)).toMatchObject({
        deliveryAvailable: true,
        deliveryAreas: ['Kumasi', 'Ejisu'],
        deliveryCostPesewas: 1_550,
      });
      // Cost and places cleared: delivery with none of the caption's left.
      const cleared = await publish(await captionUpload(), { deliveryAvailable: true });
      expect(await productOf(cleared.json().productId)).toMatchObject({
        deliveryAvailable: true,
        deliveryAreas: [],
        deliveryCostPesewas: null,
      });
      const none = await publish(await captionUpload(), {
        deliveryAvailable: false,
        deliveryCost: '20',
        deliveryAreas: 'Adum',
      });
      expect(await productOf(none.json().productId)).toMatchObject({
        deliveryAvailable: false,
        deliveryAreas: [],
        deliveryCostPesewas: null,
      });
    });

    it('refuses a bad delivery cost at its field, in the caller language, writing nothing', async () => {
      const id = await captionUpload();
      const before = (await productsOf(seller.id)).length;
      const said: Record<string, string> = {};
      for (const language of ['en', 'tw', 'pidgin']) {
        const res = await t.app.inject({
          method: 'POST',
          url: `/api/seller/uploads/${id}/publish`,
          payload: { deliveryAvailable: true, deliveryCost: 'twenty' },
          headers: { origin: TEST_ORIGIN, cookie: seller.cookie, 'accept-language': language },
        });
        expect(res.statusCode, language).toBe(400);
        const { error } = res.json();
        expect(Object.keys(error.fields)).toEqual(['deliveryCost']);
        said[language] = error.fields.deliveryCost;
      }
      expect(new Set(Object.values(said)).size).toBe(3);
      const negative = await publish(id, { deliveryAvailable: true, deliveryCost: -5 });
      expect(negative.statusCode).toBe(400);
      expect(Object.keys(negative.json().error.fields)).toEqual(['deliveryCost']);
      const notABox = await publish(id, { deliveryAvailable: 'yes' });
      expect(notABox.statusCode).toBe(400);
      expect(Object.keys(notABox.json().error.fields)).toEqual(['deliveryAvailable']);
      expect((await productsOf(seller.id)).length).toBe(before);
      expect(await uploadRow(id)).toMatchObject({ status: 'pending', productId: null });
    });
  });

  it("titles an upload with no parsed title 'Untitled'", async () => {
    const id = await addUpload({ sellerId: seller.id, title: null });
    const { productId } = (await publish(id)).json();
    const [product] = await t.db.select().from(products).where(eq(products.id, productId));
    expect(product?.title).toBe('Untitled');
  });

  it('refuses a second publish: 409 and still one product', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Only once' });
    expect((await publish(id)).statusCode).toBe(201);
    const again = await publish(id);
    expect(again.statusCode).toBe(409);
    expect(again.json().error.code).toBe('conflict');
    const made = (await productsOf(seller.id)).filter((p) => p.title === 'Only once');
    expect(made).toHaveLength(1);
  });

  it('lets only one of two simultaneous publishes through', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Raced' });
    const answers = await Promise.all([publish(id), publish(id)]);
    expect(answers.map((a) => a.statusCode).sort()).toEqual([201, 409]);
    expect((await productsOf(seller.id)).filter((p) => p.title === 'Raced')).toHaveLength(1);
  });

  it('refuses to publish a rejected upload', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Turned down' });
    expect((await reject(id)).statusCode).toBe(204);
    expect((await publish(id)).statusCode).toBe(409);
    expect((await productsOf(seller.id)).filter((p) => p.title === 'Turned down')).toHaveLength(0);
    expect(await uploadRow(id)).toMatchObject({ status: 'rejected', productId: null });
  });

  it('answers 400 with field messages and writes nothing for bad corrections', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Bad input' });
    const before = (await productsOf(seller.id)).length;
    const res = await publish(id, { title: 'a', price: 'free', category: 'toys' });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.keys(fields).sort()).toEqual(['category', 'price', 'title']);
    expect(fields.title).toBe('Enter the product name.');
    expect((await productsOf(seller.id)).length).toBe(before);
    expect(await uploadRow(id)).toMatchObject({ status: 'pending', productId: null });
  });

  it("answers 404 for another seller's upload and leaves it alone", async () => {
    const id = await addUpload({ sellerId: other.id, title: 'Theirs' });
    expect((await publish(id, {}, seller.cookie)).statusCode).toBe(404);
    expect((await reject(id, seller.cookie)).statusCode).toBe(404);
    expect(await uploadRow(id)).toMatchObject({ status: 'pending', productId: null });
    expect((await productsOf(seller.id)).filter((p) => p.title === 'Theirs')).toHaveLength(0);
  });

  it('answers 400 for a malformed id and 404 for an unknown one', async () => {
    expect((await publish('not-an-id')).statusCode).toBe(400);
    expect((await publish(randomUUID())).statusCode).toBe(404);
  });
});

describe('POST /api/seller/uploads/:id/reject', () => {
  it('rejects a pending upload once, then 409', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Nope' });
    clock.advance(60_000);
    expect((await reject(id)).statusCode).toBe(204);
    const row = await uploadRow(id);
    expect(row).toMatchObject({ status: 'rejected', productId: null });
    expect(row.updatedAt.toISOString()).toBe(clock.now().toISOString());
    expect((await reject(id)).statusCode).toBe(409);
  });

  it('refuses to reject a published upload', async () => {
    const id = await addUpload({ sellerId: seller.id, title: 'Kept' });
    const { productId } = (await publish(id)).json();
    expect((await reject(id)).statusCode).toBe(409);
    expect(await uploadRow(id)).toMatchObject({ status: 'published', productId });
  });
});

/** POST /api/search/photo with the photo as a browser sends it. */
async function photoSearch(photo: Buffer) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="snap.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/search/photo',
    payload: Buffer.concat([Buffer.from(head), photo, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: { 'content-type': `multipart/form-data; boundary=${boundary}`, origin: TEST_ORIGIN },
  });
  expect(res.statusCode).toBe(200);
  return PhotoSearchResponseSchema.parse(res.json());
}
