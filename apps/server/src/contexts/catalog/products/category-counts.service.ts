import type { Db } from '@dwa/db/client';
import { products, sellers } from '@dwa/db/schema/index';
import { CATEGORIES } from '@dwa/domain/enums';
import type { CategoryCounts } from '@dwa/domain/products';
import { count, eq } from 'drizzle-orm';
import { isListed } from './product-card.ts';

/** Listed products per category (every category, zeros included: the chips show the spec's
 * filter list and any other category with products) and in all. */
export async function categoryCounts(db: Db): Promise<CategoryCounts> {
  const rows = await db
    .select({ category: products.category, n: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(isListed)
    .groupBy(products.category);
  const byCategory = new Map(rows.map((r) => [r.category, r.n]));
  return {
    total: rows.reduce((sum, r) => sum + r.n, 0),
    categories: CATEGORIES.map((category) => ({
      category,
      count: byCategory.get(category) ?? 0,
    })),
  };
}
