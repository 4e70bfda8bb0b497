// Reminders due by time: a boost ending within 24 hours, a seller idle for 14 days since their
// newest product, a verification ending within 7 days. One job (every 15 minutes, one run at a
// time across instances) asks the database which occasions are due *now* by the injected clock
// and have no message yet, so a run missed while the server was down is made up by the next one
// as long as the occasion still makes sense (the boost or verification has not ended, the seller
// is still idle). Each occasion's dedupe key is computed by the query itself, so "already sent"
// and "send it" use one spelling; a second instance racing on the same occasion gets 'duplicate'.
import type { Db } from '@dwa/db/client';
import { notificationLog, notificationTemplates, products, sellers } from '@dwa/db/schema/index';
import { LANGUAGES, type Language, type NotificationEventType } from '@dwa/domain/enums';
import { pagePath } from '@dwa/domain/pages';
import { and, eq, gt, inArray, lte, notExists, type SQL, sql } from 'drizzle-orm';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import type { TaskQueueLogger } from '../../../tasks/task-queue.ts';
import { type NotifyDeps, type NotifyOutcome, notify } from './notify.ts';
import { daysUntil } from './seller-dates.ts';

export const REMINDERS_TASK = 'notifications.reminders';
const DAY_MS = 86_400_000;
export const BOOST_REMINDER_BEFORE_MS = DAY_MS;
export const INACTIVITY_AFTER_MS = 14 * DAY_MS;
export const VERIFICATION_REMINDER_BEFORE_MS = 7 * DAY_MS;
/** Pro is renewed by the seller, never debited: the reminder comes this long before its end. */
export const PRO_REMINDER_BEFORE_MS = 3 * DAY_MS;
/** Occasions fetched at a time; a run goes on while batches come back full. */
const BATCH = 200;
const MAX_BATCHES = 50;

export interface ReminderDeps extends NotifyDeps {
  db: Db;
  log?: Pick<TaskQueueLogger, 'info'>;
}

type ReminderEvent = Extract<
  NotificationEventType,
  'boost_expiry_reminder' | 'inactivity_reminder' | 'verification_expiry' | 'pro_expiry'
>;
export type ReminderCounts = Record<ReminderEvent, number>;

/** A timestamp exactly as stored (microseconds, UTC), for a dedupe key. */
const isoOf = (value: unknown) =>
  sql`to_char(${value} at time zone 'UTC', 'YYYY-MM-DD"T"HH24:MI:SS.US"Z"')`;
const at = (date: Date) => sql`${date.toISOString()}::timestamptz`;
const noMessageYet = (db: Db, key: SQL) =>
  notExists(
    db.select({ one: sql`1` }).from(notificationLog).where(eq(notificationLog.dedupeKey, key)),
  );

/** Languages whose sellers would get this event (their template, else the English one, is on),
 * so sellers whose message is switched off are not looked at again on every run. */
async function sendableLanguages(db: Db, event: ReminderEvent): Promise<Language[]> {
  const rows = await db
    .select({ language: notificationTemplates.language, isActive: notificationTemplates.isActive })
    .from(notificationTemplates)
    .where(eq(notificationTemplates.eventType, event));
  const active = (language: string) => rows.find((r) => r.language === language)?.isActive;
  return LANGUAGES.filter((l) => active(l) ?? active('en') ?? false);
}

/** Sends one due occasion's message in the given transaction. */
type Occasion = (tx: Db) => Promise<NotifyOutcome>;

async function boostOccasions(deps: ReminderDeps, now: Date, languages: Language[]) {
  const key = sql<string>`'boost_expiry_reminder:' || ${products.id} || ':' || ${isoOf(products.boostedUntil)}`;
  const rows = await deps.db
    .select({
      id: products.id,
      sellerId: products.sellerId,
      title: products.title,
      until: products.boostedUntil,
      key,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.isBoosted, true),
        eq(products.status, 'active'),
        gt(products.boostedUntil, now),
        lte(products.boostedUntil, new Date(now.getTime() + BOOST_REMINDER_BEFORE_MS)),
        eq(sellers.status, 'active'),
        inArray(sellers.preferredLanguage, languages),
        noMessageYet(deps.db, key),
      ),
    )
    .orderBy(products.boostedUntil, products.id)
    .limit(BATCH);
  return rows.map(
    (r): Occasion =>
      (tx) =>
        notify(tx, deps, {
          event: 'boost_expiry_reminder',
          sellerId: r.sellerId,
          values: {
            product_title: r.title,
            days_left: daysUntil(r.until!, now),
            end_date: r.until!,
            link: pagePath('sellerProducts'),
          },
          dedupeKey: r.key,
        }),
  );
}

