import type { Db } from '@dwa/db/client';
import { products, sellers } from '@dwa/db/schema/index';
import type { ProductListQuery, ProductListResponse } from '@dwa/domain/products';
import { and, count, eq, sql } from 'drizzle-orm';
import { cardColumns, isListed, listingOrder, toProductCard } from './product-card.ts';

/** One round trip per page: the cover image is a correlated subquery and the total a window
 * count, and the statement is prepared once per connection (planning it on every request cost
 * more than running it; see the API benchmark). */
function listingStatement(db: Db, byCategory: boolean) {
  return db
    .select({ ...cardColumns, total: sql<number>`count(*) over ()`.mapWith(Number) })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      byCategory ? and(isListed, eq(products.category, sql.placeholder('category'))) : isListed,
    )
    .orderBy(...listingOrder)
    .limit(sql.placeholder('limit'))
    .offset(sql.placeholder('offset'))
    .prepare(byCategory ? 'public_listing_by_category' : 'public_listing');
}

type ListingStatement = ReturnType<typeof listingStatement>;
const statements = new WeakMap<Db, { all: ListingStatement; byCategory: ListingStatement }>();

function statementsFor(db: Db) {
  let found = statements.get(db);
  if (!found) {
    found = { all: listingStatement(db, false), byCategory: listingStatement(db, true) };
    statements.set(db, found);
  }
  return found;
}

/** The public listing: active products of active sellers, boosted first, then featured, then
 * newest (spec section 9), in pages. The ORDER BY matches the partial index on products. */
export async function listPublicProducts(
  db: Db,
  query: ProductListQuery,
): Promise<ProductListResponse> {
  const { all, byCategory } = statementsFor(db);
  const params = { limit: query.pageSize, offset: (query.page - 1) * query.pageSize };
  const rows = query.category
    ? await byCategory.execute({ ...params, category: query.category })
    : await all.execute(params);
  // The window count rides on the rows; a page past the end has none, so count separately.
  const total = rows[0]?.total ?? (query.page > 1 ? await countListed(db, query) : 0);
  return {
    items: rows.map(toProductCard),
    page: query.page,
    pageSize: query.pageSize,
    total,
  };
}

async function countListed(db: Db, query: ProductListQuery) {
  const [row] = await db
    .select({ total: count() })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(query.category ? and(isListed, eq(products.category, query.category)) : isListed);
  return row?.total ?? 0;
}
