// Site-wide public data: live shopping, public settings, and the contact form's messages.
import type { Db } from '@dwa/db/client';
import { contactMessages, liveStreams, sellers, settings } from '@dwa/db/schema/index';
import { type PlatformSettings, PUBLIC_SETTING_KEYS } from '@dwa/domain/admin/settings';
import {
  BusinessHoursSchema,
  DEFAULT_BUSINESS_HOURS,
  type LiveStream,
  type PublicSettings,
} from '@dwa/domain/site';
import { and, asc, eq, gte, inArray, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { takeHit } from '../../../lib/rate-limit.ts';
import type { Tx } from '../../money/public.ts';

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

/** What the back office's Platform Settings keep (support contacts, the home page's banner
 * and live link, business hours); a stored value of the wrong shape reads as unset. */
export async function readPlatformSettings(db: Db | Tx): Promise<PlatformSettings> {
  return platformFrom(await readSettingValues(db, Object.values(PUBLIC_SETTING_KEYS)));
}

function platformFrom(values: Map<string, unknown>): PlatformSettings {
  const keys = PUBLIC_SETTING_KEYS;
  const text = (key: string) => {
    const value = values.get(key);
    return typeof value === 'string' && value ? value : null;
  };
  const hours = BusinessHoursSchema.safeParse(values.get(keys.businessHours));
  return {
    supportWhatsapp: text(keys.supportWhatsapp),
    supportEmail: text(keys.supportEmail),
    livestreamUrl: text(keys.livestreamUrl),
    bannerText: text(keys.bannerText),
    bannerTextTw: text(keys.bannerTextTw),
    bannerTextPidgin: text(keys.bannerTextPidgin),
    businessHours: hours.success ? hours.data : DEFAULT_BUSINESS_HOURS,
  };
}

async function readSettingValues(db: Db | Tx, keys: string[]) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, keys));
  return new Map(rows.map((r) => [r.key, r.value]));
}

const BOT_WHATSAPP_KEY = 'bot_whatsapp';

/** Read on every request (no cache here or in browsers, site.routes.ts): an admin's change
 * shows on the next page. */
export async function publicSettings(db: Db): Promise<PublicSettings> {
  const values = await readSettingValues(db, [
    ...Object.values(PUBLIC_SETTING_KEYS),
    BOT_WHATSAPP_KEY,
  ]);
  const botWhatsapp = values.get(BOT_WHATSAPP_KEY);
  return {
    ...platformFrom(values),
    botWhatsapp: typeof botWhatsapp === 'string' && botWhatsapp ? botWhatsapp : null,
  };
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