async function inactivityOccasions(deps: ReminderDeps, now: Date, languages: Language[]) {
  // The idle spell starts at the seller's newest product (or the account, without any); its key
  // names that start, so a new product opens a new spell and each spell gets one reminder.
  const since = sql`coalesce((select max(p.created_at) from products p where p.seller_id = ${sellers.id}), ${sellers.createdAt})`;
  const key = sql<string>`'inactivity_reminder:' || ${sellers.id} || ':' || ${isoOf(since)}`;
  const rows = await deps.db
    .select({
      sellerId: sellers.id,
      key,
      daysIdle:
        sql<number>`floor(extract(epoch from (${at(now)} - ${since})) / 86400)::int`.mapWith(
          Number,
        ),
    })
    .from(sellers)
    .where(
      and(
        eq(sellers.status, 'active'),
        inArray(sellers.preferredLanguage, languages),
        sql`${since} <= ${at(new Date(now.getTime() - INACTIVITY_AFTER_MS))}`,
        noMessageYet(deps.db, key),
      ),
    )
    .orderBy(sellers.id)
    .limit(BATCH);
  return rows.map(
    (r): Occasion =>
      (tx) =>
        notify(tx, deps, {
          event: 'inactivity_reminder',
          sellerId: r.sellerId,
          values: { days_idle: r.daysIdle, link: pagePath('sellerProductNew') },
          dedupeKey: r.key,
        }),
  );
}

/** A seller's paid period (verification, Pro) ending within `beforeMs`: one reminder per end
 * date (a renewal moves the date, so the next end is reminded again). */
function periodEndOccasions(
  event: 'verification_expiry' | 'pro_expiry',
  until: typeof sellers.verifiedUntil | typeof sellers.proUntil,
  beforeMs: number,
  ...conditions: SQL[]
) {
  return async (deps: ReminderDeps, now: Date, languages: Language[]) => {
    const key = sql<string>`${`${event}:`} || ${sellers.id} || ':' || ${isoOf(until)}`;
    const rows = await deps.db
      .select({ sellerId: sellers.id, until, key })
      .from(sellers)
      .where(
        and(
          eq(sellers.status, 'active'),
          ...conditions,
          gt(until, now),
          lte(until, new Date(now.getTime() + beforeMs)),
          inArray(sellers.preferredLanguage, languages),
          noMessageYet(deps.db, key),
        ),
      )
      .orderBy(until, sellers.id)
      .limit(BATCH);
    return rows.map(
      (r): Occasion =>
        (tx) =>
          notify(tx, deps, {
            event,
            sellerId: r.sellerId,
            values: {
              days_left: daysUntil(r.until!, now),
              end_date: r.until!,
              link: pagePath('sellerProfile'),
            },
            dedupeKey: r.key,
          }),
    );
  };
}

const verificationOccasions = periodEndOccasions(
  'verification_expiry',
  sellers.verifiedUntil,
  VERIFICATION_REMINDER_BEFORE_MS,
  eq(sellers.isVerified, true),
);
const proOccasions = periodEndOccasions('pro_expiry', sellers.proUntil, PRO_REMINDER_BEFORE_MS);

const SCANS: Record<
  ReminderEvent,
  (deps: ReminderDeps, now: Date, languages: Language[]) => Promise<Occasion[]>
> = {
  boost_expiry_reminder: boostOccasions,
  inactivity_reminder: inactivityOccasions,
  verification_expiry: verificationOccasions,
  pro_expiry: proOccasions,
};

/** Sends every reminder due at the clock's now; answers how many were queued per event. Safe to
 * run on several instances at once and again: each occasion is queued once. */
export async function sendDueReminders(deps: ReminderDeps): Promise<ReminderCounts> {
  const now = deps.clock.now();
  const counts: ReminderCounts = {
    boost_expiry_reminder: 0,
    inactivity_reminder: 0,
    verification_expiry: 0,
    pro_expiry: 0,
  };
  for (const event of Object.keys(SCANS) as ReminderEvent[]) {
    const languages = await sendableLanguages(deps.db, event);
    if (languages.length === 0) continue;
    for (let batch = 0; batch < MAX_BATCHES; batch++) {
      const occasions = await SCANS[event](deps, now, languages);
      let recorded = 0;
      for (const send of occasions) {
        // One transaction each: one seller's failure leaves the others' reminders standing.
        const outcome = await deps.db.transaction((tx) => send(tx));
        if (outcome.status !== 'skipped') recorded++;
        if (outcome.status === 'queued' || outcome.status === 'failed') counts[event]++;
      }
      // A skipped occasion (a seller suspended meanwhile) would come back: stop at it, and
      // when the batch was not full there is nothing more.
      if (occasions.length < BATCH || recorded < occasions.length) break;
    }
  }
  return counts;
}

export const notificationRemindersTask = (deps: ReminderDeps): TaskDefinition => ({
  name: REMINDERS_TASK,
  cron: '*/15 * * * *',
  expireInSeconds: 15 * 60,
  handler: async () => {
    const counts = await sendDueReminders(deps);
    if (Object.values(counts).some((n) => n > 0)) deps.log?.info({ counts }, 'reminders queued');
  },
});
