// Whether WhatsApp could deliver a one-time code, for the code step the person is looking at
// (GET /api/auth/codes/deliveries/:id, the `delivery` of the code request's answer). It tells
// only what cannot name an account: `failed` for a code whose message WhatsApp refused or
// reported failed (a number with no account never gets one: its id is random, and it stays
// `pending` like a code on its way), `delayed` for everyone while WhatsApp refuses Dwa's own
// token (an operator alert). Never `sent` or `delivered`: that would tell a known number from
// an unknown one.
import type { Db } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import type { CodeDelivery } from '@dwa/domain/auth';
import { and, eq } from 'drizzle-orm';
import { activeAlert } from '../../messaging/public.ts';

/** 131026: not a WhatsApp number, an old app, or WhatsApp's terms not accepted. */
const NOT_ON_WHATSAPP = 131026;

export async function codeDelivery(db: Db, id: string): Promise<CodeDelivery> {
  const [row] = await db
    .select({
      status: notificationLog.status,
      deliveryStatus: notificationLog.deliveryStatus,
      errorCode: notificationLog.errorCode,
    })
    .from(notificationLog)
    .where(and(eq(notificationLog.id, id), eq(notificationLog.eventType, 'otp')));
  if (row && (row.status === 'failed' || row.deliveryStatus === 'failed')) {
    return {
      status: 'failed',
      reason: row.errorCode === NOT_ON_WHATSAPP ? 'not_on_whatsapp' : 'undeliverable',
    };
  }
  if (await activeAlert(db, 'whatsapp')) return { status: 'delayed', reason: null };
  return { status: 'pending', reason: null };
}
