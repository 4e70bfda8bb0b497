// Over real HTTP: when a save is refused at its first photo, the browser is still uploading the
// others. The server must read (and discard) the rest, or the upload stalls and a browser shows
// nothing until a timeout (Chromium waited 73 s before the rest was drained).
import type { AddressInfo } from 'node:net';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { form, productBody, signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { sendWholeUpload } from '../../../testing/whole-upload.ts';

let t: TestApp;
let port: number;
beforeAll(async () => {
  t = await createTestApp();
  await t.app.listen({ port: 0, host: '127.0.0.1' });
  port = (t.app.server.address() as AddressInfo).port;
});
afterAll(() => t.close());

/** A save with a fake first photo and 12 MB after it, sent whole. */
async function upload(method: 'POST' | 'PUT', path: string, cookie: string | null) {
  const junk = () => ({ data: Buffer.alloc(4 * 1024 * 1024, 7) });
  const body = productBody(form({}, 4), [
    { data: Buffer.from('not an image'), filename: 'a.jpg' },
    junk(),
    junk(),
    junk(),
  ]);
  return sendWholeUpload({
    port,
    method,
    path,
    headers: { ...body.headers, ...(cookie ? { cookie } : {}) },
    payload: body.payload,
  });
}

it('reads the whole upload after refusing the first file, then answers', async () => {
  const me = await signedInSeller(t);
  expect(await upload('POST', '/api/seller/products', me.cookie)).toEqual({
    status: 400,
    code: 'not_an_image',
  });
}, 15_000);

it('also when refused before the body is read (signed out, not the owner)', async () => {
  const me = await signedInSeller(t);
  expect(await upload('POST', '/api/seller/products', null)).toEqual({
    status: 401,
    code: 'unauthorized',
  });
  const unknown = '/api/seller/products/00000000-0000-4000-8000-000000000000';
  expect(await upload('PUT', unknown, me.cookie)).toEqual({ status: 404, code: 'not_found' });
}, 15_000);
