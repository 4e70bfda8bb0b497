// Sliding-window counters in the database (table rate_limit_hits), so that several server
// instances agree on how many sends or failures a number, account or IP has had.
import type { Db } from '@dwa/db/client';
import { rateLimitHits } from '@dwa/db/schema/index';
import { and, count, eq, gt, lt } from 'drizzle-orm';
import type { Clock } from './clock.ts';

export interface Window {
  bucket: string;
  limit: number;
  windowMs: number;
}

export async function hitsInWindow(db: Db, clock: Clock, w: Window, key: string) {
  const since = new Date(clock.now().getTime() - w.windowMs);
  const [row] = await db
    .select({ n: count() })
    .from(rateLimitHits)
    .where(
      and(
        eq(rateLimitHits.bucket, w.bucket),
        eq(rateLimitHits.key, key),
        gt(rateLimitHits.at, since),
      ),
    );
  return row?.n ?? 0;
}

export async function isLimited(db: Db, clock: Clock, w: Window, key: string) {
  return (await hitsInWindow(db, clock, w, key)) >= w.limit;
}

export async function recordHit(db: Db, clock: Clock, w: Window, key: string) {
  await db.insert(rateLimitHits).values({ bucket: w.bucket, key, at: clock.now() });
}

export async function clearHits(db: Db, w: Window, key: string) {
  await db
    .delete(rateLimitHits)
    .where(and(eq(rateLimitHits.bucket, w.bucket), eq(rateLimitHits.key, key)));
}

/** Old hits are useless after a day; the sweep keeps the table small. */
export async function pruneHits(db: Db, clock: Clock) {
  await db
    .delete(rateLimitHits)
    .where(lt(rateLimitHits.at, new Date(clock.now().getTime() - 86_400_000)));
}
