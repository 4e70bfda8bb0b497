// The notifications that follow a change, called inside the transaction that makes it (so the
// message exists exactly when the change commits): welcome with the seller, first_product when
// the seller's first product goes live, boost_active with a boost. Decision 031.
import type { Db } from '@dwa/db/client';
import { products } from '@dwa/db/schema/index';
import { pagePath } from '@dwa/domain/pages';
import { and, eq, inArray } from 'drizzle-orm';
import { type NotifyDeps, notify } from './notify.ts';
import { daysUntil } from './seller-dates.ts';

/** A product in one of these is or was listed; a draft never was. */
const LIVE_STATUSES = ['active', 'hidden', 'sold'];

export const notifyWelcome = (tx: Db, deps: NotifyDeps, sellerId: string) =>
  notify(tx, deps, {
    event: 'welcome',
    sellerId,
    values: { link: pagePath('shop', { id: sellerId }) },
    dedupeKey: `welcome:${sellerId}`,
  });

/** Read before a save changes the product: a product that was listed before is no "first". */
export async function wasListed(tx: Db, productId: string): Promise<boolean> {
  const [row] = await tx
    .select({ status: products.status })
    .from(products)
    .where(eq(products.id, productId))
    .limit(1);
  return row !== undefined && LIVE_STATUSES.includes(row.status);
}

/** After `productId` was created active or made active: if it is the seller's only product that
 * is or was listed, it is their first. Registration lists the first product with the account, so
 * a seller who signs up on the web gets this right after the welcome; a seller whose products
 * came before this feature has more than one and gets none. Once per seller, whatever happens
 * after (the dedupe key), decision 031. */
export async function notifyFirstProduct(
  tx: Db,
  deps: NotifyDeps,
  sellerId: string,
  productId: string,
) {
  const listed = await tx
    .select({ id: products.id, title: products.title, status: products.status })
    .from(products)
    .where(and(eq(products.sellerId, sellerId), inArray(products.status, LIVE_STATUSES)))
    .limit(2);
  const [product] = listed;
  if (listed.length !== 1 || product?.id !== productId || product.status !== 'active') {
    return null;
  }
  return notify(tx, deps, {
    event: 'first_product',
    sellerId,
    values: { product_title: product.title, link: pagePath('product', { id: productId }) },
    dedupeKey: `first_product:${sellerId}`,
  });
}

/** One message per boosted product, keyed by the boost's end (a later boost is a new one). */
export async function notifyBoostActive(
  tx: Db,
  deps: NotifyDeps,
  sellerId: string,
  boosted: { id: string; until: Date | null }[],
) {
  if (boosted.length === 0) return [];
  const titles = await tx
    .select({ id: products.id, title: products.title })
    .from(products)
    .where(
      inArray(
        products.id,
        boosted.map((b) => b.id),
      ),
    );
  const now = deps.clock.now();
  const outcomes = [];
  for (const { id, until } of boosted) {
    const title = titles.find((t) => t.id === id)?.title;
    if (!until || title === undefined) continue;
    outcomes.push(
      await notify(tx, deps, {
        event: 'boost_active',
        sellerId,
        values: {
          product_title: title,
          days_left: daysUntil(until, now),
          end_date: until,
          link: pagePath('product', { id }),
        },
        dedupeKey: `boost_active:${id}:${until.toISOString()}`,
      }),
    );
  }
  return outcomes;
}
