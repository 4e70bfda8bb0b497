// A buyer reports a listing, and the admins' queue: one open report per visitor and product
// (a repeat, even twenty at once, writes nothing), limited per address, only for listed
// products; resolving closes every open report of the product once (dismissed, or blocked).
import { randomUUID } from 'node:crypto';
import { productReports, products, rateLimitHits } from '@dwa/db/schema/index';
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
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { VISITOR_COOKIE } from '../products/visitor.ts';
import { REPORT_WINDOW } from './product-reports.service.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

let visitors = 0;
const newVisitor = () => `${VISITOR_COOKIE}=${String(++visitors).padStart(22, 'v')}`;

function report(
  productId: string,
  payload: unknown,
  options: { cookie?: string; ip?: string } = {},
) {
  return t.app.inject({
    method: 'POST',
    url: `/api/products/${productId}/reports`,
    headers: { origin: TEST_ORIGIN, ...(options.cookie ? { cookie: options.cookie } : {}) },
    remoteAddress: options.ip ?? '10.0.0.1',
    payload: payload as object,
  });
}

const reportsOf = (productId: string) =>
  t.db.select().from(productReports).where(eq(productReports.productId, productId));

describe('reporting a listing', () => {
  it('stores one open report per visitor and product; repeats answer it and write nothing', async () => {
    const product = await buildProduct(t.db);
    const visitor = newVisitor();
    const first = await report(
      product.id,
      { reason: 'scam', details: '  Asked me to pay before seeing it  ' },
      { cookie: visitor, ip: '10.0.1.1' },
    );
    expect(first.statusCode).toBe(201);
    expect(first.json()).toMatchObject({ repeated: false });
    const id = first.json().id as string;
    const repeats = await Promise.all(
      Array.from({ length: 20 }, () =>
        report(product.id, { reason: 'other' }, { cookie: visitor, ip: '10.0.1.1' }),
      ),
    );
    expect(repeats.map((r) => r.statusCode)).toEqual(Array(20).fill(200));
    expect(new Set(repeats.map((r) => JSON.stringify(r.json())))).toEqual(
      new Set([JSON.stringify({ id, repeated: true })]),
    );
    expect(await reportsOf(product.id)).toMatchObject([
      { id, reason: 'scam', details: 'Asked me to pay before seeing it', status: 'open' },
    ]);
    const hits = await t.db.select().from(rateLimitHits).where(eq(rateLimitHits.key, '10.0.1.1'));
    expect(hits).toHaveLength(1);
    // A new visitor (no cookie yet) gets one, and a report of their own.
    const fresh = await report(product.id, { reason: 'other' }, { ip: '10.0.1.1' });
    expect(fresh.statusCode).toBe(201);
    expect(String(fresh.headers['set-cookie'])).toContain(`${VISITOR_COOKIE}=`);
    expect(await reportsOf(product.id)).toHaveLength(2);
  });

  it('refuses bad input with field messages, and unlisted or unknown products with 404', async () => {
    const product = await buildProduct(t.db);
    const bad = await report(product.id, { reason: 'ugly', details: 'x'.repeat(501) });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({
      reason: 'Choose what is wrong.',
      details: 'Keep the details under 500 characters.',
    });
    const control = await report(product.id, { reason: 'other', details: 'bad\u0000byte' });
    expect(control.statusCode).toBe(400);
    const hidden = await buildProduct(t.db, { status: 'hidden' });
    expect((await report(hidden.id, { reason: 'scam' })).statusCode).toBe(404);
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    const ofSuspended = await buildProduct(t.db, { sellerId: suspended.id });
    expect((await report(ofSuspended.id, { reason: 'scam' })).statusCode).toBe(404);
    expect((await report(randomUUID(), { reason: 'scam' })).statusCode).toBe(404);
    expect(await reportsOf(product.id)).toEqual([]);
  });

  it('limits new reports per address', async () => {
    const ip = '10.0.9.9';
    const answers = [];
    for (let i = 0; i <= REPORT_WINDOW.limit; i++) {
      const product = await buildProduct(t.db);
      answers.push(
        (await report(product.id, { reason: 'other' }, { cookie: newVisitor(), ip })).statusCode,
      );
    }
    expect(answers.filter((s) => s === 201)).toHaveLength(REPORT_WINDOW.limit);
    expect(answers.at(-1)).toBe(429);
  });
});

