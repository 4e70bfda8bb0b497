// The admin's riders: the newest 200 that match a search (name, base location, WhatsApp number in
// any spelling), and the platform's counters (every rider, not the search's). "Verified" is
// verified now: an expiry in the past counts as none, as when a rider accepts a job.
import type { Db } from '@dwa/db/client';
import { riderPayouts, riders } from '@dwa/db/schema/index';
import {
  ADMIN_RIDERS_LIMIT,
  type AdminRider,
  type AdminRiderCounters,
  type AdminRiderList,
  phoneDigitsOf,
} from '@dwa/domain/admin/riders';
import type { ServiceZone, VehicleType } from '@dwa/domain/enums';
import { desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import { likePattern } from '../../catalog/public.ts';
import { isVerifiedNow } from '../../deliveries/public.ts';

function matching(q: string | undefined): SQL | undefined {
  if (!q) return undefined;
  const pattern = likePattern(q);
  const digits = phoneDigitsOf(q);
  return or(
    ilike(riders.name, pattern),
    ilike(riders.baseLocation, pattern),
    // Stored as +233…; the digits typed, a local 0 read as 233, anywhere in the number.
    digits ? sql`${riders.whatsappNumber} like ${likePattern(digits)}` : undefined,
  );
}

export async function countRiders(db: Db, now: Date): Promise<AdminRiderCounters> {
  const [[riderCounts], [payoutCounts]] = await Promise.all([
    db
      .select({
        total: sql<number>`count(*)::int`,
        verified: sql<number>`(count(*) filter (where ${riders.isVerified} and
          (${riders.verificationExpiry} is null or ${riders.verificationExpiry} > ${now})))::int`,
        onlineNow: sql<number>`(count(*) filter (where ${riders.isOnline}))::int`,
      })
      .from(riders),
    db
      .select({ pending: sql<number>`count(*)::int` })
      .from(riderPayouts)
      .where(eq(riderPayouts.status, 'requested')),
  ]);
  return {
    total: riderCounts?.total ?? 0,
    verified: riderCounts?.verified ?? 0,
    onlineNow: riderCounts?.onlineNow ?? 0,
    pendingPayouts: payoutCounts?.pending ?? 0,
  };
}

function riderView(row: typeof riders.$inferSelect, now: Date): AdminRider {
  return {
    id: row.id,
    name: row.name,
    whatsappNumber: row.whatsappNumber,
    baseLocation: row.baseLocation,
    vehicleType: row.vehicleType as VehicleType,
    serviceZones: row.serviceZones as ServiceZone[],
    isVerified: isVerifiedNow(row, now),
    verificationExpiry: row.verificationExpiry?.toISOString() ?? null,
    isOnline: row.isOnline,
    rating: row.ratingAvg === null ? null : Number(row.ratingAvg),
    ratingCount: row.ratingCount,
    completedDeliveries: row.completedDeliveries,
    createdAt: row.createdAt.toISOString(),
  };
}

export async function listAdminRiders(
  db: Db,
  now: Date,
  q: string | undefined,
): Promise<AdminRiderList> {
  const [rows, counters] = await Promise.all([
    db
      .select()
      .from(riders)
      .where(matching(q))
      .orderBy(desc(riders.createdAt), desc(riders.id))
      .limit(ADMIN_RIDERS_LIMIT),
    countRiders(db, now),
  ]);
  return {
    items: rows.map((row) => riderView(row, now)),
    limit: ADMIN_RIDERS_LIMIT,
    counters,
  };
}
