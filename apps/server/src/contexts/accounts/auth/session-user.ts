import { admins, riders, sellers } from '@dwa/db/schema/index';
import type { SessionUser } from '@dwa/domain/auth';
import { eq } from 'drizzle-orm';
import type { SessionRecord } from '../../../access/sessions.ts';
import type { AuthDeps } from './auth-deps.ts';

/** The user behind a session as the web sees it, or null when the account is gone. */
export async function loadSessionUser(
  { db }: Pick<AuthDeps, 'db'>,
  session: SessionRecord | null,
): Promise<SessionUser | null> {
  if (!session || session.role === 'pending_code') return null;
  if (session.userType === 'seller') {
    const [s] = await db.select().from(sellers).where(eq(sellers.id, session.userId)).limit(1);
    return s ? { type: 'seller', id: s.id, name: s.businessName, phone: s.whatsappNumber } : null;
  }
  if (session.userType === 'rider') {
    const [r] = await db.select().from(riders).where(eq(riders.id, session.userId)).limit(1);
    return r ? { type: 'rider', id: r.id, name: r.name, phone: r.whatsappNumber } : null;
  }
  const [a] = await db.select().from(admins).where(eq(admins.id, session.userId)).limit(1);
  return a
    ? {
        type: 'admin',
        id: a.id,
        email: a.email,
        role: a.role,
        passwordResetRequired: a.passwordResetRequired,
      }
    : null;
}
