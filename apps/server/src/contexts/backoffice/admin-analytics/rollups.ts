// The daily rollups of analytics_events (decision 056): per Accra day and type, per seller, type
// and day, and the sellers' active days and weeks (seller-activity.ts). A closed day is rewritten
// whole from the raw rows, in one transaction under an advisory lock, so two instances or a
// retried task give the same counts, never double ones.
// Readers take the rollups for days up to `rolled_through` and the raw rows after it; raw rows
// older than RAW_EVENT_KEEP_DAYS that the rollups hold are then deleted.
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { accraDay, addDays, daysBetween } from '@dwa/domain/admin/analytics';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import { accraDate, dayEnd, dayStart } from './accra-days.ts';
import { sellerActivityDays, weekOf } from './seller-activity.ts';

/** Raw events are kept this long (days): more than the longest range the admin screens ask
 * (366 days) and the seller dashboard's 30 days, so a day reaches the rollups-only state long
 * after any screen reads it raw. */
export const RAW_EVENT_KEEP_DAYS = 400;

/** Days rewritten per transaction: a first run over a year of events commits as it goes. */
const DAYS_PER_TRANSACTION = 31;

/** Rows deleted per statement while pruning: short transactions, no long lock on the table. */
const PRUNE_BATCH = 20_000;

/** Any 32-bit number of its own: the advisory lock rolling up takes. */
const ROLLUP_LOCK = 0x64776172; // 'dwar'

/** The last Accra day whose rollups are complete, or null before the first rollup. */
export async function rolledThrough(db: Db): Promise<string | null> {
  const [row] = rowsOf<{ day: string }>(
    await db.execute(
      sql`select to_char(rolled_through, 'YYYY-MM-DD') as day from analytics_rollup_state`,
    ),
  );
  return row?.day ?? null;
}

/** Rewrites the sellers' active days `from`..`to` (seller-activity.ts), then every week
 * touching them from the active days the table holds: a week's rows are always what its days
 * say, whichever chunk, run or instance wrote them. */
async function rewriteActivity(tx: Db, from: string, to: string) {
  await tx.execute(
    sql`delete from analytics_seller_active_days where day >= ${from} and day <= ${to}`,
  );
  await tx.execute(sql`
    insert into analytics_seller_active_days (seller_id, day, signup_day)
    select a.seller_id, a.d, ${accraDate(sql`s.created_at`)}
      from (${sellerActivityDays(sql`sellers`, dayStart(from), dayEnd(to))}) a
      join sellers s on s.id = a.seller_id`);
  const firstWeek = weekOf(sql`${from}::date`);
  const lastWeek = weekOf(sql`${to}::date`);
  await tx.execute(sql`
    delete from analytics_seller_active_weeks where week >= ${firstWeek} and week <= ${lastWeek}`);
  // A week counts from the seller's sign-up day on: the sign-up week's days before it do not.
  await tx.execute(sql`
    insert into analytics_seller_active_weeks (seller_id, week, signup_day)
    select seller_id, ${weekOf(sql`day`)}, signup_day from analytics_seller_active_days
      where day >= ${firstWeek} and day <= ${lastWeek} + 6 and day >= signup_day
      group by 1, 2, 3`);
}

/** Rewrites the rollups of Accra days `from`..`to` from the raw events, and moves
 * rolled_through up to `to` (never down). */
async function rollUpRange(db: Db, from: string, to: string) {
  const start = dayStart(from);
  const end = dayEnd(to);
  const day = accraDate(sql`created_at`);
  await db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${ROLLUP_LOCK})`);
    await tx.execute(sql`delete from analytics_days where day >= ${from} and day <= ${to}`);
    await tx.execute(sql`
      insert into analytics_days (day, event_type, events)
      select ${day}, event_type, count(*)::int from analytics_events
      where created_at >= ${start} and created_at < ${end}
      group by 1, 2`);
    await tx.execute(sql`delete from analytics_seller_days where day >= ${from} and day <= ${to}`);
    // Joined to sellers: an event's seller may be deleted while the row still names it (the
    // foreign key sets it null only once the delete commits).
    await tx.execute(sql`
      insert into analytics_seller_days (seller_id, event_type, day, events)
      select e.seller_id, e.event_type, ${accraDate(sql`e.created_at`)}, count(*)::int
      from analytics_events e join sellers s on s.id = e.seller_id
      where e.created_at >= ${start} and e.created_at < ${end}
      group by 1, 2, 3`);
    await rewriteActivity(tx, from, to);
    await tx.execute(sql`
      insert into analytics_rollup_state (id, rolled_through, updated_at) values (1, ${to}, now())
      on conflict (id) do update
        set rolled_through = greatest(analytics_rollup_state.rolled_through, excluded.rolled_through),
          updated_at = now()`);
  });
}

/** Rolls up every closed Accra day not rolled up yet, and the last one rolled up once more
 * (events buffered before midnight and written just after). Answers the days rewritten. */
export async function rollUpClosedDays(db: Db, clock: Clock): Promise<number> {
  const yesterday = addDays(accraDay(clock.now()), -1);
  const done = await rolledThrough(db);
  let first = done;
  if (!first) {
    const [oldest] = rowsOf<{ day: string | null }>(
      // The first day anything was recorded: the sellers' activity also comes from products
      // and uploads, which may be older than the first event.
      await db.execute(
        sql`select to_char(${accraDate(sql`least(
              (select min(created_at) from analytics_events),
              (select min(created_at) from products),
              (select min(created_at) from whatsapp_uploads))`)}, 'YYYY-MM-DD') as day`,
      ),
    );
    first = oldest?.day ?? yesterday;
  }
  if (first > yesterday) return 0;
  const days = daysBetween(first, yesterday);
  for (let done = 0; done < days; done += DAYS_PER_TRANSACTION) {
    const n = Math.min(DAYS_PER_TRANSACTION, days - done);
    await rollUpRange(db, addDays(first, done), addDays(first, done + n - 1));
  }
  return days;
}

/** Deletes raw events older than `keepDays` whose day the rollups already hold. Answers how
 * many went. */
export async function pruneRawEvents(
  db: Db,
  clock: Clock,
  keepDays = RAW_EVENT_KEEP_DAYS,
): Promise<number> {
  const done = await rolledThrough(db);
  if (!done) return 0;
  const oldestKept = addDays(accraDay(clock.now()), -keepDays);
  // Never past the rollups: a day not rolled up keeps its raw rows whatever its age.
  const keepFrom = oldestKept <= done ? oldestKept : addDays(done, 1);
  let deleted = 0;
  for (;;) {
    const rows = rowsOf<{ n: number }>(
      await db.execute(sql`
        with gone as (
          delete from analytics_events where id in (
            select id from analytics_events where created_at < ${dayStart(keepFrom)}
            limit ${PRUNE_BATCH})
          returning 1)
        select count(*)::int as n from gone`),
    );
    const n = Number(rows[0]?.n ?? 0);
    deleted += n;
    if (n < PRUNE_BATCH) return deleted;
  }
}

/** Hourly, once across all instances: the day that just closed is in the rollups within the
 * hour, and the raw table loses a day's rows a day. */
export const analyticsRollupTask = (deps: { db: Db; clock: Clock }): TaskDefinition => ({
  name: 'analytics.rollup',
  cron: '7 * * * *',
  // A first run rolls up every day the raw table holds (a year: tens of seconds at 10M rows).
  expireInSeconds: 1800,
  handler: async () => {
    await rollUpClosedDays(deps.db, deps.clock);
    await pruneRawEvents(deps.db, deps.clock);
  },
});
