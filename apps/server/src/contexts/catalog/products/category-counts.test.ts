import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('category counts', () => {
  it('counts only listed products, per category, General (WhatsApp uploads) included', async () => {
    const seller = await buildSeller(t.db);
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'books' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'books' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'food' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'food', status: 'hidden' });
    await buildProduct(t.db, { sellerId: suspended.id, category: 'food' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'general' });
    const body = (await t.app.inject({ url: '/api/categories' })).json();
    expect(body.total).toBe(4);
    expect(body.categories).toHaveLength(8);
    expect(body.categories).toContainEqual({ category: 'books', count: 2 });
    expect(body.categories).toContainEqual({ category: 'food', count: 1 });
    expect(body.categories).toContainEqual({ category: 'sports', count: 0 });
    expect(body.categories).toContainEqual({ category: 'general', count: 1 });
    // Every listed product is in exactly one category: the counts add up to all.
    const sum = body.categories.reduce((n: number, c: { count: number }) => n + c.count, 0);
    expect(sum).toBe(body.total);
  });
});
