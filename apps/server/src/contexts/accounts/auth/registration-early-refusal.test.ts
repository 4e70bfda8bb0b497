// Over real HTTP, as early-refusal.test.ts does for product saves: a registration refused before
// its photos are read (a wrong code, a bad field) or at its first photo must still read the rest
// of the upload, or the browser's upload stalls and it shows nothing until a timeout.
import type { AddressInfo } from 'node:net';
import { uniquePhone } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { registrationBody } from '../../../testing/accounts/registration-test-requests.ts';
import { lastCodeFor, post, sellerForm } from '../../../testing/auth-helpers.ts';
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

/** A registration with `first` as its first photo and 12 MB after it, sent whole. */
async function upload(registration: unknown, first: Buffer) {
  const junk = () => ({ data: Buffer.alloc(4 * 1024 * 1024, 7) });
  const body = registrationBody(registration, [{ data: first }, junk(), junk(), junk()]);
  return sendWholeUpload({
    port,
    method: 'POST',
    path: '/api/auth/seller/register',
    headers: body.headers,
    payload: body.payload,
  });
}

it('reads the whole upload after a wrong code, a bad field or a refused first photo', async () => {
  const phone = uniquePhone();
  await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
  const code = (await lastCodeFor(t, phone))!;
  const wrong = code === '000000' ? '111111' : '000000';
  const notPhoto = Buffer.from('not an image');
  expect(await upload(sellerForm(phone, wrong), notPhoto)).toEqual({
    status: 400,
    code: 'invalid_code',
  });
  expect(await upload({ ...sellerForm(phone, code), businessName: '' }, notPhoto)).toEqual({
    status: 400,
    code: 'validation_failed',
  });
  expect(await upload(sellerForm(phone, code), notPhoto)).toEqual({
    status: 400,
    code: 'not_an_image',
  });
}, 20_000);
