// Every API route says what it answers: a response schema for its success status (checked when
// the answer is serialized) and the error shape; the OpenAPI document lists them all.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('response schemas', () => {
  it('are declared by every API route, for a success status and for errors', () => {
    expect(t.app.apiRoutes.length).toBeGreaterThan(40);
    const missing = t.app.apiRoutes
      .filter((r) => !r.responses.some((s) => /^2\d\d$/.test(s)))
      .map((r) => `${r.method} ${r.url}`);
    expect(missing).toEqual([]);
    for (const r of t.app.apiRoutes) {
      expect(r.responses, `${r.method} ${r.url}`).toEqual(expect.arrayContaining(['4xx', '5xx']));
    }
  });

  it('are published as an OpenAPI document covering every route', async () => {
    const res = await t.app.inject({ url: '/api/openapi.json' });
    expect(res.statusCode).toBe(200);
    const doc = res.json();
    expect(doc.openapi).toMatch(/^3\./);
    const documented = new Set<string>();
    for (const [path, operations] of Object.entries<Record<string, unknown>>(doc.paths)) {
      for (const method of Object.keys(operations)) {
        documented.add(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`);
      }
    }
    const expected = t.app.apiRoutes
      .filter((r) => r.url !== '/api/openapi.json')
      .map((r) => `${r.method} ${r.url}`);
    // Exactly the API: pages, photos and robots.txt stay out.
    expect([...documented].sort()).toEqual([...new Set(expected)].sort());
    const detail = doc.paths['/api/products/{id}'].get;
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(detail.responses['200'].content['application/json'].schema.properties).toHaveProperty(
      'photos',
    );
  });
});
