// GET /api/rider/dashboard: the signed-in rider's own figures. Money comes from the ledger (the
// wallet is a sum of rows, today's earnings the earning rows since midnight in Accra); the day
// is the injected clock's, so tests can stand either side of midnight.
import type { Db } from '@dwa/db/client';
import { deliveryJobs, ledgerEntries, riders } from '@dwa/db/schema/index';
import type { RiderDashboard } from '@dwa/domain/deliveries';
import { ACTIVE_DELIVERY_STATUSES } from '@dwa/domain/enums';
import { and, count, eq, gte, inArray, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { balanceOf } from '../../money/public.ts';
import { accraDayOf } from './accra-day.ts';
import { listRiderActivity } from './rider-activity.service.ts';
import { isVerifiedNow } from './rider-status.ts';

export async function getRiderDashboard(
  deps: { db: Db; clock: Clock },
  riderId: string,
): Promise<RiderDashboard> {
  const { db } = deps;
  const now = deps.clock.now();
  const today = accraDayOf(now);
  const [[rider], [active], [earned], walletBalancePesewas, activity] = await Promise.all([
    db.select().from(riders).where(eq(riders.id, riderId)).limit(1),
    db
      .select({ n: count() })
      .from(deliveryJobs)
      .where(
        and(
          eq(deliveryJobs.riderId, riderId),
          inArray(deliveryJobs.status, [...ACTIVE_DELIVERY_STATUSES]),
        ),
      ),
    db
      .select({ sum: sql<string | null>`sum(${ledgerEntries.amountPesewas})` })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountType, 'rider_wallet'),
          eq(ledgerEntries.accountId, riderId),
          eq(ledgerEntries.kind, 'rider_earning'),
          gte(ledgerEntries.createdAt, today.start),
          lt(ledgerEntries.createdAt, today.end),
        ),
      ),
    balanceOf(db, 'rider_wallet', riderId),
    listRiderActivity(db, riderId),
  ]);
  if (!rider) throw new HttpError(401, 'unauthorized'); // the session outlived its rider
  return {
    online: rider.isOnline,
    isVerified: isVerifiedNow(rider, now),
    verificationExpiry: rider.verificationExpiry?.toISOString() ?? null,
    activeJobs: active?.n ?? 0,
    todayEarningsPesewas: Number(earned?.sum ?? 0),
    ratingAvg: rider.ratingAvg === null ? null : Number(rider.ratingAvg),
    ratingCount: rider.ratingCount,
    completedDeliveries: rider.completedDeliveries,
    walletBalancePesewas,
    activity,
  };
}
