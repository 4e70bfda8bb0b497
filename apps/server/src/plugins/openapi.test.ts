// Every API route says what it answers: a response schema for its success status (checked when
// the answer is serialized) and the error shape; the OpenAPI document lists them all, each with a
// summary, an operationId and how it authenticates, and passes Redocly's recommended rules
// (decision 045). The app is built with every optional route (test clock, simulators, the local
// media stand-in) so the operation entries can be checked against all of them.
import { createConfig, lintFromString } from '@redocly/openapi-core';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { validValue } from '../testing/hostile-input/json-schema-values.ts';
import { pathArb } from '../testing/hostile-input/request-parts.ts';
import { routeInputs, routeKey } from '../testing/hostile-input/route-inputs.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../testing/test-app.ts';
import { MULTIPART_BODIES } from './openapi/multipart-bodies.ts';
import { API_OPERATIONS } from './openapi/operations.ts';

/** Routes under /api that are not API operations, each with why. */
const NOT_OPERATIONS: Record<string, string> = {
  'GET /api/openapi.json': 'the document itself',
  'GET /api/docs': 'the page rendering the document, for developers (HTML)',
  'GET /api/docs/:file': "that page's script and style files",
};

/** Warnings Redocly's recommended rules may still give, each with why it stays. */
const ACCEPTED_WARNINGS: Record<string, string> = {
  'no-server-example.com':
    'tests run with PUBLIC_ORIGIN=http://localhost:3000; a deployment’s document names its own origin',
};

interface Operation {
  operationId?: string;
  summary?: string;
  security?: Record<string, string[]>[];
  requestBody?: { content: Record<string, { schema: Record<string, unknown> }> };
}
type Doc = {
  openapi: string;
  servers?: { url: string }[];
  paths: Record<string, Record<string, Operation>>;
  components: { securitySchemes: Record<string, unknown> };
};

let t: TestApp;
let doc: Doc;
/** Every documented operation by Fastify's key (`POST /api/products/:id/views`). */
let ops: Map<string, Operation>;
beforeAll(async () => {
  t = await createTestApp({ env: { E2E_CLOCK: 'adjustable' } });
  doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
  ops = new Map();
  for (const [path, item] of Object.entries(doc.paths)) {
    for (const [method, op] of Object.entries(item)) {
      ops.set(`${method.toUpperCase()} ${path.replace(/\{(\w+)\}/g, ':$1')}`, op);
    }
  }
});
afterAll(() => t.close());

const apiRoutes = () => t.app.apiRoutes.map(routeKey);

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

  it('are published as an OpenAPI document covering every route', () => {
    expect(doc.openapi).toMatch(/^3\./);
    const expected = apiRoutes().filter((r) => !(r in NOT_OPERATIONS));
    // Exactly the API: pages, photos and robots.txt stay out.
    expect([...ops.keys()].sort()).toEqual([...new Set(expected)].sort());
    const detail = doc.paths['/api/products/{id}']!.get as unknown as {
      responses: Record<string, { content: Record<string, { schema: { properties: object } }> }>;
    };
    expect(Object.keys(detail.responses)).toEqual(expect.arrayContaining(['200', '4XX', '5XX']));
    expect(detail.responses['200']!.content['application/json']!.schema.properties).toHaveProperty(
      'photos',
    );
  });
});

describe('operations', () => {
  it('have an entry (summary, operationId) for every API route, and none for a route gone', () => {
    const routes = new Set(apiRoutes().filter((r) => !(r in NOT_OPERATIONS)));
    const entries = Object.keys(API_OPERATIONS);
    expect(
      [...routes].filter((r) => !(r in API_OPERATIONS)),
      'routes without an entry',
    ).toEqual([]);
    expect(
      entries.filter((e) => !routes.has(e)),
      'entries without a route',
    ).toEqual([]);
  });

  it('each carry a sentence for a summary and a unique, readable operationId', () => {
    const ids = new Map<string, string>();
    for (const [key, op] of ops) {
      expect(op.operationId, key).toMatch(/^[a-z][a-zA-Z]{2,40}$/);
      expect(op.summary, key).toMatch(/^[A-Z][^\n]{10,118}\.$/);
      // Written per route, not generated from its URL.
      expect(op.summary!.toLowerCase(), key).not.toContain(key.split(' ')[1]!.toLowerCase());
      expect(ids.get(op.operationId!), `${key} reuses ${op.operationId}`).toBeUndefined();
      ids.set(op.operationId!, key);
    }
    expect(ops.get('GET /api/products')?.operationId).toBe('listProducts');
    expect(ops.get('POST /api/seller/products')?.operationId).toBe('createSellerProduct');
  });
});

describe('the document', () => {
  it('names this server, PUBLIC_ORIGIN, as the one to call', () => {
    expect(t.env.publicOrigin).toBe(TEST_ORIGIN);
    expect(doc.servers?.map((s) => s.url)).toEqual([TEST_ORIGIN]);
  });

  it("passes Redocly's recommended rules with no error", async () => {
    const source = (await t.app.inject({ url: '/api/openapi.json' })).body;
    const config = await createConfig({ extends: ['recommended'] });
    const problems = await lintFromString({ source, absoluteRef: 'openapi.json', config });
    const described = problems.map(
      (p) => `${p.severity} ${p.ruleId} ${p.location[0]?.pointer ?? ''}: ${p.message}`,
    );
    expect(described.filter((p) => p.startsWith('error'))).toEqual([]);
    const unexpected = problems.filter((p) => !(p.ruleId in ACCEPTED_WARNINGS));
    expect(unexpected.map((p) => `${p.ruleId}: ${p.message}`)).toEqual([]);
  });

  it('describes the multipart body of every route whose scope reads multipart', () => {
    expect([...t.app.multipartRoutes].sort()).toEqual(Object.keys(MULTIPART_BODIES).sort());
    expect(t.app.multipartRoutes.size).toBeGreaterThanOrEqual(7);
    for (const key of t.app.multipartRoutes) {
      const schema = ops.get(key)?.requestBody?.content['multipart/form-data']?.schema as {
        properties: Record<string, { type: string; format?: string; items?: { format: string } }>;
      };
      expect(schema, key).toBeDefined();
      const files = Object.values(schema.properties).filter(
        (p) => p.format === 'binary' || p.items?.format === 'binary',
      );
      expect(files.length, `${key}: its files`).toBe(1);
    }
    // Registration takes JSON or multipart: both are described.
    const register = ops.get('POST /api/auth/seller/register')?.requestBody?.content ?? {};
    expect(Object.keys(register).sort()).toEqual(['application/json', 'multipart/form-data']);
  });
});

