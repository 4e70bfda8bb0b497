// Public read routes: buyers' browsers may keep answers briefly; a signed-in user (a seller who
// just changed a product) always asks again.
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../access/sessions.ts';
import { createTestApp, type TestApp } from '../testing/test-app.ts';
import { systemClock } from './clock.ts';

let t: TestApp;
let sellerCookie: string;
let urls: string[];

beforeAll(async () => {
  t = await createTestApp();
  const seller = await buildSeller(t.db);
  const product = await buildProduct(t.db, { sellerId: seller.id, title: 'Kente stole' });
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType: 'seller',
    userId: seller.id,
    role: 'seller',
  });
  sellerCookie = `${SESSION_COOKIE}=${token}`;
  urls = [
    '/api/products',
    '/api/search?q=kente',
    `/api/products/${product.id}`,
    `/api/shops/${seller.id}`,
    '/api/categories',
  ];
});
afterAll(() => t.close());

describe('cache headers of public reads', () => {
  it('let a buyer keep the answer for a short while', async () => {
    for (const url of urls) {
      const response = await t.app.inject({ method: 'GET', url });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toMatch(/^public, max-age=\d+/);
    }
  });

  it('make a signed-in seller revalidate, so their own edits show at once', async () => {
    for (const url of urls) {
      const response = await t.app.inject({
        method: 'GET',
        url,
        headers: { cookie: sellerCookie },
      });
      expect(response.statusCode, url).toBe(200);
      expect(response.headers['cache-control'], url).toBe('private, no-cache');
    }
  });
});
