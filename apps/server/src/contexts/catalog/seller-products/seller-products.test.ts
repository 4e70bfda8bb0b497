// The seller's own product list (filters, counts, newest first, cover photo, pages) and one
// product for the edit form; another seller's products are never seen.
import { productImages } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { SELLER_PRODUCTS_PAGE_SIZE } from '@dwa/domain/seller-products';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { getAs, signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { likePattern } from './seller-products.service.ts';

let t: TestApp;
let me: Awaited<ReturnType<typeof signedInSeller>>;
let stranger: Awaited<ReturnType<typeof signedInSeller>>;
let kente: { id: string };

const minutesAgo = (n: number) => new Date(Date.now() - n * 60_000);

beforeAll(async () => {
  t = await createTestApp();
  me = await signedInSeller(t);
  stranger = await signedInSeller(t);
  const mine = (title: string, age: number, more: Parameters<typeof buildProduct>[1] = {}) =>
    buildProduct(t.db, { sellerId: me.seller.id, title, createdAt: minutesAgo(age), ...more });
  kente = await mine('Kente stole', 1, {
    category: 'fashion',
    viewCount: 12,
    whatsappClickCount: 3,
  });
  await mine('KENTE bag', 2, { category: 'fashion', status: 'hidden' });
  await mine('Shoes 50% off', 3, { category: 'fashion', status: 'draft' });
  await mine('Shoes 500 off', 4, { category: 'fashion', status: 'sold' });
  await mine('Radio a_b', 5, { category: 'electronics' });
  await mine('Radio axb', 6, { category: 'electronics' });
  await buildProduct(t.db, { sellerId: stranger.seller.id, title: 'Kente of a stranger' });
  // Photos stored out of order: the cover is position 0.
  for (const position of [1, 0]) {
    await t.db.insert(productImages).values({
      productId: kente.id,
      position,
      width: 640,
      height: 480,
      variants: [
        { width: 320, height: 240, key: `products/k/${position}/320.webp`, bytes: 5000 },
        { width: 640, height: 480, key: `products/k/${position}/640.webp`, bytes: 9000 },
      ],
    });
  }
});
afterAll(() => t.close());

const list = async (query = '', cookie = me.cookie) => {
  const res = await getAs(t, cookie, `/api/seller/products${query}`);
  expect(res.statusCode).toBe(200);
  return res.json();
};
const titles = (body: { items: { title: string }[] }) => body.items.map((i) => i.title);

describe('GET /api/seller/products', () => {
  it('lists only my products, newest first, with counts per status and the cover photo', async () => {
    const body = await list();
    expect(titles(body)).toEqual([
      'Kente stole',
      'KENTE bag',
      'Shoes 50% off',
      'Shoes 500 off',
      'Radio a_b',
      'Radio axb',
    ]);
    expect(body).toMatchObject({
      total: 6,
      page: 1,
      pageSize: SELLER_PRODUCTS_PAGE_SIZE,
      counts: { all: 6, active: 3, hidden: 1, draft: 1, sold: 1 },
    });
    expect(body.items[0]).toMatchObject({
      id: kente.id,
      status: 'active',
      viewCount: 12,
      whatsappClickCount: 3,
      isBoosted: false,
      boostedUntil: null,
      photo: { src: '/media/products/k/0/320.webp', width: 640, height: 480 },
    });
    expect(body.items[1].photo).toBeNull();
    expect(titles(await list('', stranger.cookie))).toEqual(['Kente of a stranger']);
  });

  it('filters by title (any case), category and status; counts ignore the filters', async () => {
    const kente = await list('?q=kente');
    expect(titles(kente)).toEqual(['Kente stole', 'KENTE bag']);
    expect(kente.total).toBe(2);
    expect(kente.counts.all).toBe(6);
    expect(titles(await list('?category=electronics'))).toEqual(['Radio a_b', 'Radio axb']);
    expect(titles(await list('?status=sold'))).toEqual(['Shoes 500 off']);
    expect(titles(await list('?q=shoes&status=draft&category=fashion'))).toEqual(['Shoes 50% off']);
    expect(titles(await list('?q=%20%20'))).toHaveLength(6);
  });

  it('matches % and _ as typed, not as wildcards', async () => {
    expect(titles(await list(`?q=${encodeURIComponent('50%')}`))).toEqual(['Shoes 50% off']);
    expect(titles(await list('?q=a_b'))).toEqual(['Radio a_b']);
    expect(likePattern('5\\0%_')).toBe('%5\\\\0\\%\\_%');
  });

  it('pages by SELLER_PRODUCTS_PAGE_SIZE', async () => {
    const many = await signedInSeller(t);
    for (let i = 0; i <= SELLER_PRODUCTS_PAGE_SIZE; i++) {
      await buildProduct(t.db, { sellerId: many.seller.id, createdAt: minutesAgo(100 + i) });
    }
    const first = await list('', many.cookie);
    const second = await list('?page=2', many.cookie);
    expect(first.items).toHaveLength(SELLER_PRODUCTS_PAGE_SIZE);
    expect(second.items).toHaveLength(1);
    expect(second.total).toBe(SELLER_PRODUCTS_PAGE_SIZE + 1);
  });

  it('refuses bad filters with 400', async () => {
    for (const q of ['?status=deleted', '?category=cars', '?page=0']) {
      const res = await getAs(t, me.cookie, `/api/seller/products${q}`);
      expect(res.statusCode).toBe(400);
      expect(res.json().error.code).toBe('validation_failed');
    }
  });
});

describe('GET /api/seller/products/:id', () => {
  it('gives my product with its photos in order', async () => {
    const res = await getAs(t, me.cookie, `/api/seller/products/${kente.id}`);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({ id: kente.id, title: 'Kente stole', location: 'accra' });
    expect(body.photos.map((p: { view: { src: string } }) => p.view.src)).toEqual([
      '/media/products/k/0/320.webp',
      '/media/products/k/1/320.webp',
    ]);
    expect(res.headers['cache-control']).toBe('private, no-store');
  });

  it("is 404 for another seller's product", async () => {
    const res = await getAs(t, stranger.cookie, `/api/seller/products/${kente.id}`);
    expect(res.statusCode).toBe(404);
  });
});
