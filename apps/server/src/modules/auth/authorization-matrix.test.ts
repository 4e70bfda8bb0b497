// Every API route × every kind of caller, with the status each must get. A route added without
// an entry here fails the first test, so nobody ships a route whose access nobody decided.
import { buildAdmin, buildRider, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { createSession, SESSION_COOKIE, type UserType } from './sessions.ts';

type Caller = 'anonymous' | 'seller' | 'otherSeller' | 'rider' | 'admin' | 'adminMustChange';
const CALLERS: Caller[] = [
  'anonymous',
  'seller',
  'otherSeller',
  'rider',
  'admin',
  'adminMustChange',
];
const all = (status: number) =>
  Object.fromEntries(CALLERS.map((c) => [c, status])) as Record<Caller, number>;

interface Entry {
  /** The URL to call when the route has parameters. */
  url?: string;
  body?: unknown;
  expect: Record<Caller, number>;
}

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
const ADMIN_ONLY = {
  anonymous: 401,
  seller: 403,
  otherSeller: 403,
  rider: 403,
  admin: 200,
  adminMustChange: 403,
};
const strongChange = {
  currentPassword: 'Wrong-Current-1',
  newPassword: 'Strong-Pass-9',
  confirmPassword: 'Strong-Pass-9',
};

const MATRIX: Record<string, Entry> = {
  'GET /api/health': { expect: all(200) },
  'GET /api/products': { expect: all(200) },
  'GET /api/search': { url: '/api/search?q=kente', expect: all(200) },
  'GET /api/auth/session': { expect: all(200) },
  'POST /api/auth/logout': { body: {}, expect: all(204) },
  // Public forms: bad input is refused the same way for everyone, before anything else.
  'POST /api/auth/codes': { body: {}, expect: all(400) },
  'POST /api/auth/seller/register': { body: {}, expect: all(400) },
  'POST /api/auth/seller/login': { body: {}, expect: all(400) },
  'POST /api/auth/seller/reset/start': { body: {}, expect: all(400) },
  'POST /api/auth/seller/reset/complete': { body: {}, expect: all(400) },
  'POST /api/auth/rider/register': { body: {}, expect: all(400) },
  'POST /api/auth/rider/login': { body: {}, expect: all(400) },
  'POST /api/auth/admin/login': { body: {}, expect: all(400) },
  // Only a half-signed-in admin (password given, code owed) may send a code here.
  'POST /api/auth/admin/verify': { body: { code: '123456' }, expect: all(401) },
  // Admins, including those who must change their password; 400 = wrong current password.
  'POST /api/auth/admin/change-password': {
    body: strongChange,
    expect: {
      anonymous: 401,
      seller: 403,
      otherSeller: 403,
      rider: 403,
      admin: 400,
      adminMustChange: 400,
    },
  },
  'GET /api/admin/outbox': { expect: ADMIN_ONLY },
  // Public catalog: an unknown id is 404 for everyone; a malformed one 400.
  'GET /api/products/:id': { url: `/api/products/${UNKNOWN_ID}`, expect: all(404) },
  'GET /api/shops/:id': { url: '/api/shops/not-a-uuid', expect: all(400) },
  'POST /api/products/:id/views': {
    url: `/api/products/${UNKNOWN_ID}/views`,
    body: {},
    expect: all(404),
  },
  'POST /api/products/:id/inquiries': {
    url: `/api/products/${UNKNOWN_ID}/inquiries`,
    body: {},
    expect: all(404),
  },
  'POST /api/receipts': { body: {}, expect: all(400) },
  // Public photo search: a JSON body is refused (multipart only) the same way for everyone.
  'POST /api/search/photo': { body: {}, expect: all(415) },
  'GET /api/categories': { expect: all(200) },
  'GET /api/live-streams': { expect: all(200) },
  'GET /api/settings/public': { expect: all(200) },
  'POST /api/contact': { body: {}, expect: all(400) },
  'GET /api/receipts/:number': { url: '/api/receipts/DWA-20261122-ZZZZZZ', expect: all(404) },
};

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

/** A fresh session per request: logout ends the one it is given. */
async function cookieFor(caller: Caller): Promise<string | undefined> {
  if (caller === 'anonymous') return undefined;
  let userType: UserType;
  let userId: string;
  let role: string | null = null;
  if (caller === 'seller' || caller === 'otherSeller') {
    userType = 'seller';
    userId = (await buildSeller(t.db)).id;
  } else if (caller === 'rider') {
    userType = 'rider';
    userId = (await buildRider(t.db)).id;
  } else {
    userType = 'admin';
    const admin = await buildAdmin(t.db, { passwordResetRequired: caller === 'adminMustChange' });
    userId = admin.id;
    role = admin.role;
  }
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType,
    userId,
    role,
  });
  return `${SESSION_COOKIE}=${token}`;
}

describe('authorization matrix', () => {
  it('has an entry for every API route', () => {
    const routes = t.app.apiRoutes.map((r) => `${r.method} ${r.url}`).sort();
    expect(routes).toEqual(Object.keys(MATRIX).sort());
  });

  for (const [route, entry] of Object.entries(MATRIX)) {
    it(route, async () => {
      const [method, path] = route.split(' ') as [string, string];
      const url = entry.url ?? path;
      const got: Record<string, number> = {};
      for (const caller of CALLERS) {
        const cookie = await cookieFor(caller);
        const res = await t.app.inject({
          method: method as 'GET' | 'POST',
          url,
          headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
          ...(entry.body === undefined ? {} : { payload: entry.body as object }),
        });
        got[caller] = res.statusCode;
      }
      expect(got).toEqual(entry.expect);
    });
  }
});
