import {
  analyticsEvents,
  inquiries,
  productImages,
  products,
  receipts,
} from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
let shop: Awaited<ReturnType<typeof buildSeller>>;
let kente: Awaited<ReturnType<typeof buildProduct>>;
let hidden: Awaited<ReturnType<typeof buildProduct>>;

beforeAll(async () => {
  t = await createTestApp({ clock });
  shop = await buildSeller(t.db, {
    businessName: 'Ama Fabrics',
    isVerified: true,
    locationSlug: 'kumasi',
  });
  kente = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Kente stole',
    category: 'fashion',
    pricePesewas: 45_000,
    deliveryAvailable: true,
    deliveryCostPesewas: 1_500,
    deliveryAreas: ['Adum', 'Bantama'],
  });
  await buildProduct(t.db, { sellerId: shop.id, title: 'Batakari smock', category: 'fashion' });
  await buildProduct(t.db, { title: 'Other shop dress', category: 'fashion' });
  await buildProduct(t.db, { title: 'A radio', category: 'electronics' });
  hidden = await buildProduct(t.db, {
    sellerId: shop.id,
    title: 'Hidden',
    status: 'hidden',
    category: 'fashion',
  });
  for (const position of [1, 0]) {
    await t.db.insert(productImages).values({
      productId: kente.id,
      position,
      width: 640,
      height: 480,
      variants: [{ width: 640, height: 480, key: `products/k/${position}/640.webp`, bytes: 9000 }],
    });
  }
});
afterAll(() => t.close());

const get = (url: string) => t.app.inject({ url });
const post = (url: string, payload: object = {}, cookie?: string) =>
  t.app.inject({
    method: 'POST',
    url,
    payload,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
  });

describe('shop page', () => {
  it('lists the shop with only its listed products', async () => {
    const body = (await get(`/api/shops/${shop.id}`)).json();
    expect(body).toMatchObject({ businessName: 'Ama Fabrics', isVerified: true, photo: null });
    expect(body.products.map((p: { title: string }) => p.title).sort()).toEqual([
      'Batakari smock',
      'Kente stole',
    ]);
  });

  it('is 404 for a suspended seller', async () => {
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    expect((await get(`/api/shops/${suspended.id}`)).statusCode).toBe(404);
  });
});
