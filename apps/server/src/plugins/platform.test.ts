// The platform's promises, checked through real requests: one error shape, JSON-only bodies,
// Origin checks, security headers, and no leaked server errors.
import { settings } from '@dwa/db/schema/index';
import { count } from 'drizzle-orm';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';

let t: TestApp;

beforeAll(async () => {
  t = await createTestApp();
  // A small writing route, registered only here, so the platform's input handling is proven on
  // a real write without depending on any feature.
  t.app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/api/test/settings',
      { schema: { body: z.object({ key: z.string().min(3), value: z.number().int() }) } },
      async (request) => {
        await t.db.insert(settings).values({ key: request.body.key, value: request.body.value });
        return { ok: true };
      },
    );
  t.app.get('/api/test/boom', async () => {
    throw new Error('secret detail: password=hunter2');
  });
  await t.app.ready();
});
afterAll(() => t.close());

const settingsCount = async () => (await t.db.select({ n: count() }).from(settings))[0]?.n;
const post = (payload: string, headers: Record<string, string> = {}) =>
  t.app.inject({
    method: 'POST',
    url: '/api/test/settings',
    payload,
    headers: { 'content-type': 'application/json', origin: TEST_ORIGIN, ...headers },
  });

describe('API input', () => {
  it('accepts a valid JSON body from our own origin', async () => {
    const before = await settingsCount();
    const res = await post(JSON.stringify({ key: 'platform_ok', value: 1 }));
    expect(res.statusCode).toBe(200);
    expect(await settingsCount()).toBe((before ?? 0) + 1);
  });

  it('answers malformed JSON with 400 and writes nothing', async () => {
    const before = await settingsCount();
    const res = await post('{"key": "abc", ');
    expect(res.statusCode).toBe(400);
    expect(res.json()).toEqual({ error: { code: 'bad_request', message: expect.any(String) } });
    expect(await settingsCount()).toBe(before);
  });

  it('answers invalid fields with 400 naming each field, and writes nothing', async () => {
    const before = await settingsCount();
    const res = await post(JSON.stringify({ key: 'x', value: 'seven' }));
    expect(res.statusCode).toBe(400);
    const body = res.json();
    expect(body.error.code).toBe('validation_failed');
    expect(Object.keys(body.error.fields).sort()).toEqual(['key', 'value']);
    expect(await settingsCount()).toBe(before);
  });

  it('refuses a non-JSON content type with 415', async () => {
    const before = await settingsCount();
    const res = await post('key=abc&value=1', { 'content-type': 'text/plain' });
    expect(res.statusCode).toBe(415);
    expect(res.json().error.code).toBe('unsupported_media_type');
    const form = await post('key=abc&value=1', {
      'content-type': 'application/x-www-form-urlencoded',
    });
    expect(form.statusCode).toBe(415);
    expect(await settingsCount()).toBe(before);
  });

  it('refuses a mutating request from another origin', async () => {
    const before = await settingsCount();
    const res = await post(JSON.stringify({ key: 'evil_key', value: 1 }), {
      origin: 'https://evil.example',
    });
    expect(res.statusCode).toBe(403);
    expect(res.json().error.code).toBe('forbidden');
    expect(await settingsCount()).toBe(before);
  });
});

describe('errors', () => {
  it('answers unknown API routes with a JSON 404', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/no-such-thing' });
    expect(res.statusCode).toBe(404);
    expect(res.headers['content-type']).toMatch(/application\/json/);
    expect(res.json().error.code).toBe('not_found');
  });

  it('never reveals the details of a server error', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/test/boom' });
    expect(res.statusCode).toBe(500);
    expect(res.json()).toEqual({
      error: { code: 'internal', message: 'Something went wrong on our side.' },
    });
    expect(res.body).not.toContain('hunter2');
  });
});

describe('security headers', () => {
  it('sends a strict CSP and the usual hardening headers', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toContain("frame-ancestors 'none'");
    expect(csp).toContain("object-src 'none'");
    expect(csp).toMatch(/script-src 'self'(;|$| 'sha256-)/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe-inline/);
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['referrer-policy']).toBe('strict-origin-when-cross-origin');
    // Not in production: no HSTS on plain-HTTP development servers.
    expect(res.headers['strict-transport-security']).toBeUndefined();
  });
});
