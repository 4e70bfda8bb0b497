import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('category counts', () => {
  it('counts only listed products, per filter category', async () => {
    const seller = await buildSeller(t.db);
    const suspended = await buildSeller(t.db, { status: 'suspended' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'books' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'books' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'food' });
    await buildProduct(t.db, { sellerId: seller.id, category: 'food', status: 'hidden' });
    await buildProduct(t.db, { sellerId: suspended.id, category: 'food' });
    const body = (await t.app.inject({ url: '/api/categories' })).json();
    expect(body.total).toBe(3);
    expect(body.categories).toHaveLength(7);
    expect(body.categories).toContainEqual({ category: 'books', count: 2 });
    expect(body.categories).toContainEqual({ category: 'food', count: 1 });
    expect(body.categories).toContainEqual({ category: 'sports', count: 0 });
  });
});
