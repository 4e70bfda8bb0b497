// Housekeeping: rows that only matter for a while are deleted once they no longer can (spent
// rate-limit windows, expired sessions and one-time codes), so these tables stay small.
import type { Db } from '@dwa/db/client';
import { oneTimeCodes, rateLimitHits, sessions } from '@dwa/db/schema/index';
import { and, eq, lt, or } from 'drizzle-orm';
import { LIFETIMES } from '../access/sessions.ts';
import type { Clock } from '../lib/clock.ts';
import { LONGEST_WINDOW_MS } from '../lib/rate-limit.ts';
import type { TaskDefinition } from './task-definition.ts';

/** Expired codes stay a day for anyone looking into a complaint, then go. */
const CODE_KEEP_MS = 86_400_000;

export interface SweepResult {
  hits: number;
  sessions: number;
  codes: number;
}

export async function sweepExpired(db: Db, clock: Clock): Promise<SweepResult> {
  const now = clock.now().getTime();
  const before = (ms: number) => new Date(now - ms);
  const hits = await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, before(LONGEST_WINDOW_MS)))
    .returning({ id: rateLimitHits.id });
  // Ended by their absolute lifetime, or idle past theirs (the shorter ones: admin, pending).
  const ended = await db
    .delete(sessions)
    .where(
      or(
        lt(sessions.expiresAt, new Date(now)),
        and(
          eq(sessions.userType, 'admin'),
          lt(sessions.lastSeenAt, before(LIFETIMES.admin.idleMs)),
        ),
        and(
          eq(sessions.role, 'pending_code'),
          lt(sessions.lastSeenAt, before(LIFETIMES.pending_code.idleMs)),
        ),
      ),
    )
    .returning({ id: sessions.idHash });
  const codes = await db
    .delete(oneTimeCodes)
    .where(lt(oneTimeCodes.expiresAt, before(CODE_KEEP_MS)))
    .returning({ id: oneTimeCodes.id });
  return { hits: hits.length, sessions: ended.length, codes: codes.length };
}

/** Every ten minutes, once across all instances. */
export const sweepTask = (deps: { db: Db; clock: Clock }): TaskDefinition => ({
  name: 'maintenance.sweep',
  cron: '*/10 * * * *',
  handler: async () => {
    await sweepExpired(deps.db, deps.clock);
  },
});
