// Seller registration with photos of the first product (spec section 5, "uploaded photos"): one
// multipart request (the JSON as the field "registration", then the files "photos"), the
// products' photo pipeline, and everything checked before anything is written.
import { oneTimeCodes, productImages, products, sellers } from '@dwa/db/schema/index';
import { uniquePhone } from '@dwa/db/testing/factories';
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { registrationBody } from '../../../testing/accounts/registration-test-requests.ts';
import { cookieOf, lastCodeFor, post, sellerForm } from '../../../testing/auth-helpers.ts';
import { photoJpeg, storedKeys } from '../../../testing/catalog/test-requests.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date());
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const register = (
  body: ReturnType<typeof registrationBody>,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method: 'POST',
    url: '/api/auth/seller/register',
    payload: body.payload,
    headers: { ...body.headers, origin: TEST_ORIGIN, ...headers },
  });

/** A phone with a fresh sign-up code (the clock moves past the resend wait). */
async function codeFor(phone = uniquePhone()) {
  clock.advance(31_000);
  await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
  return { phone, code: (await lastCodeFor(t, phone))! };
}

const sellersWith = (phone: string) =>
  t.db.select().from(sellers).where(eq(sellers.whatsappNumber, phone));

async function codeSpent(phone: string) {
  const [row] = await t.db
    .select({ consumedAt: oneTimeCodes.consumedAt })
    .from(oneTimeCodes)
    .where(eq(oneTimeCodes.phone, phone))
    .orderBy(desc(oneTimeCodes.createdAt))
    .limit(1);
  return row?.consumedAt !== null;
}

describe('seller registration with photos', () => {
  it('stores the first product with its photos in order, through the photo pipeline', async () => {
    const { phone, code } = await codeFor();
    const files = await Promise.all(
      [0, 60].map(async (hue) => ({ data: await photoJpeg(900, 600, hue) })),
    );
    const res = await register(registrationBody(sellerForm(phone, code), files));
    expect(res.statusCode, res.body).toBe(201);
    const sellerId = res.json().user.id as string;
    expect(cookieOf(res)).toMatch(/^dwa_session=/);

    const [product] = await t.db.select().from(products).where(eq(products.sellerId, sellerId));
    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product!.id))
      .orderBy(productImages.position);
    expect(images.map((i) => i.position)).toEqual([0, 1]);
    for (const image of images) {
      expect(image.signature).not.toBeNull();
      // The pipeline's widths up to the photo's own (900 px here).
      expect(image.variants.map((v) => v.width)).toEqual([160, 320, 640, 900]);
      for (const v of image.variants) {
        expect(v.key).toMatch(new RegExp(`^products/${product!.id}/${image.id}/\\d+\\.webp$`));
      }
    }
    const keys = await storedKeys(t);
    expect(keys.filter((k) => k.startsWith(`products/${product!.id}/`))).toHaveLength(8);

    // Buyers see the photos: the product page and the listing card (no "No photo yet").
    const page = (await t.app.inject({ url: `/api/products/${product!.id}` })).json();
    expect(page.photos).toHaveLength(2);
    expect(page.photos[0].src).toMatch(
      new RegExp(`^/media/products/${product!.id}/${images[0]!.id}/`),
    );
    const shop = (await t.app.inject({ url: `/api/shops/${sellerId}` })).json();
    expect(shop.products[0].photo).not.toBeNull();
  });

  it('answers a file that is not a photo with 400 at the photos, and writes nothing', async () => {
    const { phone, code } = await codeFor();
    const before = await storedKeys(t);
    const photo = { data: await photoJpeg() };
    const notPhoto = {
      data: Buffer.from('not a photo'),
      filename: 'notes.txt',
      type: 'text/plain',
    };
    const res = await register(registrationBody(sellerForm(phone, code), [photo, notPhoto]), {
      'accept-language': 'tw',
    });
    expect(res.statusCode).toBe(400);
    // The field message in the asker's language (Twi here), as for a product save.
    expect(res.json().error).toMatchObject({
      code: 'not_an_image',
      fields: { photos: tw.sellerPhotos.notImage },
    });
    expect(await sellersWith(phone)).toEqual([]);
    expect(await storedKeys(t)).toEqual(before);
    // Nothing was written, so the code still works: the seller fixes the photo and registers.
    expect(await codeSpent(phone)).toBe(false);
    const again = await register(registrationBody(sellerForm(phone, code), [photo]));
    expect(again.statusCode, again.body).toBe(201);
  });

  it('refuses a 9th photo and a broken registration field before decoding anything', async () => {
    const { phone, code } = await codeFor();
    const photo = { data: await photoJpeg(300, 200) };
    const nine = await register(
      registrationBody(
        sellerForm(phone, code),
        Array.from({ length: 9 }, () => photo),
      ),
    );
    expect(nine.statusCode).toBe(400);
    expect(nine.json().error.fields).toEqual({ photos: en.sellerPhotos.tooMany });

    // The same field messages as the JSON request.
    const bad = await register(
      registrationBody({ ...sellerForm(phone, code), product: { title: '', price: 'x' } }, [photo]),
    );
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toMatchObject({
      'product.title': en.validation.productName,
      'product.category': expect.any(String),
    });
    const notJson = await register(registrationBody('{nope', [photo]));
    expect(notJson.statusCode).toBe(400);
    expect(notJson.json().error.fields).toEqual({ registration: en.validation.invalid });
    expect(await sellersWith(phone)).toEqual([]);
  });

  it('checks the code before it decodes a photo, and still answers the rest of the upload', async () => {
    const { phone, code } = await codeFor();
    const wrong = code === '000000' ? '111111' : '000000';
    const before = await storedKeys(t);
    // Not a photo either: had it been decoded, the answer would be not_an_image.
    const res = await register(
      registrationBody(sellerForm(phone, wrong), [{ data: Buffer.from('x'.repeat(200_000)) }]),
    );
    expect(res.statusCode).toBe(400);
    expect(res.json().error.code).toBe('invalid_code');
    expect(await storedKeys(t)).toEqual(before);
  });

  it('decodes photos for one code at most 5 times: its tries bound the work (one-time-codes.ts)', async () => {
    const { phone, code } = await codeFor();
    const notPhoto = { data: Buffer.from('not a photo'), filename: 'a.txt', type: 'text/plain' };
    for (let i = 0; i < 5; i++) {
      const res = await register(registrationBody(sellerForm(phone, code), [notPhoto]));
      expect(res.json().error.code, `attempt ${i + 1}`).toBe('not_an_image');
    }
    const sixth = await register(registrationBody(sellerForm(phone, code), [notPhoto]));
    expect(sixth.statusCode).toBe(429);
    expect(sixth.json().error.code).toBe('too_many_attempts');
  });

  it('still takes a registration as JSON, without photos', async () => {
    const { phone, code } = await codeFor();
    const res = await post(t, '/api/auth/seller/register', sellerForm(phone, code));
    expect(res.statusCode).toBe(201);
    const [product] = await t.db
      .select({ id: products.id })
      .from(products)
      .where(eq(products.sellerId, res.json().user.id));
    expect(
      await t.db.select().from(productImages).where(eq(productImages.productId, product!.id)),
    ).toEqual([]);
  });
});
