// WhatsApp's customer service window: free-form messages reach a person only within 24 hours of
// their last message to Dwa; outside it only an approved template does (131047 otherwise). The
// window starts at the message's own timestamp (whatsapp_sessions.last_activity, set by the
// inbound job), and is judged when a message is sent, not when it is queued.
import type { Db } from '@dwa/db/client';
import { whatsappSessions } from '@dwa/db/schema/index';
import { and, eq, gt } from 'drizzle-orm';

/** Free-form text is allowed this long after the person last wrote to us. */
export const WHATSAPP_WINDOW_MS = 24 * 60 * 60 * 1000;

/** Whether `phone` wrote to us in the 24 hours before `now` (no session row: it never did). */
export async function isInsideWindow(db: Db, phone: string, now: Date): Promise<boolean> {
  const [row] = await db
    .select({ id: whatsappSessions.id })
    .from(whatsappSessions)
    .where(
      and(
        eq(whatsappSessions.whatsappNumber, phone),
        gt(whatsappSessions.lastActivity, new Date(now.getTime() - WHATSAPP_WINDOW_MS)),
      ),
    )
    .limit(1);
  return row !== undefined;
}

/** When the person wrote, by the message's own timestamp (Unix seconds from Meta): a message
 * Meta delivers late still counts from when it was sent, and a timestamp in the future (a
 * hostile or skewed one) counts as now, so it cannot open the window beyond what was seen. */
export function sentAt(timestamp: string, now: Date): Date {
  const seconds = Number(timestamp);
  if (!Number.isSafeInteger(seconds) || seconds <= 0) return now;
  return new Date(Math.min(seconds * 1000, now.getTime()));
}
