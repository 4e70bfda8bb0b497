// Migration 0022 adds the sellers' active days and weeks (decision 056) to a database whose
// rollups may already have run: the days up to rolled_through must be there from the first
// request, filled from the rollups (sign-ins and product_created, whose raw rows may be pruned),
// the products and the WhatsApp uploads; the days after it are left to the task.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { MIGRATIONS_FOLDER, migrationJournal, rowsOf } from './migrate.ts';

let upTo0021: string;
const handles: DatabaseHandle[] = [];

beforeAll(() => {
  // The migrations folder as it was before 0022: the same files, a journal that ends at 0021.
  upTo0021 = mkdtempSync(join(tmpdir(), 'dwa-0021-'));
  cpSync(MIGRATIONS_FOLDER, upTo0021, { recursive: true });
  const entries = migrationJournal().filter((e) => e.tag <= '0021_analytics_rollups');
  writeFileSync(
    join(upTo0021, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
});
afterAll(async () => {
  for (const h of handles) await h.close();
  rmSync(upTo0021, { recursive: true, force: true });
});

/** A database at 0021 holding two sellers' rows, rolled up through `rolledThrough` (or never),
 * then migrated to the newest migration. */
async function migratedFrom0021(rolledThrough: string | null) {
  const h = await openDatabase();
  handles.push(h);
  const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await h.db.execute(query));
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
  await migrate(h.db as any, { migrationsFolder: upTo0021 });
  const [a, b] = await run<{ id: string }>(
    sql`insert into sellers (business_name, whatsapp_number, location_slug, created_at) values
        ('A', '+233241110000', 'accra', '2026-03-02T09:00:00Z'),
        ('B', '+233241110001', 'accra', '2026-03-02T09:00:00Z') returning id`,
  );
  await h.db.execute(sql`insert into analytics_seller_days (seller_id, event_type, day, events)
    values (${a!.id}, 'seller_signed_in', '2026-03-04', 2),
      (${a!.id}, 'product_created', '2026-03-05', 1),
      (${a!.id}, 'product_view', '2026-03-06', 9),
      (${a!.id}, 'seller_signed_in', '2026-03-11', 1),
      (${b!.id}, 'seller_signed_in', '2026-03-09', 1),
      (${b!.id}, 'seller_signed_in', '2026-03-01', 1)`);
  // The last second of 2 March (Accra = UTC), and a product after the rolled-up days.
  await h.db.execute(sql`insert into products
    (seller_id, title, description, price_pesewas, category, location_slug, created_at) values
    (${a!.id}, 'Kente', 'Woven.', 1000, 'fashion', 'accra', '2026-03-02T23:59:59Z'),
    (${a!.id}, 'Beads', 'Strung.', 1000, 'fashion', 'accra', '2026-03-11T08:00:00Z')`);
  await h.db.execute(sql`insert into whatsapp_uploads (seller_id, whatsapp_number, created_at)
    values (${a!.id}, '+233241110000', '2026-03-08T12:00:00Z'),
      (null, '+233241110009', '2026-03-07T12:00:00Z')`);
  if (rolledThrough) {
    await h.db.execute(
      sql`insert into analytics_rollup_state (rolled_through) values (${rolledThrough})`,
    );
  }
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
  await migrate(h.db as any, { migrationsFolder: MIGRATIONS_FOLDER });
  const name = (id: string) => (id === a!.id ? 'A' : 'B');
  const days = await run<{ seller_id: string; day: string }>(
    sql`select seller_id, to_char(day, 'YYYY-MM-DD') as day
        from analytics_seller_active_days order by 1, 2`,
  );
  const weeks = await run<{ seller_id: string; week: string; signup_day: string }>(
    sql`select seller_id, to_char(week, 'YYYY-MM-DD') as week,
          to_char(signup_day, 'YYYY-MM-DD') as signup_day
        from analytics_seller_active_weeks order by 1, 2`,
  );
  return {
    days: days.map((r) => `${name(r.seller_id)} ${r.day}`).sort(),
    weeks: weeks.map((r) => `${name(r.seller_id)} ${r.week} (${r.signup_day})`).sort(),
  };
}

it('fills the active days and weeks up to rolled_through from the rollups, products and uploads', async () => {
  expect(await migratedFrom0021('2026-03-10')).toEqual({
    // A: the product on 2 March, the sign-in and product_created rollups, the upload; not the
    // view, nor 11 March (after rolled_through). B: the sign-ins of 1 and 9 March; the first,
    // before B signed up on 2 March, is an active day but in no week since sign-up.
    days: [
      'A 2026-03-02',
      'A 2026-03-04',
      'A 2026-03-05',
      'A 2026-03-08',
      'B 2026-03-01',
      'B 2026-03-09',
    ],
    weeks: ['A 2026-03-02 (2026-03-02)', 'B 2026-03-09 (2026-03-02)'],
  });
});

it('fills nothing before the first rollup: the task rolls up every day then', async () => {
  expect(await migratedFrom0021(null)).toEqual({ days: [], weeks: [] });
});
