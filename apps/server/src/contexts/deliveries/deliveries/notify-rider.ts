// A rider hears on WhatsApp when their job is cancelled (they may be on the way to the pickup) or
// completed (the earning is in the wallet): a rider may work from WhatsApp alone. Written in the
// transaction of the change, once per occasion (dedupe key); free text inside WhatsApp's 24-hour
// window, the event's approved template outside it; in the language the rider chose with the bot.
import type { Db } from '@dwa/db/client';
import { riders, whatsappSessions } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { isLang, type ServerMessageKey, say } from '../../../lib/i18n.ts';
import type { Messenger } from '../../messaging/public.ts';
import { TEMPLATE_LANGUAGE_CODE } from '../../messaging/public.ts';

export interface RiderNotifyDeps {
  messenger: Pick<Messenger, 'queueWhatsApp'>;
  clock: Clock;
}

type RiderEvent = 'cancelled' | 'completed';
const TEXT: Record<RiderEvent, ServerMessageKey> = {
  cancelled: 'whatsapp.delivery.riderCancelled',
  completed: 'whatsapp.delivery.riderCompleted',
};

export async function notifyRider(
  tx: Db,
  deps: RiderNotifyDeps,
  input: {
    event: RiderEvent;
    riderId: string;
    jobId: string;
    values: { number: number; reason?: string; amount?: string };
  },
) {
  const [rider] = await tx
    .select({ phone: riders.whatsappNumber, language: whatsappSessions.language })
    .from(riders)
    .leftJoin(whatsappSessions, eq(whatsappSessions.whatsappNumber, riders.whatsappNumber))
    .where(eq(riders.id, input.riderId));
  if (!rider) return;
  const lang = isLang(rider.language) ? rider.language : 'en';
  const text = say(lang, TEXT[input.event], {
    number: input.values.number,
    reason: input.values.reason ?? '',
    amount: input.values.amount ?? '',
  });
  // Free text inside the 24-hour window, else the template: decided when it is sent.
  await deps.messenger.queueWhatsApp(
    tx,
    rider.phone,
    {
      kind: 'notification',
      body: text,
      template: {
        name: `dwa_rider_job_${input.event}_${lang}`,
        languageCode: TEMPLATE_LANGUAGE_CODE,
        parameters: [String(input.values.number), input.values.reason ?? input.values.amount ?? ''],
      },
    },
    { eventType: 'delivery', dedupeKey: `rider_job_${input.event}:${input.jobId}` },
  );
}
