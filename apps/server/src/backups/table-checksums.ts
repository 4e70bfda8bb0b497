// Every table's row count and a checksum of its rows: a backup's manifest records the counts,
// and a restore is checked against the checksums (tests, and an operator with psql). The
// hostile-input suite fingerprints the database around each request with the same sums.
import type { DatabaseHandle, SqlExecutor } from '@dwa/db/client';
import { JOB_SCHEMAS } from '../tasks/job-schema.ts';

/** The schemas a backup holds: the app's, drizzle's (applied migrations) and the job queue's
 * (pg-boss 12's, and pg-boss 10's while it exists). */
export const BACKED_UP_SCHEMAS = ['public', 'drizzle', ...JOB_SCHEMAS];

export interface TableSum {
  rows: number;
  /** md5 of the rows as text, in text order (identical data ⇒ identical sum on either engine). */
  md5: string;
}

/** The ordinary tables of `schemas` (pg-boss's partitions included), quoted, in name order.
 * With `partitioned`, the partitioned parents too: their rows are their partitions' ones, and
 * so are those of a partition made after the list was read. */
export async function listTables(
  sql: SqlExecutor,
  schemas: readonly string[] = BACKED_UP_SCHEMAS,
  { partitioned = false } = {},
): Promise<string[]> {
  const { rows } = await sql.executeSql(
    `select quote_ident(n.nspname) || '.' || quote_ident(c.relname) as name
       from pg_class c join pg_namespace n on n.oid = c.relnamespace
      where c.relkind = any($1) and n.nspname = any($2)
      order by 1`,
    [partitioned ? ['r', 'p'] : ['r'], schemas],
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

export async function tableCounts(database: DatabaseHandle): Promise<Record<string, number>> {
  const counts: Record<string, number> = {};
  for (const table of await listTables(database.sql)) {
    const { rows } = await database.sql.executeSql(`select count(*)::int as n from ${table}`, []);
    counts[table] = Number((rows as { n: number }[])[0]?.n ?? 0);
  }
  return counts;
}

/** The sums of `tables` (names as listTables gives them) in one round trip. `rowText` is the
 * SQL that stands for a row `t` of a table as text: the whole row unless told otherwise. */
export async function sumTables(
  sql: SqlExecutor,
  tables: readonly string[],
  rowText: (table: string) => string = () => 't::text',
): Promise<Record<string, TableSum>> {
  if (tables.length === 0) return {};
  const query = tables
    .map((table) => {
      const row = rowText(table);
      return `select '${table.replaceAll("'", "''")}' as name, count(*)::int as n, md5(coalesce(string_agg(${row}, E'\\n' order by ${row}), '')) as md5 from ${table} t`;
    })
    .join(' union all ');
  const { rows } = await sql.executeSql(query, []);
  return Object.fromEntries(
    (rows as { name: string; n: number; md5: string }[]).map((r) => [
      r.name,
      { rows: Number(r.n), md5: r.md5 },
    ]),
  );
}

export async function tableChecksums(database: DatabaseHandle): Promise<Record<string, TableSum>> {
  return sumTables(database.sql, await listTables(database.sql));
}
