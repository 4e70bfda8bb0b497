// Edit Shop through the real app on a real database: the profile, its details, the shop photo.
import { randomUUID } from 'node:crypto';
import { products, sellers } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpRider, signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { pageMetaFor } from '../../catalog/seo/page-meta.ts';

let t: TestApp;
let seller: Awaited<ReturnType<typeof signUpSeller>>;

beforeAll(async () => {
  t = await createTestApp();
  seller = await signUpSeller(t);
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });

const sellerRow = async (id = seller.id) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!;

/** A multipart/form-data body with one file part, built by hand as a browser sends it. */
function multipart(field: string, filename: string, type: string, data: Buffer, cookie?: string) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="${filename}"\r\nContent-Type: ${type}\r\n\r\n`;
  return {
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
  };
}
const upload = (body: ReturnType<typeof multipart>) =>
  t.app.inject({ method: 'POST', url: '/api/seller/profile/photo', ...body });

const jpeg = (width: number, height: number, colour = { r: 200, g: 120, b: 40 }) =>
  sharp({ create: { width, height, channels: 3, background: colour } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toBuffer();

describe('profile', () => {
  it('answers the signed-in seller their own profile', async () => {
    const res = await call('GET', '/api/seller/profile', seller.cookie);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      id: seller.id,
      businessName: 'Ama Fabrics',
      whatsappNumber: seller.phone,
      location: 'kumasi',
      description: '',
      photo: null,
      isVerified: false,
      verifiedUntil: null,
      proUntil: null,
      boostCredits: 0,
      wallet: null,
      buySafely: false,
    });
  });

  it('shows the verification and Pro dates when the seller has them', async () => {
    const other = await signUpSeller(t);
    await t.db
      .update(sellers)
      .set({
        isVerified: true,
        verifiedUntil: new Date('2027-06-01T00:00:00Z'),
        proUntil: new Date('2026-12-31T00:00:00Z'),
      })
      .where(eq(sellers.id, other.id));
    const body = (await call('GET', '/api/seller/profile', other.cookie)).json();
    expect(body).toMatchObject({
      isVerified: true,
      verifiedUntil: '2027-06-01T00:00:00.000Z',
      proUntil: '2026-12-31T00:00:00.000Z',
    });
  });

  it('is for sellers only: 401 signed out, 403 for riders and admins', async () => {
    expect((await call('GET', '/api/seller/profile')).statusCode).toBe(401);
    const rider = await signUpRider(t);
    expect((await call('GET', '/api/seller/profile', rider.cookie)).statusCode).toBe(403);
    const { cookie } = await signInAdmin(t);
    expect((await call('GET', '/api/seller/profile', cookie)).statusCode).toBe(403);
    const put = await call('PUT', '/api/seller/profile', rider.cookie, {
      businessName: 'Rider shop',
      location: 'accra',
    });
    expect(put.statusCode).toBe(403);
  });
});

describe('shop details', () => {
  it('changes name, location and description; the public shop and products follow', async () => {
    const product = await buildProduct(t.db, { sellerId: seller.id, title: 'Kente cloth' });
    const res = await call('PUT', '/api/seller/profile', seller.cookie, {
      businessName: '  Ama Kente House ',
      location: 'accra',
      description: ' Handwoven kente from Bonwire. ',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      businessName: 'Ama Kente House',
      location: 'accra',
      description: 'Handwoven kente from Bonwire.',
    });
    const shop = (await call('GET', `/api/shops/${seller.id}`)).json();
    expect(shop).toMatchObject({
      businessName: 'Ama Kente House',
      location: 'accra',
      description: 'Handwoven kente from Bonwire.',
    });
    const [p] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(p!.sellerName).toBe('Ama Kente House');
    // The session shows the new name at once (the layout's "Welcome back").
    const session = (await call('GET', '/api/auth/session', seller.cookie)).json();
    expect(session.user.name).toBe('Ama Kente House');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = await sellerRow();
    const res = await call('PUT', '/api/seller/profile', seller.cookie, {
      businessName: 'A',
      location: 'lagos',
      description: 'x'.repeat(301),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      businessName: 'Enter your business name.',
      location: 'Choose your location.',
      description: 'Keep the description to 300 characters or fewer.',
    });
    expect(await sellerRow()).toEqual(before);
  });

  it('answers field messages in the caller’s language', async () => {
    const res = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/profile',
      headers: { origin: TEST_ORIGIN, cookie: seller.cookie, 'accept-language': 'tw' },
      payload: { businessName: 'Ama', location: 'accra', description: 'x'.repeat(301) },
    });
    expect(res.json().error.fields.description).toBe('Ma nkyerɛmu no nnsene nsɛmmoaa 300.');
  });
});

describe('shop photo', () => {
  const keysOf = (row: { photoVariants: { key: string }[] | null }) =>
    (row.photoVariants ?? []).map((v) => v.key);

  it('stores WebP variants without metadata, shows them on the shop page, replaces the old files', async () => {
    const res = await upload(
      multipart('photo', 'shop.jpg', 'image/jpeg', await jpeg(1600, 1200), seller.cookie),
    );
    expect(res.statusCode).toBe(200);
    const first = await sellerRow();
    expect(first.photoVariants!.map((v) => v.width)).toEqual([160, 320, 640, 1280]);
    const keys = keysOf(first);
    for (const key of keys)
      expect(key).toMatch(new RegExp(`^shops/${seller.id}/[0-9a-f-]{36}/\\d+\\.webp$`));
    expect(res.json().photo.src).toBe(`/media/${keys[1]}`);
    const shop = (await call('GET', `/api/shops/${seller.id}`)).json();
    expect(shop.photo).toEqual(res.json().photo);
    // Link previews of the shop page are drawn from it: a JPEG of their own, named by the photo.
    const previewOf = async () =>
      (await pageMetaFor(t.db, TEST_ORIGIN, `/shops/${seller.id}`))?.image;
    const preview = await previewOf();
    expect(preview).toMatchObject({
      url: expect.stringMatching(
        new RegExp(`^${TEST_ORIGIN}/api/previews/shops/${seller.id}/[0-9a-f]+\\.jpg$`),
      ),
      type: 'image/jpeg',
      width: 1200,
      height: 630,
    });

    // Served from /media/ as WebP, with no trace of the original's EXIF.
    const media = await t.app.inject({ url: `/media/${keys[3]}` });
    expect(media.statusCode).toBe(200);
    expect(media.headers['content-type']).toBe('image/webp');
    expect(media.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    expect((await sharp(media.rawPayload).metadata()).exif).toBeUndefined();

    const again = await upload(
      multipart(
        'photo',
        'new.png',
        'image/png',
        await jpeg(400, 300, { r: 0, g: 0, b: 255 }),
        seller.cookie,
      ),
    );
    expect(again.statusCode).toBe(200);
    const second = await sellerRow();
    expect(second.photoVariants!.map((v) => v.width)).toEqual([160, 320, 400]);
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    for (const key of keysOf(second)) expect(await t.storage.get(key)).not.toBeNull();
    // A new photo, a new preview.
    expect((await previewOf())?.url).not.toBe(preview?.url);
  });

  it('refuses what is not a photo, too many pixels and too many bytes, and stores nothing', async () => {
    const before = await sellerRow();
    const notImage = await upload(
      multipart(
        'photo',
        'shop.jpg',
        'image/jpeg',
        Buffer.from('<svg onload=alert(1)>'),
        seller.cookie,
      ),
    );
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toMatchObject({
      code: 'not_an_image',
      fields: { photo: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.' },
    });

    const huge = await sharp({
      create: { width: 8000, height: 5001, channels: 3, background: '#fff' },
    })
      .png()
      .toBuffer();
    const pixels = await upload(multipart('photo', 'big.png', 'image/png', huge, seller.cookie));
    expect(pixels.statusCode).toBe(400);
    expect(pixels.json().error.code).toBe('photo_too_many_pixels');

    const heavy = Buffer.concat([await jpeg(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const bytes = await upload(multipart('photo', 'heavy.jpg', 'image/jpeg', heavy, seller.cookie));
    expect(bytes.statusCode).toBe(413);
    expect(bytes.json().error).toMatchObject({
      code: 'photo_too_large',
      fields: { photo: 'The photo is larger than 10 MB.' },
    });

    const wrongField = await upload(
      multipart('file', 'shop.jpg', 'image/jpeg', await jpeg(100, 100), seller.cookie),
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ photo: 'Choose a photo first.' });

    expect(await sellerRow()).toEqual(before);
  });

  it('is for the signed-in seller only', async () => {
    const body = multipart('photo', 'shop.jpg', 'image/jpeg', await jpeg(100, 100));
    expect((await upload(body)).statusCode).toBe(401);
    const rider = await signUpRider(t);
    const asRider = multipart(
      'photo',
      'shop.jpg',
      'image/jpeg',
      await jpeg(100, 100),
      rider.cookie,
    );
    expect((await upload(asRider)).statusCode).toBe(403);
  });
});
