// A buyer reports a listing (decision 041). One open report per visitor and product
// (a unique partial index): a repeat, even twenty at once, answers the report already there and
// writes nothing, not even a rate-limit hit. New reports are limited per address.
import type { Db } from '@dwa/db/client';
import { productReports, products, sellers } from '@dwa/db/schema/index';
import type { ProductReportSchema } from '@dwa/domain/product-reports';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { takeHit, type Window } from '../../../lib/rate-limit.ts';
import { isListed } from '../products/product-card.ts';

/** Plenty for a buyer who finds several bad listings, not for a script flooding the queue. */
export const REPORT_WINDOW: Window = {
  bucket: 'product_report_ip',
  limit: 20,
  windowMs: 3_600_000,
};

async function openReportOf(db: Db, productId: string, visitorId: string) {
  const [row] = await db
    .select({ id: productReports.id })
    .from(productReports)
    .where(
      and(
        eq(productReports.productId, productId),
        eq(productReports.visitorId, visitorId),
        eq(productReports.status, 'open'),
      ),
    );
  return row ?? null;
}

/** The report and whether it is new (201) or the visitor's open one already there (200). Only a
 * listed product (public, its seller active) can be reported; anything else is 404. */
export async function reportProduct(
  deps: { db: Db; clock: Clock },
  productId: string,
  input: z.output<typeof ProductReportSchema>,
  who: { visitorId: string; ip: string },
): Promise<{ id: string; created: boolean }> {
  const [listed] = await deps.db
    .select({ id: products.id })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(eq(products.id, productId), isListed));
  if (!listed) throw notFound('errors.notFound.product');
  const existing = await openReportOf(deps.db, productId, who.visitorId);
  if (existing) return { id: existing.id, created: false };
  if (!(await takeHit(deps.db, deps.clock, REPORT_WINDOW, who.ip))) {
    throw new HttpError(429, 'rate_limited', 'errors.adminModeration.reportsLimited');
  }
  const [row] = await deps.db
    .insert(productReports)
    .values({
      productId,
      reason: input.reason,
      details: input.details,
      visitorId: who.visitorId,
      ip: who.ip,
      createdAt: deps.clock.now(),
    })
    // Two at once from one visitor: the open-once index keeps one.
    .onConflictDoNothing()
    .returning({ id: productReports.id });
  if (row) return { id: row.id, created: true };
  const raced = await openReportOf(deps.db, productId, who.visitorId);
  if (!raced) throw new Error('product report: conflict without an open report');
  return { id: raced.id, created: false };
}
