import { analyticsEvents, inquiries, productImages, products } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { buildKenteShop } from '../../../testing/kente-shop.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
let shop: Awaited<ReturnType<typeof buildKenteShop>>['shop'];
let kente: Awaited<ReturnType<typeof buildKenteShop>>['kente'];
let hidden: Awaited<ReturnType<typeof buildKenteShop>>['hidden'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  ({ shop, kente, hidden } = await buildKenteShop(t));
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

describe('product page', () => {
  it('shows the product with its photos in order, seller, delivery and related products', async () => {
    const res = await get(`/api/products/${kente.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      title: 'Kente stole',
      pricePesewas: 45_000,
      deliveryCostPesewas: 1_500,
      deliveryAreas: ['Adum', 'Bantama'],
      seller: {
        businessName: 'Ama Fabrics',
        isVerified: true,
        location: 'kumasi',
        whatsappNumber: shop.whatsappNumber,
      },
    });
    expect(body.photos.map((i: { src: string }) => i.src)).toEqual([
      '/media/products/k/0/640.webp',
      '/media/products/k/1/640.webp',
    ]);
    const related = body.related.map((p: { title: string }) => p.title).sort();
    expect(related).toEqual(['Batakari smock', 'Other shop dress']);
  });

  it('is 404 for hidden, unknown and malformed ids', async () => {
    expect((await get(`/api/products/${hidden.id}`)).statusCode).toBe(404);
    expect((await get('/api/products/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    expect((await get('/api/products/1;drop')).statusCode).toBe(400);
  });
});

describe('views and WhatsApp clicks', () => {
  const counts = async () => {
    const [p] = await t.db.select().from(products).where(eq(products.id, kente.id));
    return { views: p!.viewCount, clicks: p!.whatsappClickCount };
  };

  it('counts one view per visitor per product per day', async () => {
    const before = (await counts()).views;
    const first = await post(`/api/products/${kente.id}/views`);
    expect(first.statusCode).toBe(204);
    const visitor = String(first.headers['set-cookie']).split(';')[0]!;
    expect(visitor).toMatch(/^dwa_visitor=[\w-]{22}$/);
    await post(`/api/products/${kente.id}/views`, {}, visitor);
    expect((await counts()).views).toBe(before + 1);
    await post(`/api/products/${kente.id}/views`); // another visitor
    expect((await counts()).views).toBe(before + 2);
    clock.advance(86_400_000);
    await post(`/api/products/${kente.id}/views`, {}, visitor);
    expect((await counts()).views).toBe(before + 3);
    expect((await post(`/api/products/${hidden.id}/views`)).statusCode).toBe(404);
  });

  it('records every WhatsApp click as an inquiry for the seller', async () => {
    const before = await counts();
    const res = await post(`/api/products/${kente.id}/inquiries`);
    expect(res.statusCode).toBe(201);
    expect((await counts()).clicks).toBe(before.clicks + 1);
    const rows = await t.db.select().from(inquiries).where(eq(inquiries.productId, kente.id));
    expect(rows.at(-1)).toMatchObject({ sellerId: shop.id, type: 'whatsapp_click' });
    const events = await t.db
      .select()
      .from(analyticsEvents)
      .where(eq(analyticsEvents.eventType, 'whatsapp_click'));
    expect(events.length).toBeGreaterThan(0);
  });

  it('accepts the bodiless beacon the page sends and shows the count in the product API', async () => {
    const before = (await get(`/api/products/${kente.id}`)).json().whatsappClickCount;
    expect(before).toBe((await counts()).clicks);
    // navigator.sendBeacon(url) without data: a POST with no body and no content-type.
    const beacon = await t.app.inject({
      method: 'POST',
      url: `/api/products/${kente.id}/inquiries`,
      headers: { origin: TEST_ORIGIN },
    });
    expect(beacon.statusCode).toBe(201);
    expect((await get(`/api/products/${kente.id}`)).json().whatsappClickCount).toBe(before + 1);
  });

  it('refuses a cross-site click and an unknown product without counting', async () => {
    const before = await counts();
    const foreign = await t.app.inject({
      method: 'POST',
      url: `/api/products/${kente.id}/inquiries`,
      headers: { origin: 'https://evil.example' },
    });
    expect(foreign.statusCode).toBe(403);
    expect((await post(`/api/products/${hidden.id}/inquiries`)).statusCode).toBe(404);
    expect((await post('/api/products/nope/inquiries')).statusCode).toBe(400);
    expect(await counts()).toEqual(before);
  });
});
