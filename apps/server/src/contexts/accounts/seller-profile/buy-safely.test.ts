// A shop opts in to Buy safely (decision 066): only once it has the MoMo wallet it is paid to;
// its products then offer "Buy safely" while one is left; turning it off stops new orders.
import { products, sellers } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { call } from '../../../testing/orders/order-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const optIn = (cookie: string | undefined, enabled: unknown) =>
  t.app.inject({
    method: 'PUT',
    url: '/api/seller/profile/buy-safely',
    headers: { origin: 'http://localhost:3000', ...(cookie ? { cookie } : {}) },
    payload: { enabled },
  });
const offered = async (id: string) =>
  (await call(t, 'GET', `/api/products/${id}`)).json().buySafely as boolean;

describe('Buy safely for a shop', () => {
  it('needs the wallet first, then offers Buy safely on its products while stock lasts', async () => {
    const shop = await signedInSeller(t);
    const product = await buildProduct(t.db, { sellerId: shop.seller.id, stock: 1 });
    const early = await optIn(shop.cookie, true);
    expect(early.statusCode).toBe(400);
    expect(early.json().error.fields.enabled).toBe(
      'Save the MoMo wallet you are paid to before you turn on Buy safely.',
    );
    const [still] = await t.db.select().from(sellers).where(eq(sellers.id, shop.seller.id));
    expect(still?.buySafely).toBe(false);

    const wallet = await t.app.inject({
      method: 'PUT',
      url: '/api/seller/wallet',
      headers: { origin: 'http://localhost:3000', cookie: shop.cookie },
      payload: { phone: '024 555 0101', network: 'mtn' },
    });
    expect(wallet.statusCode).toBe(200);
    expect(await offered(product.id)).toBe(false);
    const on = await optIn(shop.cookie, true);
    expect(on.statusCode).toBe(200);
    expect(on.json().buySafely).toBe(true);
    expect(await offered(product.id)).toBe(true);

    await t.db.update(products).set({ stock: 0 }).where(eq(products.id, product.id));
    expect(await offered(product.id)).toBe(false);
    await t.db.update(products).set({ stock: null }).where(eq(products.id, product.id));
    expect((await optIn(shop.cookie, false)).json().buySafely).toBe(false);
    expect(await offered(product.id)).toBe(false);
  });

  it('is for signed-in sellers only, with a yes or no', async () => {
    expect((await optIn(undefined, true)).statusCode).toBe(401);
    const shop = await signedInSeller(t);
    expect((await optIn(shop.cookie, 'yes')).statusCode).toBe(400);
  });
});
