// Shared by the moderation tests: admins of either role and sellers with a session, calls to the
// admin routes, and the audit rows of a target.
import { auditLog } from '@dwa/db/schema/index';
import { buildAdmin } from '@dwa/db/testing/factories';
import type { AdminRole } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { type Clock, systemClock } from '../../lib/clock.ts';
import { TEST_ORIGIN, type TestApp } from '../test-app.ts';

export async function adminCookie(
  t: TestApp,
  role: AdminRole = 'super_admin',
  clock = systemClock,
) {
  const admin = await buildAdmin(t.db, { role });
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'admin',
    userId: admin.id,
    role,
  });
  return { admin, cookie: `${SESSION_COOKIE}=${token}` };
}

export async function sessionCookie(
  t: TestApp,
  userType: 'seller' | 'rider',
  userId: string,
  clock: Clock = systemClock,
) {
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType,
    userId,
    role: null,
  });
  return `${SESSION_COOKIE}=${token}`;
}

export const adminPost = (t: TestApp, cookie: string | null, url: string, payload?: unknown) =>
  t.app.inject({
    method: 'POST',
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload === undefined ? {} : { payload: payload as object }),
  });

export const adminGet = (t: TestApp, cookie: string | null, url: string) =>
  t.app.inject({ method: 'GET', url, headers: cookie ? { cookie } : {} });

export const auditOf = (t: TestApp, targetId: string) =>
  t.db.select().from(auditLog).where(eq(auditLog.targetId, targetId));
