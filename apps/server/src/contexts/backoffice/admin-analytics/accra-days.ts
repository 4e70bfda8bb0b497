// Africa/Accra calendar days in SQL. Ghana keeps UTC all year (no DST), but the zone is written
// out so a day means the Accra day whatever the database's own time zone is. Bounds are
// timestamptz constants so the (…, created_at) indexes serve the range.
import { type SQL, sql } from 'drizzle-orm';

/** Inlined, not a parameter: a GROUP BY must repeat the select's expression exactly. */
const ACCRA = sql.raw(`'Africa/Accra'`);

/** The first instant of Accra day `day` (YYYY-MM-DD, or a date expression). */
export const dayStart = (day: string | SQL) =>
  sql`((${day}::date)::timestamp at time zone ${ACCRA})`;

/** The first instant after Accra day `day`. */
export const dayEnd = (day: string | SQL) =>
  sql`((${day}::date + 1)::timestamp at time zone ${ACCRA})`;

/** The Accra date of a timestamptz column, as a date. */
export const accraDate = (column: SQL) => sql`((${column}) at time zone ${ACCRA})::date`;
