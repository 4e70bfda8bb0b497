// What makes a seller active on an Accra day, for retention and cohorts: they created a
// product (the products row, or the product_created event that outlives a deleted product),
// sent a WhatsApp upload, or signed in (seller_signed_in) that day. One definition, read by the
// rollup task (the analytics_seller_active_days it writes) and by the screens for the days not
// rolled up yet, so the two agree by construction.
import { type SQL, sql } from 'drizzle-orm';
import { accraDate } from './accra-days.ts';

/** Distinct `(seller_id, d)`: the days the sellers of `sellers` (a relation with an `id`
 * column: the sellers table, a cohort) were active, from the instant `from` until `until`. */
export const sellerActivityDays = (sellers: SQL, from: SQL, until: SQL) => sql`
  select e.seller_id, ${accraDate(sql`e.created_at`)} as d
    from analytics_events e join ${sellers} s on s.id = e.seller_id
    where e.event_type in ('seller_signed_in', 'product_created')
      and e.created_at >= ${from} and e.created_at < ${until}
  union
  select p.seller_id, ${accraDate(sql`p.created_at`)}
    from products p join ${sellers} s on s.id = p.seller_id
    where p.created_at >= ${from} and p.created_at < ${until}
  union
  select u.seller_id, ${accraDate(sql`u.created_at`)}
    from whatsapp_uploads u join ${sellers} s on s.id = u.seller_id
    where u.created_at >= ${from} and u.created_at < ${until}`;

/** The Monday of a date, as a date (through timestamp, so the session's time zone plays no
 * part). */
export const weekOf = (day: SQL) => sql`(date_trunc('week', (${day})::timestamp)::date)`;
