// Sessions for the admin riders and money tests: a super admin, a support admin, a seller.
import { buildAdmin, buildSeller } from '@dwa/db/testing/factories';
import { createSession, SESSION_COOKIE } from '../../access/sessions.ts';
import { systemClock } from '../../lib/clock.ts';
import type { TestApp } from '../test-app.ts';

export async function adminCookie(t: TestApp, role: 'super_admin' | 'support' = 'super_admin') {
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
    role: null,
  });
  return `${SESSION_COOKIE}=${token}`;
}
