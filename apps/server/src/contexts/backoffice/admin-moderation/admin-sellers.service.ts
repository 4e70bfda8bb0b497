// Sellers in the back office: the searchable list, suspension (sessions end, the
// products leave every public read: they all join the seller's status, product-card.ts isListed),
// reactivation, manual verification (the columns and length a paid one uses) and boost credits
// granted through the ledger once per request id. Each change and its audit row commit together.
import type { Db } from '@dwa/db/client';
import {
  analyticsEvents,
  analyticsSellerDays,
  locations,
  products,
  sellers,
} from '@dwa/db/schema/index';
import {
  ADMIN_PAGE_SIZE,
  type AdminSeller,
  type AdminSellerList,
  type AdminSellerListQuerySchema,
  type GrantCreditsResult,
  type GrantCreditsSchema,
} from '@dwa/domain/admin/moderation';
import { isVerifiedAt } from '@dwa/domain/boosts';
import type { SellerStatus } from '@dwa/domain/enums';
import { creditPurchaseTransaction } from '@dwa/domain/ledger';
import { and, count, desc, eq, ilike, or, type SQL, sql } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import { endUserSessions } from '../../../access/sessions.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';
import { likePattern } from '../../catalog/public.ts';
import {
  balanceOf,
  getPrices,
  recordTransaction,
  sellerCreditsSql,
  type Tx,
} from '../../money/public.ts';

type Deps = { db: Db; clock: Clock };
type ListQuery = z.output<typeof AdminSellerListQuerySchema>;

const sellerMissing = () => notFound('errors.adminModeration.sellerNotFound');

/** The digits of a phone as stored (E.164 without '+'): '024 412…' → '233244 12…'. Only for a
 * search that looks like a phone number (digits, spaces, + ( ) -) with at least 3 digits. */
export function phoneDigits(q: string): string | null {
  if (!/^[\d\s+()-]+$/.test(q)) return null;
  const digits = q.replace(/\D/g, '');
  if (digits.length < 3) return null;
  return digits.startsWith('0') ? `233${digits.slice(1)}` : digits;
}

function searchCondition(q: string): SQL | undefined {
  const pattern = likePattern(q);
  const digits = phoneDigits(q);
  return or(
    ilike(sellers.businessName, pattern),
    ilike(locations.name, pattern),
    digits ? sql`${sellers.whatsappNumber} like ${`+%${digits}%`}` : undefined,
  );
}

const columns = (now: Date) => ({
  id: sellers.id,
  businessName: sellers.businessName,
  phone: sellers.whatsappNumber,
  location: sellers.locationSlug,
  locationName: locations.name,
  status: sellers.status,
  isVerified: sql<boolean>`(${sellers.isVerified} and (${sellers.verifiedUntil} is null or ${sellers.verifiedUntil} > ${now.toISOString()}::timestamptz))`,
  verifiedUntil: sellers.verifiedUntil,
  proUntil: sellers.proUntil,
  createdAt: sellers.createdAt,
  productCount: sql<number>`(select count(*)::int from ${products} where ${products.sellerId} = ${sellers.id})`,
  credits: sellerCreditsSql(sellers.id),
  // The analytics index (seller_id, created_at) answers this per row, to the second. A seller
  // whose sign-ins are all older than the raw events kept (400 days, decision 056) still has
  // the last one's Accra day in the daily rollups (by primary key): its first instant.
  lastSignInAt: sql<string | null>`coalesce(
    (select max(${analyticsEvents.createdAt}) from ${analyticsEvents}
      where ${analyticsEvents.sellerId} = ${sellers.id} and ${analyticsEvents.eventType} = 'seller_signed_in'),
    (select max(${analyticsSellerDays.day})::timestamp at time zone 'Africa/Accra' from ${analyticsSellerDays}
      where ${analyticsSellerDays.sellerId} = ${sellers.id} and ${analyticsSellerDays.eventType} = 'seller_signed_in'))`,
});

function toView(row: Record<string, unknown>, now: Date): AdminSeller {
  const r = row as {
    id: string;
    businessName: string;
    phone: string;
    location: string;
    locationName: string;
    status: string;
    isVerified: boolean;
    verifiedUntil: Date | null;
    proUntil: Date | null;
    createdAt: Date;
    productCount: number;
    credits: number;
    lastSignInAt: string | Date | null;
  };
  return {
    id: r.id,
    businessName: r.businessName,
    phone: r.phone,
    location: r.location,
    locationName: r.locationName,
    status: r.status as SellerStatus,
    isVerified: Boolean(r.isVerified),
    verifiedUntil: r.verifiedUntil?.toISOString() ?? null,
    isPro: r.proUntil !== null && r.proUntil > now,
    proUntil: r.proUntil?.toISOString() ?? null,
    productCount: Number(r.productCount),
    credits: Number(r.credits),
    createdAt: r.createdAt.toISOString(),
    lastSignInAt: r.lastSignInAt === null ? null : new Date(r.lastSignInAt).toISOString(),
  };
}

