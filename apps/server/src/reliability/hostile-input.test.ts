// Bad input, everywhere, generated: for every API route the app registers, requests
// made from the route's own schemas (its OpenAPI document) but broken in every way we know —
// wrong kinds, missing and extra fields, edge and out-of-range numbers, huge and control-character
// text, wrong content types, malformed JSON and multipart — sent as anonymous and as the role
// the route is for. Every answer is below 500, in the one error shape, in the asked language;
// and the database is the same afterwards, table by table. A new route is covered by itself.
//
// Reproducible by default (a fixed seed); HOSTILE_SEED and HOSTILE_RUNS change the seed and the
// number of requests per route and caller (fast-check prints the seed and path of a failure).
import { receipts, whatsappUploads } from '@dwa/db/schema/index';
import {
  buildAdmin,
  buildDeliveryJob,
  buildProduct,
  buildRider,
  buildSeller,
} from '@dwa/db/testing/factories';
import fc from 'fast-check';
import { afterAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../access/sessions.ts';
import { systemClock } from '../lib/clock.ts';
import { answerProblems } from '../testing/hostile-input/answer-problems.ts';
import {
  describeRequest,
  type HostileRequest,
  hostileRequestArb,
} from '../testing/hostile-input/hostile-request.ts';
import { routeInputs, routeKey, WRITE_METHODS } from '../testing/hostile-input/route-inputs.ts';
import {
  ROUTES_OUTSIDE_OPENAPI,
  ROUTES_WITHOUT_BODY_SCHEMA,
} from '../testing/hostile-input/routes-without-body-schema.ts';
import { changedTables, tableChecksummer } from '../testing/hostile-input/table-checksums.ts';
import { createTestApp, TEST_ORIGIN } from '../testing/test-app.ts';

const SEED = Number(process.env.HOSTILE_SEED ?? 18_2026);
const RUNS = Number(process.env.HOSTILE_RUNS ?? 12);

/** Columns a refused request may change, each with why. Nothing else may change. */
const SKIPPED_COLUMNS: Record<string, string[]> = {
  // Idle tracking: any signed-in request touches its session at most once a minute, before
  // the route runs (by design: the idle timeout); the suite's sessions live for minutes.
  'public.sessions': ['last_seen_at'],
};

/** Tables a route may change on a request it refuses, or on a valid read, each with why. */
const ROUTE_TABLE_CHANGES: Record<string, Record<string, string>> = {
  'POST /api/search/photo': {
    'public.rate_limit_hits':
      'the per-IP limit guards photo decoding, which is the check itself: every attempt counts',
  },
  'POST /api/seller/products': {
    'public.rate_limit_hits':
      'the per-seller save limit guards photo decoding, which is part of the check: a refused save counts',
  },
  'PUT /api/seller/products/:id': {
    'public.rate_limit_hits':
      'the per-seller save limit guards photo decoding, which is part of the check: a refused save counts',
  },
  'GET /api/search': {
    'public.analytics_events': 'a valid search is counted for the admin analytics',
  },
};

/** Routes whose answer to a valid request is a 5xx by design, with its status and why. */
const EXPECTED_5XX: Record<string, { status: number; why: string }> = {
  'GET /api/health/ready': {
    status: 503,
    why: 'readiness: not ready while the job workers are stopped, as they are in tests',
  },
};

type Caller = 'anonymous' | 'seller' | 'rider' | 'admin';

/** The role a route is for, so its auth check lets the request reach validation. */
function roleFor(url: string): Caller | null {
  if (url.startsWith('/api/seller/')) return 'seller';
  if (url.startsWith('/api/rider/')) return 'rider';
  if (url.startsWith('/api/admin/') || url === '/api/auth/admin/change-password') return 'admin';
  return null;
}

const t = await createTestApp();
afterAll(() => t.close());

// Things the signed-in callers own, so a real id in a path reaches the route's own checks.
const seller = await buildSeller(t.db);
const rider = await buildRider(t.db);
const admin = await buildAdmin(t.db, { role: 'super_admin' });
const product = await buildProduct(t.db, { sellerId: seller.id });
const job = await buildDeliveryJob(t.db, { sellerId: seller.id });
const [upload] = await t.db
  .insert(whatsappUploads)
  .values({ sellerId: seller.id, whatsappNumber: '+233200000001' })
  .returning();
const [receipt] = await t.db
  .insert(receipts)
  .values({
    number: 'DWA-20261122-HOSTL1',
    sellerId: seller.id,
    buyerPhone: '+233241234567',
    productTitle: 'A product',
    amountPesewas: 1_000,
  })
  .returning();
const knownIds = [seller.id, rider.id, admin.id, product.id, job.id, upload!.id, receipt!.id];

const session = async (
  userType: 'seller' | 'rider' | 'admin',
  userId: string,
  role: string | null,
) =>
  `${SESSION_COOKIE}=${(await createSession(t.db, systemClock, t.env.sessionSecret, { userType, userId, role })).token}`;
const cookies: Record<Exclude<Caller, 'anonymous'>, string> = {
  seller: await session('seller', seller.id, null),
  rider: await session('rider', rider.id, null),
  admin: await session('admin', admin.id, admin.role),
};

const doc = (await t.app.inject({ url: '/api/openapi.json' })).json();
const routes = routeInputs(doc);
const checksum = await tableChecksummer(t.database.sql, SKIPPED_COLUMNS);

function send(req: HostileRequest, caller: Caller) {
  const cookie = caller === 'anonymous' ? req.forgedCookie : cookies[caller];
  return t.app.inject({
    method: req.method as 'GET',
    url: req.url,
    headers: {
      origin: TEST_ORIGIN,
      'accept-language': req.acceptLanguage,
      ...(cookie ? { cookie } : {}),
      ...(req.body?.contentType ? { 'content-type': req.body.contentType } : {}),
      ...req.body?.headers,
    },
    ...(req.body ? { payload: req.body.payload } : {}),
  });
}

const describeAs = (req: HostileRequest, caller: Caller) => `${caller} ${describeRequest(req)}`;

/** A stable number per route, so every route gets its own sequence from the one seed. */
const routeSeed = (key: string) =>
  [...key].reduce((h, c) => (Math.imul(h, 31) + c.charCodeAt(0)) | 0, SEED);

const statuses = new Map<number, number>();
let requestsSent = 0;
afterAll(() => {
  const summary = [...statuses].sort(([a], [b]) => a - b).map(([s, n]) => `${s}×${n}`);
  // biome-ignore lint/suspicious/noConsole: the run's figures, read by whoever runs it
  console.info(
    `hostile input: ${requestsSent} requests, ${routes.length} routes, seed ${SEED}: ${summary.join(' ')}`,
  );
});

describe('hostile input for every API route', () => {
  it('knows every route the app registers, with a schema for what it takes', () => {
    const documented = new Set(routes.map(routeKey));
    const registered = t.app.apiRoutes.map(routeKey);
    expect(registered.filter((r) => !documented.has(r) && !(r in ROUTES_OUTSIDE_OPENAPI))).toEqual(
      [],
    );
    // A write route without a JSON body schema must say how it takes its body; no stale entry.
    const withoutBody = routes
      .filter((r) => WRITE_METHODS.has(r.method) && !r.body)
      .map(routeKey)
      .sort();
    expect(withoutBody).toEqual(Object.keys(ROUTES_WITHOUT_BODY_SCHEMA).sort());
    // Every `:param` in a path has a schema.
    for (const r of routes) {
      const names = [...r.url.matchAll(/:(\w+)/g)].map((m) => m[1]);
      expect(r.path.map((p) => p.name).sort(), routeKey(r)).toEqual(names.sort());
    }
  });

  for (const route of routes) {
    const key = routeKey(route);
    it(key, async () => {
      const role = roleFor(route.url);
      const callers: Caller[] = role ? ['anonymous', role] : ['anonymous'];
      const bodyKind = ROUTES_WITHOUT_BODY_SCHEMA[key]?.kind;
      const sent: [HostileRequest, Caller][] = [];
      const before = await checksum();
      for (const caller of callers) {
        // Anonymous callers of a signed-in route stop at 401: fewer of those.
        const numRuns = caller === 'anonymous' && role ? Math.ceil(RUNS / 3) : RUNS;
        await fc.assert(
          fc.asyncProperty(hostileRequestArb(route, bodyKind, knownIds), async (req) => {
            const res = await send(req, caller);
            sent.push([req, caller]);
            requestsSent++;
            statuses.set(res.statusCode, (statuses.get(res.statusCode) ?? 0) + 1);
            const problems =
              EXPECTED_5XX[key]?.status === res.statusCode ? [] : answerProblems(res, req.lang);
            // Every request to a write route has a refused part: success means it slipped by.
            if (WRITE_METHODS.has(req.method) && res.statusCode < 400) {
              problems.push(
                `a refused request was accepted: ${res.statusCode} ${res.body.slice(0, 200)}`,
              );
            }
            if (problems.length) {
              throw new Error(`${describeAs(req, caller)}\n  ${problems.join('\n  ')}`);
            }
          }),
          { seed: routeSeed(`${key} ${caller}`), numRuns },
        );
      }
      const allowed = ROUTE_TABLE_CHANGES[key] ?? {};
      const changed = changedTables(before, await checksum(), allowed);
      if (changed.length) {
        // Name the request that wrote: replay them one by one, fingerprinting after each.
        const culprits: string[] = [];
        for (const [req, caller] of sent) {
          const a = await checksum();
          await send(req, caller);
          const diff = changedTables(a, await checksum(), allowed);
          if (diff.length) culprits.push(`${describeAs(req, caller)} changed ${diff.join(', ')}`);
        }
        expect.fail(
          `refused requests changed ${changed.join(', ')}:\n${culprits.slice(0, 5).join('\n')}`,
        );
      }
    });
  }
});