describe('the admins queue', () => {
  it('lists open reports with the product, seller and count per product', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const seller = await buildSeller(t.db, { businessName: 'Queue Shop' });
    const product = await buildProduct(t.db, { sellerId: seller.id, title: 'Queue phone' });
    await report(
      product.id,
      { reason: 'scam', details: 'Never delivered' },
      { cookie: newVisitor() },
    );
    await report(product.id, { reason: 'wrong_info' }, { cookie: newVisitor() });
    const res = await adminGet(t, cookie, '/api/admin/reports?status=open');
    expect(res.statusCode).toBe(200);
    const mine = res
      .json()
      .items.filter((r: { product: { id: string } }) => r.product.id === product.id);
    expect(mine).toHaveLength(2);
    expect(mine).toContainEqual(
      expect.objectContaining({
        product: { id: product.id, title: 'Queue phone', status: 'active' },
        seller: { id: seller.id, businessName: 'Queue Shop' },
        reason: 'scam',
        details: 'Never delivered',
        status: 'open',
        resolution: null,
        openForProduct: 2,
      }),
    );
    expect((await adminGet(t, cookie, '/api/admin/reports?status=closed')).statusCode).toBe(400);
  });

  it('resolves by blocking: every open report of the product at once, once for twenty resolves', async () => {
    const { admin, cookie } = await adminCookie(t, 'support', clock);
    const product = await buildProduct(t.db);
    const ids: string[] = [];
    for (const reason of ['scam', 'prohibited', 'other']) {
      ids.push((await report(product.id, { reason }, { cookie: newVisitor() })).json().id);
    }
    const answers = await Promise.all(
      ids.flatMap((id) =>
        Array.from({ length: 7 }, () =>
          adminPost(t, cookie, `/api/admin/reports/${id}/resolve`, {
            action: 'block_product',
            note: 'Scam seller',
          }),
        ),
      ),
    );
    const ok = answers.filter((a) => a.statusCode === 200);
    expect(ok).toHaveLength(1);
    expect(answers.filter((a) => a.statusCode === 409)).toHaveLength(answers.length - 1);
    expect(ok[0]!.json()).toEqual({
      productId: product.id,
      action: 'block_product',
      resolved: 3,
      productStatus: 'blocked',
    });
    const [row] = await t.db.select().from(products).where(eq(products.id, product.id));
    expect(row?.status).toBe('blocked');
    expect(await reportsOf(product.id)).toEqual(
      ids.map(() =>
        expect.objectContaining({
          status: 'resolved',
          resolution: 'block_product',
          resolvedBy: admin.id,
        }),
      ),
    );
    expect((await auditOf(t, product.id)).map((a) => a.action)).toEqual(['product.block']);
    const audits = (await Promise.all(ids.map((id) => auditOf(t, id)))).flat();
    expect(audits).toMatchObject([
      { action: 'report.block_product', detail: { note: 'Scam seller', productId: product.id } },
    ]);
    expect((await adminGet(t, null, `/api/products/${product.id}`)).statusCode).toBe(404);
  });

  it('dismisses, leaving the product as it is', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const product = await buildProduct(t.db);
    const id = (await report(product.id, { reason: 'other' }, { cookie: newVisitor() })).json().id;
    const res = await adminPost(t, cookie, `/api/admin/reports/${id}/resolve`, {
      action: 'dismiss',
    });
    expect(res.json()).toEqual({
      productId: product.id,
      action: 'dismiss',
      resolved: 1,
      productStatus: 'active',
    });
    expect((await auditOf(t, id)).map((a) => a.action)).toEqual(['report.dismiss']);
  });

  it('refuses a bad action, an unknown report and non-admins, changing nothing', async () => {
    const { cookie } = await adminCookie(t, 'support', clock);
    const product = await buildProduct(t.db);
    const id = (await report(product.id, { reason: 'other' }, { cookie: newVisitor() })).json().id;
    const url = `/api/admin/reports/${id}/resolve`;
    const bad = await adminPost(t, cookie, url, { action: 'delete' });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ action: 'Choose Dismiss or Block product.' });
    expect(
      (
        await adminPost(t, cookie, `/api/admin/reports/${randomUUID()}/resolve`, {
          action: 'dismiss',
        })
      ).statusCode,
    ).toBe(404);
    const sellerCookie = await sessionCookie(t, 'seller', product.sellerId, clock);
    expect((await adminPost(t, sellerCookie, url, { action: 'dismiss' })).statusCode).toBe(403);
    expect((await adminPost(t, null, url, { action: 'dismiss' })).statusCode).toBe(401);
    expect(await reportsOf(product.id)).toMatchObject([{ status: 'open' }]);
    expect(await auditOf(t, id)).toEqual([]);
  });
});