export async function listAdminSellers(deps: Deps, query: ListQuery): Promise<AdminSellerList> {
  const now = deps.clock.now();
  const where = and(
    query.q ? searchCondition(query.q) : undefined,
    query.status ? eq(sellers.status, query.status) : undefined,
  );
  const [rows, [total]] = await Promise.all([
    deps.db
      .select(columns(now))
      .from(sellers)
      .innerJoin(locations, eq(locations.slug, sellers.locationSlug))
      .where(where)
      .orderBy(desc(sellers.createdAt), desc(sellers.id))
      .limit(ADMIN_PAGE_SIZE)
      .offset((query.page - 1) * ADMIN_PAGE_SIZE),
    deps.db
      .select({ n: count() })
      .from(sellers)
      .innerJoin(locations, eq(locations.slug, sellers.locationSlug))
      .where(where),
  ]);
  return {
    items: rows.map((r) => toView(r, now)),
    total: total?.n ?? 0,
    page: query.page,
    pageSize: ADMIN_PAGE_SIZE,
  };
}

/** One seller as the list shows it (after a change, in the change's transaction). */
export async function adminSellerView(db: Db | Tx, id: string, now: Date): Promise<AdminSeller> {
  const [row] = await db
    .select(columns(now))
    .from(sellers)
    .innerJoin(locations, eq(locations.slug, sellers.locationSlug))
    .where(eq(sellers.id, id))
    .limit(1);
  if (!row) throw sellerMissing();
  return toView(row, now);
}

async function lockSeller(tx: Tx, id: string) {
  const [row] = await tx
    .select({
      status: sellers.status,
      isVerified: sellers.isVerified,
      verifiedUntil: sellers.verifiedUntil,
    })
    .from(sellers)
    .where(eq(sellers.id, id))
    .for('update');
  if (!row) throw sellerMissing();
  return row;
}

/** Suspends an active seller: status, every session ended and the audit row, in one
 * transaction. Already suspended: nothing changes (twenty clicks suspend once). */
export async function setSellerSuspended(
  deps: Deps,
  adminId: string,
  sellerId: string,
  suspended: boolean,
  reason: string | null,
): Promise<AdminSeller> {
  const now = deps.clock.now();
  const to: SellerStatus = suspended ? 'suspended' : 'active';
  return deps.db.transaction(async (tx) => {
    const before = await lockSeller(tx, sellerId);
    if (before.status !== to) {
      await tx.update(sellers).set({ status: to, updatedAt: now }).where(eq(sellers.id, sellerId));
      // Signed in elsewhere: out now, and sign-in refuses them until reactivated.
      if (suspended) await endUserSessions(tx, 'seller', sellerId);
      await recordAdminAction(tx, {
        adminId,
        action: suspended ? 'seller.suspend' : 'seller.reactivate',
        targetType: 'seller',
        targetId: sellerId,
        before: { status: before.status },
        after: { status: to },
        ...(reason ? { detail: { reason } } : {}),
        at: now,
      });
    }
    return adminSellerView(tx, sellerId, now);
  });
}

/** Verifies as a paid verification does (is_verified, verified_until = now + the verification
 * length from the prices), or takes it away (expiry cleared). A seller already in that state is
 * left as is: a manual verify never stacks another year on a running one. */
export async function setSellerVerification(
  deps: Deps,
  adminId: string,
  sellerId: string,
  verified: boolean,
): Promise<AdminSeller> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const before = await lockSeller(tx, sellerId);
    if (isVerifiedAt(before, now) !== verified) {
      const { verificationDays } = await getPrices(tx);
      const until = verified ? new Date(now.getTime() + verificationDays * 86_400_000) : null;
      await tx
        .update(sellers)
        .set({ isVerified: verified, verifiedUntil: until, updatedAt: now })
        .where(eq(sellers.id, sellerId));
      await recordAdminAction(tx, {
        adminId,
        action: verified ? 'seller.verify' : 'seller.unverify',
        targetType: 'seller',
        targetId: sellerId,
        before: {
          isVerified: before.isVerified,
          verifiedUntil: before.verifiedUntil?.toISOString() ?? null,
        },
        after: { isVerified: verified, verifiedUntil: until?.toISOString() ?? null },
        at: now,
      });
    }
    return adminSellerView(tx, sellerId, now);
  });
}

/** Boost credits given by an admin: a credit movement keyed by the request id, so a repeat (a
 * double click, a retry after a lost answer, twenty at once) grants once. */
export async function grantSellerCredits(
  deps: Deps,
  adminId: string,
  sellerId: string,
  input: z.output<typeof GrantCreditsSchema>,
): Promise<GrantCreditsResult> {
  const now = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    await lockSeller(tx, sellerId);
    const before = await balanceOf(tx, 'seller_credits', sellerId);
    const granted = await recordTransaction(
      tx,
      creditPurchaseTransaction({
        reference: `admin_grant:${input.requestId}`,
        sellerId,
        credits: input.credits,
      }),
      { at: now },
    );
    const after = granted ? before + input.credits : before;
    if (granted) {
      await recordAdminAction(tx, {
        adminId,
        action: 'seller.grant_credits',
        targetType: 'seller',
        targetId: sellerId,
        before: { credits: before },
        after: { credits: after },
        detail: { granted: input.credits, reason: input.reason, requestId: input.requestId },
        at: now,
      });
    }
    return { sellerId, granted, credits: after };
  });
}
