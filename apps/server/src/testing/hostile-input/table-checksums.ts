// A fingerprint of every row in the database: one md5 per table of the app's schema and of
// pg-boss's, in one round trip (the backups' sums: backups/table-checksums.ts). Equal
// fingerprints before and after a request mean it changed nothing anywhere, whichever table a
// route might touch (a new table is covered by itself).
import type { SqlExecutor } from '@dwa/db/client';
import { listTables, sumTables } from '../../backups/table-checksums.ts';
import { JOB_SCHEMA } from '../../tasks/job-schema.ts';

/** Schemas whose tables are fingerprinted: the app's and the job queue's (pg-boss). */
const SCHEMAS = ['public', JOB_SCHEMA];

export type TableChecksums = Record<string, string>;

/** A row as text, minus the `skipped` columns. */
function rowText(skipped: string[] = []) {
  if (skipped.length === 0) return 't::text';
  return `(to_jsonb(t) ${skipped.map((c) => `- '${c.replaceAll("'", "''")}'`).join(' ')})::text`;
}

/** Returns a function that fingerprints every table (the list is read once: migrations do not
 * run during a test; pg-boss's partitioned parents cover a partition made meanwhile), leaving
 * out `skippedColumns` (table → columns). */
export async function tableChecksummer(
  sql: SqlExecutor,
  skippedColumns: Record<string, string[]> = {},
) {
  const names = await listTables(sql, SCHEMAS, { partitioned: true });
  return async (): Promise<TableChecksums> => {
    const sums = await sumTables(sql, names, (table) => rowText(skippedColumns[table]));
    return Object.fromEntries(Object.entries(sums).map(([name, sum]) => [name, sum.md5]));
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
