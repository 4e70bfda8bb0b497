// Products in the back office: the list and its search; block (off the public site, the seller
// sees it and cannot lift it by saving or bulk actions), unblock to hidden, feature, delete (the
// files after the row); each audited with before/after; bad input and other callers refused.
import { randomUUID } from 'node:crypto';
import { productImages, productReports, products } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  adminCookie,
  adminGet,
  adminPost,
  auditOf,
  sessionCookie,
} from '../../../testing/backoffice/moderation-test-kit.ts';
import {
  bulk,
  form,
  photoJpeg,
  productBody,
  sendProduct,
  signedInSeller,
  storedKeys,
} from '../../../testing/catalog/test-requests.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const productRow = async (id: string) =>
  (await t.db.select().from(products).where(eq(products.id, id)))[0];

describe('the products list', () => {
  it('searches titles and seller names, filters by status, counts open reports', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const tag = randomUUID().slice(0, 6);
    const seller = await buildSeller(t.db, { businessName: `Efua ${tag} Crafts` });
    const basket = await buildProduct(t.db, {
      sellerId: seller.id,
      title: `Bolga basket ${tag}`,
      isFeatured: true,
      isBoosted: true,
      boostedUntil: new Date('2026-12-01T00:00:00Z'),
      viewCount: 12,
      whatsappClickCount: 3,
      pricePesewas: 4_500,
    });
    const hidden = await buildProduct(t.db, { sellerId: seller.id, status: 'hidden' });
    await t.db.insert(productReports).values([
      { productId: basket.id, reason: 'scam', visitorId: 'visitor-a' },
      { productId: basket.id, reason: 'other', visitorId: 'visitor-b' },
      { productId: basket.id, reason: 'other', visitorId: 'visitor-c', status: 'resolved' },
    ]);
    const byTitle = await adminGet(t, cookie, `/api/admin/products?q=basket%20${tag}`);
    expect(byTitle.statusCode).toBe(200);
    expect(byTitle.json().items).toEqual([
      {
        id: basket.id,
        title: `Bolga basket ${tag}`,
        seller: { id: seller.id, businessName: `Efua ${tag} Crafts`, status: 'active' },
        status: 'active',
        isFeatured: true,
        isBoosted: true,
        pricePesewas: 4_500,
        viewCount: 12,
        whatsappClickCount: 3,
        openReports: 2,
        createdAt: basket.createdAt.toISOString(),
      },
    ]);
    const bySeller = await adminGet(t, cookie, `/api/admin/products?q=efua%20${tag}`);
    expect(bySeller.json().total).toBe(2);
    const onlyHidden = await adminGet(t, cookie, `/api/admin/products?q=${tag}&status=hidden`);
    expect(onlyHidden.json().items.map((p: { id: string }) => p.id)).toEqual([hidden.id]);
    expect((await adminGet(t, cookie, '/api/admin/products?status=lost')).statusCode).toBe(400);
  });
});

