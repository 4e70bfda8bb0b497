// Search by photo: the buyer's photo gets the same visual signature as every product photo, and
// the products whose best photo is most alike come back as cards. Signatures are loaded with one
// query and scored in JS: ~1 µs per comparison, so a few thousand photos take a few milliseconds.
// At a million photos this becomes an ANN index (decision 016).
import type { Db } from '@dwa/db/client';
import { isCurrentSignature, similarity } from '@dwa/db/images/photo-signature';
import { productImages, products, sellers } from '@dwa/db/schema/index';
import { PHOTO_SEARCH_LIMIT, type PhotoSearchResponse } from '@dwa/domain/search';
import { and, eq, inArray, isNotNull } from 'drizzle-orm';
import { cardColumns, isListed, toProductCard } from '../products/product-card.ts';

/** Below this a product is not shown at all. On the demo photos an unrelated photo scores 0.28
 * (median) and a buyer's copy of the product's photo 0.94 (median; 5th percentile 0.89): an empty
 * answer ("nothing looks like this") beats twelve guesses. Kept low because a buyer's own snapshot
 * of a product scores lower than a copy of the shop's photo. */
export const MIN_SIMILARITY = 0.4;

/** The listed products most alike to a photo signature, best first (at most PHOTO_SEARCH_LIMIT). */
export async function searchByPhoto(db: Db, query: Uint8Array): Promise<PhotoSearchResponse> {
  const rows = await db
    .select({ productId: productImages.productId, signature: productImages.signature })
    .from(productImages)
    .innerJoin(products, eq(products.id, productImages.productId))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(isListed, isNotNull(productImages.signature)));

  // A product counts with its most alike photo.
  const best = new Map<string, number>();
  for (const { productId, signature } of rows) {
    // A signature of an older version waits for the boot backfill to be recomputed.
    if (!isCurrentSignature(signature)) continue;
    const score = similarity(query, signature!);
    if (score >= MIN_SIMILARITY && score > (best.get(productId) ?? 0)) best.set(productId, score);
  }
  const top = [...best]
    .sort((a, b) => b[1] - a[1] || (a[0] < b[0] ? -1 : 1))
    .slice(0, PHOTO_SEARCH_LIMIT);
  if (top.length === 0) return { items: [] };

  const cards = await db
    .select(cardColumns)
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        isListed,
        inArray(
          products.id,
          top.map(([id]) => id),
        ),
      ),
    );
  const byId = new Map(cards.map((card) => [card.id, card]));
  return {
    items: top.flatMap(([id, score]) => {
      const card = byId.get(id);
      // Hidden between the two queries: left out rather than shown.
      return card ? [{ ...toProductCard(card), similarity: Math.round(score * 1000) / 1000 }] : [];
    }),
  };
}
