// The rider's photo through the real app: the photo pipeline's WebP variants under a fresh
// folder, the profile's photo view built from the one key the row keeps, old files gone after a
// replacement or removal, refusals storing nothing, riders only.
import { randomUUID } from 'node:crypto';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { callAs, riderRow, signedInRider } from '../../../testing/deliveries/rider-test-kit.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A multipart/form-data body with one file part, as a browser sends it. */
function multipart(field: string, data: Buffer, cookie?: string) {
  const boundary = `----dwa${randomUUID().replaceAll('-', '')}`;
  const head = `--${boundary}\r\nContent-Disposition: form-data; name="${field}"; filename="me.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`;
  return t.app.inject({
    method: 'POST',
    url: '/api/rider/profile/photo',
    payload: Buffer.concat([Buffer.from(head), data, Buffer.from(`\r\n--${boundary}--\r\n`)]),
    headers: {
      'content-type': `multipart/form-data; boundary=${boundary}`,
      origin: TEST_ORIGIN,
      ...(cookie ? { cookie } : {}),
    },
  });
}

const jpeg = (width: number, height: number) =>
  sharp({ create: { width, height, channels: 3, background: { r: 20, g: 120, b: 200 } } })
    .jpeg()
    .withMetadata({ exif: { IFD0: { Copyright: 'secret-gps-owner' } } })
    .toBuffer();

const keysOf = async (riderId: string) =>
  ((await riderRow(t, riderId)).photoVariants ?? []).map((v) => v.key);

describe('rider photo', () => {
  it('stores WebP variants, shows them, and replaces the old files', async () => {
    const { rider, cookie } = await signedInRider(t);
    const res = await multipart('photo', await jpeg(1600, 1200), cookie);
    expect(res.statusCode).toBe(200);
    const keys = await keysOf(rider.id);
    for (const key of keys) {
      expect(key).toMatch(new RegExp(`^riders/${rider.id}/[0-9a-f-]{36}/\\d+\\.webp$`));
    }
    expect(keys.map((k) => k.split('/').pop())).toEqual([
      '160.webp',
      '320.webp',
      '640.webp',
      '1280.webp',
    ]);
    expect(res.json().photo).toEqual({
      src: `/media/${keys[1]}`,
      srcset: keys.map((k, i) => `/media/${k} ${[160, 320, 640, 1280][i]}w`).join(', '),
      width: 1280,
      height: 960,
    });
    // Every variant is stored, as WebP, with no trace of the original's EXIF.
    for (const key of keys) {
      const media = await t.app.inject({ url: `/media/${key}` });
      expect(media.statusCode, key).toBe(200);
      expect(media.headers['content-type']).toBe('image/webp');
      expect(media.rawPayload.includes(Buffer.from('secret-gps-owner'))).toBe(false);
    }
    const largest = await t.app.inject({ url: `/media/${keys[3]}` });
    expect(await sharp(largest.rawPayload).metadata()).toMatchObject({ width: 1280, height: 960 });

    const again = await multipart('photo', await jpeg(300, 400), cookie);
    expect(again.statusCode).toBe(200);
    expect(again.json().photo).toMatchObject({ width: 300, height: 400 });
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    for (const key of await keysOf(rider.id)) expect(await t.storage.get(key)).not.toBeNull();
    expect((await callAs(t, cookie, 'GET', '/api/rider/profile')).json().photo).toEqual(
      again.json().photo,
    );
  });

  it('removes the photo and its files', async () => {
    const { rider, cookie } = await signedInRider(t);
    await multipart('photo', await jpeg(200, 200), cookie);
    const keys = await keysOf(rider.id);
    expect(keys).toHaveLength(2);
    const res = await callAs(t, cookie, 'DELETE', '/api/rider/profile/photo');
    expect(res.statusCode).toBe(200);
    expect(res.json().photo).toBeNull();
    expect((await riderRow(t, rider.id)).photoVariants).toBeNull();
    for (const key of keys) expect(await t.storage.get(key)).toBeNull();
    // Removing no photo is fine too.
    expect((await callAs(t, cookie, 'DELETE', '/api/rider/profile/photo')).statusCode).toBe(200);
  });

  it('refuses what is not a photo, too many bytes or the wrong field, and stores nothing', async () => {
    const { rider, cookie } = await signedInRider(t);
    const before = await riderRow(t, rider.id);
    const notImage = await multipart('photo', Buffer.from('<svg onload=alert(1)>'), cookie);
    expect(notImage.statusCode).toBe(400);
    expect(notImage.json().error).toMatchObject({
      code: 'not_an_image',
      fields: { photo: 'This file is not a photo. Choose a JPEG, PNG, WebP or HEIC image.' },
    });
    const heavy = Buffer.concat([await jpeg(100, 100), Buffer.alloc(10 * 1024 * 1024)]);
    const tooLarge = await multipart('photo', heavy, cookie);
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json().error.fields).toEqual({ photo: 'The photo is larger than 10 MB.' });
    const wrongField = await multipart('file', await jpeg(100, 100), cookie);
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json().error.fields).toEqual({ photo: 'Choose a photo first.' });
    const json = await callAs(t, cookie, 'POST', '/api/rider/profile/photo', {});
    expect(json.statusCode).toBe(415);
    expect(await riderRow(t, rider.id)).toEqual(before);
  });

  it('is for the signed-in rider only', async () => {
    expect((await multipart('photo', await jpeg(100, 100))).statusCode).toBe(401);
    const seller = await signedInSeller(t);
    expect((await multipart('photo', await jpeg(100, 100), seller.cookie)).statusCode).toBe(403);
    expect((await callAs(t, seller.cookie, 'DELETE', '/api/rider/profile/photo')).statusCode).toBe(
      403,
    );
  });
});
