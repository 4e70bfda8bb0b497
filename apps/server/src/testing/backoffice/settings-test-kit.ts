// Shared by the settings, live-stream, audit and pre-launch tests: admins of either role and a
// seller with a session, JSON calls to the admin routes, audit rows of an action.
import { auditLog } from '@dwa/db/schema/index';
import { buildAdmin, buildSeller } from '@dwa/db/testing/factories';
import type { AdminRole } from '@dwa/domain/enums';
import { desc, eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { systemClock } from '../../lib/clock.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

export async function adminCookie(t: TestApp, role: AdminRole = 'super_admin') {
  const admin = await buildAdmin(t.db, { role });
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType: 'admin',
    userId: admin.id,
    role,
  });
  return { admin, cookie: `${SESSION_COOKIE}=${token}` };
}

export async function sellerCookie(t: TestApp) {
  const seller = await buildSeller(t.db);
  const { token } = await createSession(t.db, systemClock, t.env.sessionSecret, {
    userType: 'seller',
    userId: seller.id,
  });
  return { seller, cookie: `${SESSION_COOKIE}=${token}` };
}

export const call = (
  t: TestApp,
  cookie: string | null,
  method: 'GET' | 'POST' | 'PUT',
  url: string,
  payload?: unknown,
  headers: Record<string, string> = {},
) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}), ...headers },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const auditsOf = (t: TestApp, action: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.action, action)).orderBy(desc(auditLog.at));
