// The dashboard's recent activity, from what really happened: the rider's jobs moving, earnings
// credited to the wallet, payouts asked for and decided. Each source gives at most its latest
// RIDER_ACTIVITY_LIMIT, which is enough to find the latest RIDER_ACTIVITY_LIMIT of all of them.
import type { Db } from '@dwa/db/client';
import { deliveryJobEvents, deliveryJobs, ledgerEntries, riderPayouts } from '@dwa/db/schema/index';
import type { RiderActivity } from '@dwa/domain/deliveries';
import { and, desc, eq, inArray, ne, sql } from 'drizzle-orm';

export const RIDER_ACTIVITY_LIMIT = 10;
const N = RIDER_ACTIVITY_LIMIT;
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
/** Same instant: the credit shows above the completion that caused it. */
const TIE_ORDER = { earning: 0, payout: 1, job: 2 } as const;

export async function listRiderActivity(db: Db, riderId: string): Promise<RiderActivity[]> {
  const [moves, earnings, payouts] = await Promise.all([
    // 'requested' is the seller asking, before the job was this rider's: not their activity.
    db
      .select({
        at: deliveryJobEvents.at,
        status: deliveryJobEvents.toStatus,
        jobNumber: deliveryJobs.number,
      })
      .from(deliveryJobEvents)
      .innerJoin(deliveryJobs, eq(deliveryJobs.id, deliveryJobEvents.jobId))
      .where(and(eq(deliveryJobs.riderId, riderId), ne(deliveryJobEvents.toStatus, 'requested')))
      .orderBy(desc(deliveryJobEvents.at))
      .limit(N),
    db
      .select({
        at: ledgerEntries.createdAt,
        amount: ledgerEntries.amountPesewas,
        reference: ledgerEntries.reference,
      })
      .from(ledgerEntries)
      .where(
        and(
          eq(ledgerEntries.accountType, 'rider_wallet'),
          eq(ledgerEntries.accountId, riderId),
          eq(ledgerEntries.kind, 'rider_earning'),
        ),
      )
      .orderBy(desc(ledgerEntries.createdAt))
      .limit(N),
    // A payout's latest moment orders it: the N payouts latest by it hold the N latest moments.
    db
      .select({
        requestedAt: riderPayouts.requestedAt,
        decidedAt: riderPayouts.decidedAt,
        status: riderPayouts.status,
        amount: riderPayouts.amountPesewas,
      })
      .from(riderPayouts)
      .where(eq(riderPayouts.riderId, riderId))
      .orderBy(desc(sql`coalesce(${riderPayouts.decidedAt}, ${riderPayouts.requestedAt})`))
      .limit(N),
  ]);
  const numbers = await jobNumbers(
    db,
    earnings.map((e) => e.reference),
  );
  const items: (RiderActivity & { time: number })[] = [
    ...moves.map((m) => ({
      kind: 'job' as const,
      at: m.at,
      status: m.status,
      jobNumber: m.jobNumber,
      amountPesewas: null,
    })),
    ...earnings.map((e) => ({
      kind: 'earning' as const,
      at: e.at,
      status: 'credited',
      jobNumber: numbers.get(e.reference) ?? null,
      amountPesewas: e.amount,
    })),
    ...payouts.flatMap((p) => [
      {
        kind: 'payout' as const,
        at: p.requestedAt,
        status: 'requested',
        jobNumber: null,
        amountPesewas: p.amount,
      },
      ...(p.decidedAt
        ? [
            {
              kind: 'payout' as const,
              at: p.decidedAt,
              status: p.status,
              jobNumber: null,
              amountPesewas: p.amount,
            },
          ]
        : []),
    ]),
  ].map(({ at, ...rest }) => ({ ...rest, at: at.toISOString(), time: at.getTime() }));
  items.sort((a, b) => b.time - a.time || TIE_ORDER[a.kind] - TIE_ORDER[b.kind]);
  return items.slice(0, N).map(({ time: _, ...item }) => item);
}

/** Earnings are keyed by their job's id (domain riderEarningTransaction): the job's number. */
async function jobNumbers(db: Db, references: string[]): Promise<Map<string, number>> {
  const ids = [...new Set(references.filter((r) => UUID.test(r)))];
  if (ids.length === 0) return new Map();
  const rows = await db
    .select({ id: deliveryJobs.id, number: deliveryJobs.number })
    .from(deliveryJobs)
    .where(inArray(deliveryJobs.id, ids));
  return new Map(rows.map((r) => [r.id, r.number]));
}
