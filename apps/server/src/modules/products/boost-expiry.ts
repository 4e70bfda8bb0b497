import type { Db } from '@dwa/db/client';
import { products } from '@dwa/db/schema/index';
import { and, eq, lte } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import { type Clock, systemClock } from '../../lib/clock.ts';

/** Clears `is_boosted` on products whose boost has ended. The listing orders by the flag (so an
 * index serves it); this keeps the flag true only while boosted_until is in the future. It is
 * one idempotent UPDATE, so several server instances may run it at once. */
export async function expireBoosts(db: Db, clock: Clock = systemClock): Promise<number> {
  const expired = await db
    .update(products)
    .set({ isBoosted: false })
    .where(and(eq(products.isBoosted, true), lte(products.boostedUntil, clock.now())))
    .returning({ id: products.id });
  return expired.length;
}

export function startBoostExpiry(db: Db, log: FastifyBaseLogger, everyMs = 60_000): () => void {
  const run = () =>
    expireBoosts(db).catch((err: unknown) => log.error({ err }, 'boost expiry failed'));
  void run();
  const timer = setInterval(run, everyMs);
  timer.unref();
  return () => clearInterval(timer);
}
