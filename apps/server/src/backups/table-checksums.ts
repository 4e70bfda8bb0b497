// Every table's row count and a checksum of its rows: a backup's manifest records the counts,
// and a restore is checked against the checksums (tests, and an operator with psql).
import type { DatabaseHandle } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import { JOB_SCHEMAS } from '../tasks/job-schema.ts';

/** The schemas a backup holds: the app's, drizzle's (applied migrations) and the job queue's
 * (pg-boss 12's, and pg-boss 10's while it exists). */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle', ...JOB_SCHEMAS];

export interface TableSum {
  rows: number;
  /** md5 of the rows as text, in text order (identical data ⇒ identical sum on either engine). */
  md5: string;
}

/** Ordinary tables (pg-boss's partitions included, their partitioned parents not) of the
 * backed-up schemas. */
export async function listTables(database: DatabaseHandle): Promise<string[]> {
  const result = await database.db.execute(sql`
    select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
      from pg_class c join pg_namespace n on n.oid = c.relnamespace
     where c.relkind = 'r' and n.nspname in (${sql.join(
       BACKED_UP_SCHEMAS.map((s) => sql`${s}`),
       sql`, `,
     )})
     order by 1`);
  return rowsOf<{ name: string }>(result).map((r) => r.name);
}

export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(database)) {
    const result = await database.db.execute(sql.raw(`select count(*)::int as n from ${table}`));
    counts[table] = Number(rowsOf<{ n: number }>(result)[0]?.n ?? 0);
  }
  return counts;
}

export async function tableChecksums(database: DatabaseHandle): Promise<Record<string, TableSum>> {
  const sums: Record<string, TableSum> = {};
  for (const table of await listTables(database)) {
    const result = await database.db.execute(
      sql.raw(
        `select count(*)::int as n, md5(coalesce(string_agg(t::text, E'\\n' order by t::text), '')) as md5 from ${table} t`,
      ),
    );
    const row = rowsOf<{ n: number; md5: string }>(result)[0];
    sums[table] = { rows: Number(row?.n ?? 0), md5: row?.md5 ?? '' };
  }
  return sums;
}
