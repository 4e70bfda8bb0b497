// Sliding-window limits kept in the database (table rate_limit_hits), so every server instance
// agrees on how many sends, attempts or messages a number, account or IP has had.
//
// Counting and deciding happen under one lock per (bucket, key), inside one transaction:
// concurrent requests for the same key queue behind each other, so N simultaneous requests
// against a limit of L let exactly L through (architecture invariant 11).
import type { Db } from '@dwa/db/client';
import { rateLimitHits } from '@dwa/db/schema/index';
import { and, count, eq, gt, inArray, sql } from 'drizzle-orm';
import type { Clock } from './clock.ts';

export interface Window {
  bucket: string;
  limit: number;
  windowMs: number;
}

/** No window may be longer: the sweep deletes hits older than this. */
export const LONGEST_WINDOW_MS = 86_400_000;

/** The first number of every rate-limit advisory lock (the two-number form keeps them apart
 * from single-number locks, e.g. the job queue's). 0x647761 is "dwa". */
const LOCK_CLASS = 0x647761;

export type HitCheck = readonly [Window, string];
export type TakeResult = { ok: true; ids: string[] } | { ok: false; window: Window };

/** Counts the hits of every (window, key) and, only when each is under its limit, records one
 * hit on each, all under the keys' locks. Refused: nothing is recorded. */
export async function takeHits(
  db: Db,
  clock: Clock,
  checks: readonly HitCheck[],
): Promise<TakeResult> {
  for (const [w] of checks) {
    if (w.windowMs > LONGEST_WINDOW_MS) throw new Error(`window ${w.bucket} is too long`);
  }
  return db.transaction(async (tx) => {
    // Locks in one order, so two requests over the same keys cannot wait on each other.
    const lockKeys = [...new Set(checks.map(([w, key]) => `${w.bucket} ${key}`))].sort();
    for (const k of lockKeys) {
      await tx.execute(sql`select pg_advisory_xact_lock(${LOCK_CLASS}, hashtext(${k}))`);
    }
    const now = clock.now();
    for (const [w, key] of checks) {
      if ((await countHits(tx, now, w, key)) >= w.limit) return { ok: false, window: w };
    }
    const rows = await tx
      .insert(rateLimitHits)
      .values(checks.map(([w, key]) => ({ bucket: w.bucket, key, at: now })))
      .returning({ id: rateLimitHits.id });
    return { ok: true, ids: rows.map((r) => r.id) };
  });
}

/** One window, one key: true when the hit was within the limit (and is now counted). */
export async function takeHit(db: Db, clock: Clock, w: Window, key: string): Promise<boolean> {
  return (await takeHits(db, clock, [[w, key]])).ok;
}

/** Gives back hits taken for an attempt that turned out fine (a correct password). */
export async function releaseHits(db: Db, ids: readonly string[]) {
  if (ids.length > 0) await db.delete(rateLimitHits).where(inArray(rateLimitHits.id, [...ids]));
}

export async function hitsInWindow(db: Db, clock: Clock, w: Window, key: string) {
  return countHits(db, clock.now(), w, key);
}

export async function clearHits(db: Db, w: Window, key: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, w.bucket), eq(rateLimitHits.key, key)));
}

async function countHits(db: Db, now: Date, w: Window, key: string) {
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, w.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.at, new Date(now.getTime() - w.windowMs)),
      ),
    );
  return row?.n ?? 0;
}
