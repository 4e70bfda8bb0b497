// Where the job queue keeps its tables (decision 044). pg-boss 12 cannot migrate the schema
// pg-boss 10 made (its migrations start at version 25, pg-boss 11's; 10.x left version 24), so 12
// lives in a schema of its own and the queued jobs of the old one are moved across
// (legacy-queue.ts). Everything that reads pg-boss's tables by name takes it from here.

/** pg-boss 12's schema: every queue, job and schedule since decision 044. */
export const JOB_SCHEMA = 'pgboss_v12';

/** pg-boss 10's schema (Dwa before decision 044): emptied of queued jobs by the new version,
 * dropped at start on the embedded database, by the operator on PostgreSQL once no instance of an
 * older build runs. */
export const LEGACY_JOB_SCHEMA = 'pgboss';

/** Both, for what must see every job table there is (backups, restores). */
export const JOB_SCHEMAS = [JOB_SCHEMA, LEGACY_JOB_SCHEMA] as const;
