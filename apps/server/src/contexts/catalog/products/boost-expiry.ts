import type { Db } from '@dwa/db/client';
import { products } from '@dwa/db/schema/index';
import { and, eq, lte } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';

/** Clears `is_boosted` on products whose boost has ended. The listing orders by the flag (so an
 * index serves it); this keeps the flag true only while boosted_until is in the future. One
 * idempotent UPDATE: a second run finds nothing to do. */
export async function expireBoosts(db: Db, clock: Clock): Promise<number> {
  const expired = await db
    .update(products)
    .set({ isBoosted: false })
    .where(and(eq(products.isBoosted, true), lte(products.boostedUntil, clock.now())))
    .returning({ id: products.id });
  return expired.length;
}

/** Every minute, once across all instances. */
export const boostExpiryTask = (deps: { db: Db; clock: Clock }): TaskDefinition => ({
  name: 'boosts.expire',
  cron: '* * * * *',
  handler: async () => {
    await expireBoosts(deps.db, deps.clock);
  },
});
