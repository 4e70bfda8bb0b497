// What buyers do that sellers see as numbers: product views (one per visitor per product per
// day) and WhatsApp clicks (inquiries). Both counters live on the product row; the events keep
// the detail for analytics.
import type { Db } from '@dwa/db/client';
import { analyticsEvents, inquiries, products } from '@dwa/db/schema/index';
import { and, eq, gte, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';

async function listedProduct(db: Db, id: string) {
  const [p] = await db
    .select({ id: products.id, sellerId: products.sellerId })
    .from(products)
    .where(and(eq(products.id, id), eq(products.status, 'active')))
    .limit(1);
  return p;
}

/** Counts a view unless this visitor already viewed this product today (UTC = Ghana time), or
 * the visitor is the product's own seller (`viewerSellerId`: a seller checking a listing is not
 * a buyer's interest). Returns false for an unknown or unlisted product. */
export async function recordProductView(
  db: Db,
  clock: Clock,
  productId: string,
  visitor: string,
  viewerSellerId: string | null = null,
) {
  const product = await listedProduct(db, productId);
  if (!product) return false;
  if (product.sellerId === viewerSellerId) return true;
  const now = clock.now();
  const dayStart = new Date(Date.UTC(now.getUTCFullYear(), now.getUTCMonth(), now.getUTCDate()));
  await db.transaction(async (tx) => {
    // The seller+time index bounds this lookup to one seller's events today.
    const [seen] = await tx
      .select({ id: analyticsEvents.id })
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.sellerId, product.sellerId),
          gte(analyticsEvents.createdAt, dayStart),
          eq(analyticsEvents.eventType, 'product_view'),
          eq(analyticsEvents.productId, productId),
          eq(analyticsEvents.visitorId, visitor),
        ),
      )
      .limit(1);
    if (seen) return;
    await tx.insert(analyticsEvents).values({
      eventType: 'product_view',
      productId,
      sellerId: product.sellerId,
      visitorId: visitor,
      createdAt: now,
    });
    await tx
      .update(products)
      .set({ viewCount: sql`${products.viewCount} + 1` })
      .where(eq(products.id, productId));
  });
  return true;
}

/** A buyer tapped "Chat on WhatsApp": an inquiry, an event and the product's click counter
 * (not when the product's own seller taps it, as for views). */
export async function recordWhatsAppClick(
  db: Db,
  clock: Clock,
  productId: string,
  visitor: string,
  viewerSellerId: string | null = null,
) {
  const product = await listedProduct(db, productId);
  if (!product) return false;
  if (product.sellerId === viewerSellerId) return true;
  const now = clock.now();
  await db.transaction(async (tx) => {
    await tx.insert(inquiries).values({
      productId,
      sellerId: product.sellerId,
      type: 'whatsapp_click',
      visitorId: visitor,
      createdAt: now,
    });
    await tx.insert(analyticsEvents).values({
      eventType: 'whatsapp_click',
      productId,
      sellerId: product.sellerId,
      visitorId: visitor,
      createdAt: now,
    });
    await tx
      .update(products)
      .set({ whatsappClickCount: sql`${products.whatsappClickCount} + 1` })
      .where(eq(products.id, productId));
  });
  return true;
}