describe('blocking', () => {
  it('blocks from any status (audited, once), the seller cannot lift it; unblock leaves it hidden', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const { seller, cookie: sellerCookie } = await signedInSeller(t, {}, clock);
    const product = await buildProduct(t.db, { sellerId: seller.id, title: 'Fake Rolex' });
    const url = `/api/admin/products/${product.id}/block`;
    const answers = await Promise.all(
      Array.from({ length: 10 }, () => adminPost(t, cookie, url, { reason: 'Counterfeit' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(10).fill(200));
    expect(answers[0]!.json()).toMatchObject({ id: product.id, status: 'blocked' });
    expect(await auditOf(t, product.id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'product.block',
        detail: {
          reason: 'Counterfeit',
          before: { status: 'active' },
          after: { status: 'blocked' },
        },
      },
    ]);
    expect((await adminGet(t, null, `/api/products/${product.id}`)).statusCode).toBe(404);

    // The seller sees it, and neither a save nor bulk actions change its status.
    const own = await adminGet(t, sellerCookie, `/api/seller/products/${product.id}`);
    expect(own.json()).toMatchObject({ status: 'blocked' });
    const saved = await sendProduct(
      t,
      sellerCookie,
      productBody(form({ title: 'Rolex (genuine)', status: 'active' })),
      product.id,
    );
    expect(saved.statusCode).toBe(200);
    expect(saved.json()).toMatchObject({ title: 'Rolex (genuine)', status: 'blocked' });
    for (const action of ['unhide', 'hide', 'boost']) {
      await bulk(t, sellerCookie, { action, ids: [product.id] });
    }
    expect((await productRow(product.id))?.status).toBe('blocked');

    const unblocked = await adminPost(t, cookie, `/api/admin/products/${product.id}/unblock`);
    expect(unblocked.statusCode).toBe(200);
    expect(unblocked.json()).toMatchObject({ status: 'hidden' });
    const again = await adminPost(t, cookie, `/api/admin/products/${product.id}/unblock`);
    expect(again.statusCode).toBe(409);
    expect((await auditOf(t, product.id)).map((a) => a.action).sort()).toEqual([
      'product.block',
      'product.unblock',
    ]);
  });

  it('refuses a missing reason, an unknown product and non-admins', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const product = await buildProduct(t.db);
    const url = `/api/admin/products/${product.id}/block`;
    const bad = await adminPost(t, cookie, url, {});
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toHaveProperty('reason');
    expect(
      (await adminPost(t, cookie, `/api/admin/products/${randomUUID()}/block`, { reason: 'Spam' }))
        .statusCode,
    ).toBe(404);
    const sellerCookie = await sessionCookie(t, 'seller', product.sellerId, clock);
    expect((await adminPost(t, sellerCookie, url, { reason: 'Spam' })).statusCode).toBe(403);
    expect((await adminPost(t, null, url, { reason: 'Spam' })).statusCode).toBe(401);
    expect((await productRow(product.id))?.status).toBe('active');
    expect(await auditOf(t, product.id)).toEqual([]);
  });
});

describe('featuring and deleting', () => {
  it('features and unfeatures, audited once per change', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const product = await buildProduct(t.db);
    const url = `/api/admin/products/${product.id}/featured`;
    expect((await adminPost(t, cookie, url, { featured: true })).json()).toMatchObject({
      isFeatured: true,
    });
    await adminPost(t, cookie, url, { featured: true });
    expect((await adminPost(t, cookie, url, { featured: false })).json()).toMatchObject({
      isFeatured: false,
    });
    expect((await auditOf(t, product.id)).map((a) => a.action).sort()).toEqual([
      'product.feature',
      'product.unfeature',
    ]);
    expect((await adminPost(t, cookie, url, { featured: 1 })).statusCode).toBe(400);
  });

  it('deletes the row, then its files; audited with what it was', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const { seller, cookie: sellerCookie } = await signedInSeller(t, {}, clock);
    const created = await sendProduct(
      t,
      sellerCookie,
      productBody(form({}, 1), [{ data: await photoJpeg() }]),
    );
    expect(created.statusCode).toBe(201);
    const id = created.json().id as string;
    const filesOf = async () =>
      (await storedKeys(t)).filter((k) => k.startsWith(`products/${id}/`));
    expect((await filesOf()).length).toBeGreaterThan(0);
    const res = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(204);
    expect(await productRow(id)).toBeUndefined();
    expect(await t.db.select().from(productImages).where(eq(productImages.productId, id))).toEqual(
      [],
    );
    expect(await filesOf()).toEqual([]);
    expect(await auditOf(t, id)).toMatchObject([
      {
        actorId: admin.id,
        action: 'product.delete',
        detail: {
          before: { title: 'Kente stole', sellerId: seller.id, status: 'active' },
          after: null,
          photos: 1,
        },
      },
    ]);
    const twice = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/products/${id}`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(twice.statusCode).toBe(404);
  });
});
