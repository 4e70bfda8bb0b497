// Online / offline. One UPDATE that sets the flag and the time together, so concurrent switches
// leave the row as exactly one of them wrote it (never one's flag with another's time). Going
// online needs no verification: an unverified rider sees the jobs, accepting is what is refused.
// The WhatsApp `online` / `offline` commands call this too.
import type { Db } from '@dwa/db/client';
import { riders } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';

export async function setAvailability(
  deps: { db: Db; clock: Clock },
  riderId: string,
  online: boolean,
): Promise<{ online: boolean; updatedAt: string }> {
  const [row] = await deps.db
    .update(riders)
    .set({ isOnline: online, updatedAt: deps.clock.now() })
    .where(eq(riders.id, riderId))
    .returning({ online: riders.isOnline, updatedAt: riders.updatedAt });
  // The session outlived its rider.
  if (!row) throw new HttpError(401, 'unauthorized');
  return { online: row.online, updatedAt: row.updatedAt.toISOString() };
}
