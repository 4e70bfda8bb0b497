// Migration 0012 turns the one-sided ledger rows written before it (the demo's platform fees,
// riders' earnings and paid payouts) and sellers' credit counters into balanced transactions:
// applied to a database at 0011 holding such rows, every movement then sums to zero and every
// balance is what it was.
import { cpSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { migrate } from 'drizzle-orm/pglite/migrator';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { type DatabaseHandle, openDatabase } from './client.ts';
import { MIGRATIONS_FOLDER, migrationJournal, rowsOf } from './migrate.ts';

let h: DatabaseHandle;
let upTo0011: string;

beforeAll(async () => {
  // The migrations folder as it was before 0012: the same files, a journal that ends at 0011.
  upTo0011 = mkdtempSync(join(tmpdir(), 'dwa-0011-'));
  cpSync(MIGRATIONS_FOLDER, upTo0011, { recursive: true });
  const entries = migrationJournal().filter((e) => e.tag <= '0011_receipt_confirmation');
  writeFileSync(
    join(upTo0011, 'meta/_journal.json'),
    JSON.stringify({ version: '7', dialect: 'postgresql', entries }),
  );
  h = await openDatabase();
});
afterAll(async () => {
  await h.close();
  rmSync(upTo0011, { recursive: true, force: true });
});

const run = async <T>(query: ReturnType<typeof sql>) => rowsOf<T>(await h.db.execute(query));

it('balances the rows written before it and keeps every balance', async () => {
  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
  await migrate(h.db as any, { migrationsFolder: upTo0011 });
  const [seller] = await run<{ id: string }>(
    sql`insert into sellers (business_name, whatsapp_number, location_slug, boost_credits)
        values ('Old Shop', '+233241110000', 'accra', 3) returning id`,
  );
  const [rider] = await run<{ id: string }>(
    sql`insert into riders (name, whatsapp_number, base_location, vehicle_type)
        values ('Kofi', '+233241110001', 'accra', 'motorbike') returning id`,
  );
  const [payment] = await run<{ id: string }>(
    sql`insert into payments (seller_id, purpose, amount_pesewas, status, reference)
        values (${seller!.id}, 'verification', 5000, 'success', 'demo_1') returning id`,
  );
  await h.db.execute(sql`insert into ledger_entries
    (account_type, account_id, amount_pesewas, kind, reference, payment_id) values
    ('platform', null, 5000, 'verification_fee', 'demo_1', ${payment!.id}),
    ('rider', ${rider!.id}, 4000, 'delivery_earning', 'job_1', null),
    ('rider', ${rider!.id}, -1500, 'payout', 'payout_1', null)`);

  // biome-ignore lint/suspicious/noExplicitAny: the migrator wants the driver's own type
  await migrate(h.db as any, { migrationsFolder: MIGRATIONS_FOLDER });

  const unbalanced = await run(sql`select kind, reference from ledger_entries
    group by kind, reference, account_type in ('seller_credits', 'credits_issued')
    having sum(amount_pesewas) <> 0`);
  expect(unbalanced).toEqual([]);
  const balances = await run<{ account: string; owner: string | null; balance: number }>(
    sql`select account_type as account, account_id as owner, sum(amount_pesewas)::int as balance
        from ledger_entries group by 1, 2 order by 1`,
  );
  expect(balances).toEqual([
    { account: 'credits_issued', owner: null, balance: -3 },
    { account: 'platform', owner: null, balance: 1000 },
    { account: 'provider', owner: null, balance: -3500 },
    { account: 'rider_payout_reserved', owner: rider!.id, balance: 0 },
    { account: 'rider_wallet', owner: rider!.id, balance: 2500 },
    { account: 'seller_credits', owner: seller!.id, balance: 3 },
  ]);
  const [row] = await run<{ expires_at: Date | null }>(
    sql`select expires_at from payments where id = ${payment!.id}`,
  );
  expect(row?.expires_at).not.toBeNull();
});
