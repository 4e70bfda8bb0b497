import { receipts } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { buildKenteShop } from '../../../testing/kente-shop.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T10:00:00Z'));
let kente: Awaited<ReturnType<typeof buildKenteShop>>['kente'];
let hidden: Awaited<ReturnType<typeof buildKenteShop>>['hidden'];

beforeAll(async () => {
  t = await createTestApp({ clock });
  ({ kente, hidden } = await buildKenteShop(t));
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

describe('receipts', () => {
  it('generates a numbered receipt and verifies it publicly without the buyer phone', async () => {
    const res = await post('/api/receipts', {
      productId: kente.id,
      buyerPhone: '0241234567',
      amount: '450',
    });
    expect(res.statusCode).toBe(201);
    const receipt = res.json();
    expect(receipt.number).toMatch(/^DWA-\d{8}-[A-Z2-9]{6}$/);
    expect(receipt).toMatchObject({
      productTitle: 'Kente stole',
      amountPesewas: 45_000,
      seller: { businessName: 'Ama Fabrics', location: 'kumasi' },
      verificationUrl: `${TEST_ORIGIN}/receipts/${receipt.number}`,
    });
    const check = await get(`/api/receipts/${receipt.number}`);
    expect(check.json()).toEqual(receipt);
    expect(check.body).not.toContain('241234567');
    const [stored] = await t.db.select().from(receipts).where(eq(receipts.number, receipt.number));
    expect(stored!.buyerPhone).toBe('+233241234567');
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const before = (await t.db.select().from(receipts)).length;
    const res = await post('/api/receipts', { productId: 'x', buyerPhone: '12', amount: '-3' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'amount',
      'buyerPhone',
      'productId',
    ]);
    const unknown = await post('/api/receipts', {
      productId: hidden.id,
      buyerPhone: '0241234567',
      amount: 10,
    });
    expect(unknown.statusCode).toBe(404);
    expect((await t.db.select().from(receipts)).length).toBe(before);
    expect((await get('/api/receipts/DWA-20260101-AAAAAA')).statusCode).toBe(404);
  });
});
