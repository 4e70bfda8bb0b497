// Server-side sessions. The cookie carries 256 random bits; the table keeps only an HMAC of it,
// so a database leak does not hand out sessions. Admin sessions are short (24 h, 30 min idle).
import { createHmac, randomBytes } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { sessions } from '@dwa/db/schema/index';
import { and, eq, ne } from 'drizzle-orm';
import type { Clock } from '../lib/clock.ts';

export const SESSION_COOKIE = 'dwa_session';
export type UserType = 'seller' | 'rider' | 'admin';

const HOUR = 3_600_000;
const DAY = 24 * HOUR;
/** `pending_code`: an admin who gave the right password and still owes the WhatsApp code. */
export const LIFETIMES = {
  seller: { absoluteMs: 30 * DAY, idleMs: 30 * DAY },
  rider: { absoluteMs: 30 * DAY, idleMs: 30 * DAY },
  admin: { absoluteMs: DAY, idleMs: 30 * 60_000 },
  pending_code: { absoluteMs: 10 * 60_000, idleMs: 10 * 60_000 },
} as const;

export interface SessionRecord {
  idHash: string;
  userType: UserType;
  userId: string;
  role: string | null;
}

export const hashToken = (secret: string, token: string) =>
  createHmac('sha256', secret).update(token).digest('base64url');

export async function createSession(
  db: Db,
  clock: Clock,
  secret: string,
  s: { userType: UserType; userId: string; role?: string | null; userAgent?: string; ip?: string },
) {
  const token = randomBytes(32).toString('base64url');
  const now = clock.now();
  const life = s.role === 'pending_code' ? LIFETIMES.pending_code : LIFETIMES[s.userType];
  await db.insert(sessions).values({
    idHash: hashToken(secret, token),
    userType: s.userType,
    userId: s.userId,
    role: s.role ?? null,
    createdAt: now,
    lastSeenAt: now,
    expiresAt: new Date(now.getTime() + life.absoluteMs),
    userAgent: s.userAgent?.slice(0, 300) ?? null,
    ip: s.ip ?? null,
  });
  return { token, maxAgeSeconds: Math.floor(life.absoluteMs / 1000) };
}

/** The live session for a cookie value, or null (unknown, expired or idle too long). */
export async function findSession(
  db: Db,
  clock: Clock,
  secret: string,
  token: string,
): Promise<SessionRecord | null> {
  const idHash = hashToken(secret, token);
  const [row] = await db.select().from(sessions).where(eq(sessions.idHash, idHash)).limit(1);
  if (!row) return null;
  const now = clock.now().getTime();
  const life =
    row.role === 'pending_code' ? LIFETIMES.pending_code : LIFETIMES[row.userType as UserType];
  if (row.expiresAt.getTime() <= now || row.lastSeenAt.getTime() + life.idleMs <= now) {
    await db.delete(sessions).where(eq(sessions.idHash, idHash));
    return null;
  }
  // Idle tracking without a write per request: at most one update a minute.
  if (now - row.lastSeenAt.getTime() > 60_000) {
    await db
      .update(sessions)
      .set({ lastSeenAt: new Date(now) })
      .where(eq(sessions.idHash, idHash));
  }
  return { idHash, userType: row.userType as UserType, userId: row.userId, role: row.role };
}

export async function endSession(db: Db, idHash: string) {
  await db.delete(sessions).where(eq(sessions.idHash, idHash));
}

/** Every session of a user (password reset, password change), optionally but one. */
export async function endUserSessions(db: Db, userType: UserType, userId: string, except?: string) {
  await db
    .delete(sessions)
    .where(
      and(
        eq(sessions.userType, userType),
        eq(sessions.userId, userId),
        except ? ne(sessions.idHash, except) : undefined,
      ),
    );
}