describe('security', () => {
  const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
  const sample = <T>(arb: fc.Arbitrary<T>) => fc.sample(arb, { seed: 45, numRuns: 1 })[0] as T;
  /** Inputs for routes that validate before they authenticate, whose refinements a value
   * generated from the JSON Schema misses (a phone, two equal passwords): else a 400 hides
   * whether the route would have let the caller in. */
  const VALID_INPUT: Record<string, { query?: string; body?: object }> = {
    'POST /api/auth/admin/change-password': {
      body: {
        currentPassword: 'x',
        newPassword: 'Strong-Pass-9',
        confirmPassword: 'Strong-Pass-9',
      },
    },
    'POST /api/admin/notifications/send': {
      body: { phone: '0244000000', message: 'Hello', requestId: UNKNOWN_ID },
    },
    'POST /api/seller/uploads/:id/publish': { body: {} },
    'GET /api/whatsapp/dev-graph/conversation': { query: 'number=0241234567' },
  };
  /** Refused for who the caller is (not for what they sent, like a wrong password). */
  const refusedCaller = (status: number, code: unknown) =>
    (status === 401 || status === 403) && (code === 'unauthorized' || code === 'forbidden');

  it('is declared on every operation, with a scheme the document defines', () => {
    const schemes = new Set(Object.keys(doc.components.securitySchemes));
    const used = new Set<string>();
    for (const [key, op] of ops) {
      expect(op.security, key).toBeDefined();
      for (const requirement of op.security!) {
        for (const name of Object.keys(requirement)) {
          expect(schemes.has(name), `${key}: ${name}`).toBe(true);
          used.add(name);
        }
      }
    }
    expect([...used].sort()).toEqual([...schemes].sort());
    expect(ops.get('GET /api/products')?.security).toEqual([]);
    expect(ops.get('GET /api/seller/products')?.security).toEqual([{ session: [] }]);
    expect(ops.get('POST /api/whatsapp/webhook')?.security).toEqual([{ whatsappSignature: [] }]);
  });

  // Each operation called as nobody, with inputs inside its schemas: what the document says
  // must be what the server does.
  it('is what the server does: public answers anyone, the others refuse an anonymous call', async () => {
    const wrong: string[] = [];
    for (const route of routeInputs(doc)) {
      const key = routeKey(route);
      const security = ops.get(key)!.security!;
      const given = VALID_INPUT[key];
      const url = sample(pathArb(route.url, route.path, false, [UNKNOWN_ID]));
      const query = new URLSearchParams(given?.query);
      for (const p of route.query.filter((q) => q.required && !query.has(q.name))) {
        query.set(p.name, String(sample(validValue(p.schema))));
      }
      const body = given?.body ?? (route.body ? sample(validValue(route.body)) : {});
      const res = await t.app.inject({
        method: route.method as 'GET',
        url: query.size ? `${url}?${query}` : url,
        headers: { origin: TEST_ORIGIN },
        ...(route.method === 'GET' || route.method === 'DELETE' ? {} : { payload: body as object }),
      });
      const code = res.headers['content-type']?.toString().includes('json')
        ? (res.json() as { error?: { code?: string } }).error?.code
        : undefined;
      const says = security.length ? Object.keys(security[0]!)[0] : 'public';
      if (refusedCaller(res.statusCode, code) === (says === 'public')) {
        wrong.push(`${key} (${says}): ${res.statusCode} ${code ?? ''}`);
      }
    }
    expect(wrong).toEqual([]);
  });
});

describe('the docs page', () => {
  it('is served with its files from this server, with no inline script', async () => {
    const page = await t.app.inject({ url: '/api/docs' });
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toMatch(/^text\/html/);
    const csp = String(page.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'/);
    expect(csp).not.toMatch(/script-src[^;]*unsafe/);
    const scripts = [...page.body.matchAll(/<script([^>]*)>/g)].map((m) => m[1]!);
    expect(scripts.length).toBeGreaterThan(0);
    for (const attributes of scripts) expect(attributes).toMatch(/ src="\/api\/docs\//);
    const files = [...page.body.matchAll(/(?:src|href)="(\/api\/docs\/[^"]+)"/g)].map((m) => m[1]!);
    expect(files.length).toBe(4);
    for (const file of files) {
      const res = await t.app.inject({ url: file, headers: { 'accept-encoding': 'br' } });
      expect(res.statusCode, file).toBe(200);
      expect(res.headers['content-type'], file).toMatch(/^text\/(javascript|css)/);
      expect(res.headers['content-encoding'], file).toBe('br');
      const again = await t.app.inject({
        url: file,
        headers: { 'if-none-match': String(res.headers.etag) },
      });
      expect(again.statusCode, file).toBe(304);
    }
    expect((await t.app.inject({ url: '/api/docs/index.html' })).statusCode).toBe(400);
  });
});
