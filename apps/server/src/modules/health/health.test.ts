import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports a reachable, migrated database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migration).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone, and the server keeps running', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      database: { reachable: false, migration: null },
    });
    const again = await t.app.inject({ url: '/api/no-such-route' });
    expect(again.statusCode).toBe(404);
  });
});
