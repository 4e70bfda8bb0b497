// A fingerprint of every row in the database: one md5 per table of the app's schema and of
// pg-boss's, in one round trip. Equal fingerprints before and after a request mean it changed
// nothing anywhere, whichever table a route might touch (a new table is covered by itself).
import type { SqlExecutor } from '@dwa/db/client';
import { JOB_SCHEMA } from '../../tasks/job-schema.ts';

/** Schemas whose tables are fingerprinted: the app's and the job queue's (pg-boss). */
const SCHEMAS = ['public', JOB_SCHEMA];

export type TableChecksums = Record<string, string>;

async function tableNames(sql: SqlExecutor): Promise<string[]> {
  const { rows } = await sql.executeSql(
    `select table_schema || '.' || table_name as name from information_schema.tables
     where table_schema = any($1) and table_type = 'BASE TABLE' order by 1`,
    [SCHEMAS],
  );
  return (rows as { name: string }[]).map((r) => r.name);
}

const quoted = (name: string) =>
  name
    .split('.')
    .map((part) => `"${part.replaceAll('"', '""')}"`)
    .join('.');

/** A row as text, minus the `skipped` columns. */
function rowText(skipped: string[] = []) {
  if (skipped.length === 0) return 't::text';
  return `(to_jsonb(t) ${skipped.map((c) => `- '${c.replaceAll("'", "''")}'`).join(' ')})::text`;
}

/** Returns a function that fingerprints every table (the list is read once: migrations do not
 * run during a test), leaving out `skippedColumns` (table → columns). */
export async function tableChecksummer(
  sql: SqlExecutor,
  skippedColumns: Record<string, string[]> = {},
) {
  const names = await tableNames(sql);
  const query = names
    .map((name) => {
      const row = rowText(skippedColumns[name]);
      return `select '${name}' as name, (select md5(coalesce(string_agg(${row}, '|' order by ${row}), '')) from ${quoted(name)} t) as sum`;
    })
    .join(' union all ');
  return async (): Promise<TableChecksums> => {
    const { rows } = await sql.executeSql(query, []);
    return Object.fromEntries(
      (rows as { name: string; sum: string }[]).map((r) => [r.name, r.sum]),
    );
  };
}

/** Tables whose fingerprints differ, with `ignored` (name → why) left out. */
export function changedTables(
  before: TableChecksums,
  after: TableChecksums,
  ignored: Record<string, string> = {},
): string[] {
  const names = new Set([...Object.keys(before), ...Object.keys(after)]);
  return [...names].filter((n) => !(n in ignored) && before[n] !== after[n]).sort();
}
