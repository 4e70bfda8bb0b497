// Holes found when the landed build was probed as an attacker, each reproduced here through the
// whole app. (Simultaneous-request limits: contexts/accounts/auth/concurrent-limits.test.ts; sign-in
// lockouts: contexts/accounts/auth/sign-in-limits.test.ts; sign-up order: seller-auth.test.ts.)
import { mkdtemp, writeFile } from 'node:fs/promises';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { contactMessages, products, receipts } from '@dwa/db/schema/index';
import { buildProduct, buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { post, signUpSeller } from '../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  const dist = await mkdtemp(join(tmpdir(), 'dwa-dist-'));
  await writeFile(
    join(dist, 'index.html'),
    '<!doctype html><html><head><title>Dwa</title></head><body><div id="root"></div></body></html>',
  );
  t = await createTestApp({ webDist: dist });
});
afterAll(() => t.close());

const countRows = async (table: typeof contactMessages | typeof products | typeof receipts) =>
  (await t.db.select().from(table)).length;

describe('client addresses', () => {
  async function sendCodes(app: TestApp, n: number, forwardedFor: (i: number) => string) {
    const answers = [];
    for (let i = 0; i < n; i++) {
      const res = await app.app.inject({
        method: 'POST',
        url: '/api/auth/codes',
        payload: { phone: uniquePhone(), purpose: 'rider_signup' },
        headers: { origin: TEST_ORIGIN, 'x-forwarded-for': forwardedFor(i) },
        remoteAddress: '198.51.100.7',
      });
      answers.push(res.statusCode);
    }
    return answers;
  }

  it('ignores X-Forwarded-For in production unless TRUST_PROXY names the proxy', async () => {
    const production = await createTestApp({ env: { NODE_ENV: 'production', STAGING: 'true' } });
    // 20 codes per address an hour: a made-up forwarded address per request does not help.
    const answers = await sendCodes(production, 21, (i) => `203.0.113.${i}`);
    expect(answers.slice(0, 20).every((s) => s === 202)).toBe(true);
    expect(answers[20]).toBe(429);
    await production.close();

    const behindProxy = await createTestApp({
      env: { NODE_ENV: 'production', STAGING: 'true', TRUST_PROXY: '1' },
    });
    const proxied = await sendCodes(behindProxy, 21, (i) => `203.0.113.${i}`);
    expect(proxied.every((s) => s === 202)).toBe(true);
    await behindProxy.close();
  });
});

describe('cross-site requests', () => {
  it('refuses a foreign Origin on an escaped /api path as on the plain one', async () => {
    const before = await countRows(contactMessages);
    for (const url of ['/api/contact', '/%61pi/contact', '/ap%69/contact']) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload: { name: 'Mallory', phone: '0241234567', message: 'Hello from elsewhere' },
        headers: { origin: 'https://evil.example' },
      });
      expect(res.statusCode, url).toBe(403);
      expect(res.json().error.message).toBe('Cross-site request refused.');
    }
    expect(await countRows(contactMessages)).toBe(before);
  });
});

