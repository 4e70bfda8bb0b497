// A rider's WhatsApp number is their sign-in (a code to it every time), so a rider whose number
// changed cannot sign in with the old one. The bot moves the account when Meta reported the
// change and the new number gave the code sent to it (whatsapp-bot/number-move.ts); this is the
// switch itself.
import type { Db } from '@dwa/db/client';
import { riders } from '@dwa/db/schema/index';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';

/** The code purpose that proves a rider's new number. */
export const RIDER_PHONE_CHANGE = 'rider_phone_change';

/** Points the rider at `to` while they still have `from` ('changed' otherwise); 'taken' when
 * another rider has `to` (the unique index decides, inside a savepoint so the caller's
 * transaction goes on). */
export async function switchRiderNumber(
  db: Db,
  clock: Clock,
  riderId: string,
  from: string,
  to: string,
): Promise<'moved' | 'changed' | 'taken'> {
  try {
    const moved = await db.transaction((sp) =>
      sp
        .update(riders)
        .set({ whatsappNumber: to, updatedAt: clock.now() })
        .where(and(eq(riders.id, riderId), eq(riders.whatsappNumber, from)))
        .returning({ id: riders.id }),
    );
    return moved.length > 0 ? 'moved' : 'changed';
  } catch (error) {
    if (isUniqueViolation(error)) return 'taken';
    throw error;
  }
}
