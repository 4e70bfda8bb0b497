// Site-wide public data: live shopping, public settings, and the contact form's messages.
import type { Db } from '@dwa/db/client';
import { contactMessages, liveStreams, sellers, settings } from '@dwa/db/schema/index';
import type { LiveStream, PublicSettings } from '@dwa/domain/site';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../lib/clock.ts';
import { HttpError } from '../../lib/http-error.ts';
import { takeHit } from '../../lib/rate-limit.ts';

/** Live now first, then the next scheduled (a scheduled stream stays listed 2 h past its start
 * in case it runs late); streams of suspended sellers never show. */
export async function currentLiveStreams(db: Db, clock: Clock): Promise<LiveStream[]> {
  const since = new Date(clock.now().getTime() - 2 * 3_600_000);
  const rows = await db
    .select({ stream: liveStreams, businessName: sellers.businessName })
    .from(liveStreams)
    .innerJoin(sellers, eq(sellers.id, liveStreams.sellerId))
    .where(
      and(
        eq(sellers.status, 'active'),
        or(
          eq(liveStreams.status, 'live'),
          and(eq(liveStreams.status, 'scheduled'), gte(liveStreams.startsAt, since)),
        ),
      ),
    )
    .orderBy(sql`${liveStreams.status} = 'live' desc`, asc(liveStreams.startsAt))
    .limit(12);
  return rows.map(({ stream, businessName }) => ({
    id: stream.id,
    title: stream.title,
    url: stream.url,
    status: stream.status as LiveStream['status'],
    startsAt: stream.startsAt.toISOString(),
    seller: { id: stream.sellerId, businessName },
  }));
}

const PUBLIC_KEYS = {
  support_whatsapp: 'supportWhatsapp',
  support_email: 'supportEmail',
  bot_whatsapp: 'botWhatsapp',
} as const;

export async function publicSettings(db: Db): Promise<PublicSettings> {
  const rows = await db
    .select()
    .from(settings)
    .where(inArray(settings.key, Object.keys(PUBLIC_KEYS)));
  const result: PublicSettings = { supportWhatsapp: null, supportEmail: null, botWhatsapp: null };
  for (const row of rows) {
    const field = PUBLIC_KEYS[row.key as keyof typeof PUBLIC_KEYS];
    if (typeof row.value === 'string' && row.value) result[field] = row.value;
  }
  return result;
}

export const CONTACT_WINDOW = { bucket: 'contact_ip', limit: 10, windowMs: 3_600_000 };

export async function saveContactMessage(
  deps: { db: Db; clock: Clock },
  input: { name: string; phone: string | null; email: string | null; message: string },
  ip: string,
) {
  if (!(await takeHit(deps.db, deps.clock, CONTACT_WINDOW, ip))) {
    throw new HttpError(429, 'rate_limited', 'errors.limits.contact');
  }
  const [row] = await deps.db
    .insert(contactMessages)
    .values({ ...input, ip, createdAt: deps.clock.now() })
    .returning({ id: contactMessages.id });
  return row!;
}
