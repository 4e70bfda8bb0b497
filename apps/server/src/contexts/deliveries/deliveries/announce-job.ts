// A new job is offered on WhatsApp to riders who could take it now (verified, online, serving its
// zone) and who wrote to Dwa in the last 24 hours: free text is all WhatsApp allows without a
// template, and a rider who has not been in touch for a day is not woken for every job. At most
// ANNOUNCE_TO riders, the most recently active first; once per job and rider. Written in the
// request's transaction, so an offer leaves only for a job that exists.
import type { Db } from '@dwa/db/client';
import { riders, whatsappSessions } from '@dwa/db/schema/index';
import { formatGhs } from '@dwa/domain/money';
import { and, arrayContains, desc, eq, gt, isNull, or } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { isLang, say, translate } from '../../../lib/i18n.ts';
import type { Messenger } from '../../messaging/public.ts';
import { WHATSAPP_WINDOW_MS } from '../../messaging/public.ts';

export const ANNOUNCE_TO = 20;

export async function announceJob(
  tx: Db,
  deps: { clock: Clock; messenger: Pick<Messenger, 'queueWhatsApp'> },
  job: {
    id: string;
    number: number;
    zone: string;
    pickupLocation: string;
    dropoffLocation: string;
    earningsPesewas: number;
  },
) {
  const now = deps.clock.now();
  const nearby = await tx
    .select({ phone: riders.whatsappNumber, language: whatsappSessions.language })
    .from(riders)
    .innerJoin(whatsappSessions, eq(whatsappSessions.whatsappNumber, riders.whatsappNumber))
    .where(
      and(
        eq(riders.isOnline, true),
        eq(riders.isVerified, true),
        or(isNull(riders.verificationExpiry), gt(riders.verificationExpiry, now)),
        arrayContains(riders.serviceZones, [job.zone]),
        gt(whatsappSessions.lastActivity, new Date(now.getTime() - WHATSAPP_WINDOW_MS)),
      ),
    )
    .orderBy(desc(whatsappSessions.lastActivity))
    .limit(ANNOUNCE_TO);
  for (const rider of nearby) {
    const lang = isLang(rider.language) ? rider.language : 'en';
    const body = say(lang, 'whatsapp.delivery.riderNewJob', {
      number: job.number,
      zone: translate(lang, `enums.serviceZone.${job.zone}`),
      pickup: job.pickupLocation,
      dropoff: job.dropoffLocation,
      earning: formatGhs(job.earningsPesewas),
    });
    await deps.messenger.queueWhatsApp(
      tx,
      rider.phone,
      { kind: 'text', body },
      { eventType: 'delivery', dedupeKey: `job_offer:${job.id}:${rider.phone}` },
    );
  }
  return nearby.length;
}