describe('bad input is a 400, never a 500', () => {
  it('refuses a NUL byte in any text field, naming the field, and writes nothing', async () => {
    const before = await countRows(contactMessages);
    const contact = await post(t, '/api/contact', {
      name: 'Ama\u0000',
      phone: '0241234567',
      message: 'Hello',
    });
    expect(contact.statusCode).toBe(400);
    expect(contact.json().error).toMatchObject({
      code: 'validation_failed',
      fields: { name: 'This field holds characters that are not allowed.' },
    });
    expect(await countRows(contactMessages)).toBe(before);

    const search = await t.app.inject({ url: '/api/search?q=kente%00' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({
      q: 'This field holds characters that are not allowed.',
    });

    const twi = await t.app.inject({
      method: 'POST',
      url: '/api/auth/seller/login',
      payload: { phone: '0241234567', password: 'pass\u0000word' },
      headers: { origin: TEST_ORIGIN, 'accept-language': 'tw' },
    });
    expect(twi.statusCode).toBe(400);
    expect(twi.json().error.fields.password).toBe('Nkyerɛwdeɛ bi a wɔmma ho kwan wɔ ha.');

    // Inside the multipart product form too.
    const seller = await signUpSeller(t);
    const productsBefore = await countRows(products);
    const form = new FormData();
    form.set(
      'product',
      JSON.stringify({
        title: 'Kente\u0000',
        description: '',
        price: '10',
        category: 'fashion',
        status: 'active',
        deliveryAvailable: false,
        photos: [],
      }),
    );
    const saved = await injectForm('/api/seller/products', form, seller.cookie);
    expect(saved.statusCode).toBe(400);
    expect(saved.json().error.fields).toMatchObject({
      title: 'This field holds characters that are not allowed.',
    });
    expect(await countRows(products)).toBe(productsBefore);
  });

  it('refuses amounts the columns cannot hold (GH₵ 21,474,837 and more)', async () => {
    const search = await t.app.inject({ url: '/api/search?q=kente&minPrice=21474837' });
    expect(search.statusCode).toBe(400);
    expect(search.json().error.fields).toEqual({
      minPrice: 'This amount is too large: at most GH₵ 10,000,000.',
    });

    const product = await buildProduct(t.db, { sellerId: (await buildSeller(t.db)).id });
    const before = await countRows(receipts);
    const receipt = await post(t, '/api/receipts', {
      productId: product.id,
      buyerName: 'Kojo',
      buyerPhone: '0241234567',
      amount: '99999999999',
    });
    expect(receipt.statusCode).toBe(400);
    expect(await countRows(receipts)).toBe(before);

    const phone = uniquePhone();
    await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
    const register = await post(t, '/api/auth/seller/register', {
      businessName: 'Big Prices',
      phone,
      location: 'accra',
      password: 'kente-2026',
      code: '123456',
      product: { title: 'Gold', category: 'general', price: '30000000', deliveryAvailable: false },
    });
    expect(register.statusCode).toBe(400);
    expect(register.json().error.fields).toMatchObject({
      'product.price': 'This amount is too large: at most GH₵ 10,000,000.',
    });
  });

  it('answers a cut-off or boundary-less multipart body with a 400 on every upload route', async () => {
    const seller = await signUpSeller(t);
    const cut =
      '--XX\r\nContent-Disposition: form-data; name="photo"; filename="a.jpg"\r\n' +
      'Content-Type: image/jpeg\r\n\r\n\xff\xd8\xff';
    const cutProduct = '--XX\r\nContent-Disposition: form-data; name="product"\r\n\r\n{"title":"A';
    const cases: [string, string, string, string | undefined][] = [
      ['/api/search/photo', 'multipart/form-data; boundary=XX', cut, undefined],
      ['/api/search/photo', 'multipart/form-data', cut, undefined],
      ['/api/seller/profile/photo', 'multipart/form-data; boundary=XX', cut, seller.cookie],
      ['/api/seller/profile/photo', 'multipart/form-data', cut, seller.cookie],
      ['/api/seller/products', 'multipart/form-data; boundary=XX', cutProduct, seller.cookie],
      ['/api/seller/products', 'multipart/form-data', cutProduct, seller.cookie],
    ];
    for (const [url, type, payload, cookie] of cases) {
      const res = await t.app.inject({
        method: 'POST',
        url,
        payload,
        headers: { 'content-type': type, origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
      });
      expect(res.statusCode, `${url} ${type}`).toBe(400);
      expect(res.json().error.code, url).toBe('bad_request');
    }
  });

  it('answers an overlong URL parameter and oversized headers in the error shape', async () => {
    const long = await t.app.inject({
      method: 'POST',
      url: `/api/products/${'a'.repeat(200)}/views`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(long.statusCode).toBe(414);
    expect(long.json()).toEqual({
      error: { code: 'bad_request', message: 'The address is too long.' },
    });

    // Node's HTTP parser refuses these before Fastify sees them: only a real socket shows it.
    await t.app.listen({ host: '127.0.0.1', port: 0 });
    const port = (t.app.server.address() as AddressInfo).port;
    const big = await fetch(`http://127.0.0.1:${port}/api/health`, {
      headers: { 'x-filler': 'a'.repeat(20_000) },
    });
    expect(big.status).toBe(431);
    expect(await big.json()).toEqual({
      error: { code: 'bad_request', message: 'The request headers are too large.' },
    });
  });
});

describe('user text in server-made HTML', () => {
  it('keeps $` and $& in a product title as text, not as pieces of the document', async () => {
    const seller = await buildSeller(t.db, { businessName: "Shop $& $` $' $$" });
    const product = await buildProduct(t.db, {
      sellerId: seller.id,
      title: "Kente $` and $& and $' cloth",
    });
    const page = await t.app.inject({ url: `/products/${product.id}` });
    expect(page.statusCode).toBe(200);
    const title = /<title>([\s\S]*?)<\/title>/.exec(page.body)?.[1];
    expect(title).toContain('Kente $` and $&#38; and $&#39; cloth');
    expect(page.body.match(/<title>/g)).toHaveLength(1);
    expect(page.body.match(/<html/g)).toHaveLength(1);
    const shop = await t.app.inject({ url: `/shops/${seller.id}` });
    expect(shop.body).toContain('Shop $&#38; $` $&#39; $$');
    expect(shop.body.match(/<head>/g)).toHaveLength(1);
  });
});

async function injectForm(url: string, form: FormData, cookie: string) {
  const request = new Request('http://localhost', { method: 'POST', body: form });
  const payload = Buffer.from(await request.arrayBuffer());
  return t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: {
      'content-type': request.headers.get('content-type')!,
      origin: TEST_ORIGIN,
      cookie,
    },
  });
}
