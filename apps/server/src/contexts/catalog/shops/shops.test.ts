import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let shop: Awaited<ReturnType<typeof buildSeller>>;

beforeAll(async () => {
  t = await createTestApp();
  shop = await buildSeller(t.db, {
    businessName: 'Ama Fabrics',
    isVerified: true,
    locationSlug: 'kumasi',
  });
  await buildProduct(t.db, { sellerId: shop.id, title: 'Kente stole', category: 'fashion' });
  await buildProduct(t.db, { sellerId: shop.id, title: 'Batakari smock', category: 'fashion' });
  await buildProduct(t.db, { title: 'Other shop dress', category: 'fashion' });
  await buildProduct(t.db, { sellerId: shop.id, title: 'Hidden', status: 'hidden' });
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });

describe('shop page', () => {
  it('lists the shop with only its listed products', async () => {
    const body = (await get(`/api/shops/${shop.id}`)).json();
    expect(body).toMatchObject({ businessName: 'Ama Fabrics', isVerified: true, photo: null });
    expect(body.products.map((p: { title: string }) => p.title).sort()).toEqual([
      'Batakari smock',
      'Kente stole',
    ]);
  });

  it('is 404 for a suspended seller and 400 for a malformed id', async () => {
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    expect((await get(`/api/shops/${suspended.id}`)).statusCode).toBe(404);
    expect((await get('/api/shops/nope')).statusCode).toBe(400);
  });
});
