// Demo sellers and their products (with generated photos).
import { randomUUID } from 'node:crypto';
import type { RegistrationLocation } from '@dwa/domain/enums';
import { creditPurchaseTransaction } from '@dwa/domain/ledger';
import type { Db } from '../client.ts';
import { computeSignature } from '../images/photo-signature.ts';
import { ledgerRows } from '../ledger-rows.ts';
import { ledgerEntries, productImages, products, sellers } from '../schema/index.ts';
import { DEMO_PRODUCTS, DEMO_SHOPS } from './catalog.ts';
import { renderProductImage } from './images.ts';
import type { Random } from './random.ts';

export const DEMO_SELLER_PHONE = '+233241234567';
const DAY = 86_400_000;

/** Where a shop in each town delivers. */
const DELIVERY_AREAS: Record<RegistrationLocation, string[]> = {
  accra: ['Accra Central', 'East Legon', 'Madina', 'Tema', 'Kasoa'],
  kumasi: ['Adum', 'Asokwa', 'KNUST', 'Suame', 'Ejisu'],
  tamale: ['Tamale Central', 'Lamashegu', 'Sagnarigu', 'Kalpohin'],
  'cape-coast': ['Kotokuraba', 'UCC campus', 'Abura', 'Elmina'],
};

/** The seed of the i-th product's drawing: every photo of it shows the same object. */
export const productPhotoSeed = (i: number) => 7 + i * 10;

export type SeededSeller = typeof sellers.$inferSelect;

export async function seedSellers(db: Db, r: Random, now: Date): Promise<SeededSeller[]> {
  const shops = await db
    .insert(sellers)
    .values(
      DEMO_SHOPS.map(({ businessName, locationSlug, description }, i) => ({
        businessName,
        locationSlug,
        description,
        whatsappNumber:
          i === 0 ? DEMO_SELLER_PHONE : `+2332${String(44_000_000 + i * 1_111_111).slice(0, 8)}`,
        preferredLanguage: (['en', 'tw', 'pidgin'] as const)[i % 3],
        isVerified: i % 3 === 0,
        verifiedUntil: i % 3 === 0 ? new Date(now.getTime() + 300 * DAY) : null,
        proUntil: i === 0 ? new Date(now.getTime() + 20 * DAY) : null,
        createdAt: new Date(now.getTime() - (90 - i * 3) * DAY),
      })),
    )
    .returning();
  // Every third (verified) shop bought a few boost credits, as the ledger records a purchase.
  const credits = shops
    .filter((_, i) => i % 3 === 0)
    .flatMap((shop) =>
      ledgerRows(
        creditPurchaseTransaction({
          reference: `demo:${shop.id}`,
          sellerId: shop.id,
          credits: r.int(1, 5),
        }),
        { at: now },
      ),
    );
  if (credits.length > 0) await db.insert(ledgerEntries).values(credits);
  return shops;
}

export async function seedProducts(
  db: Db,
  r: Random,
  now: Date,
  shops: SeededSeller[],
  saveObject: (key: string, body: Buffer, contentType: string) => Promise<void>,
) {
  const rows = DEMO_PRODUCTS.map((item, i) => {
    const seller = shops[item.shopIndex]!;
    // Boosted and featured products come first on home: 16 of them, so home's first page of 24
    // still shows the newest products (the journeys look for the one they just added).
    const boosted = i % 23 === 0;
    const views = r.int(5, 600);
    const delivers = i % 2 === 0;
    return {
      id: randomUUID(),
      sellerId: seller.id,
      title: item.title,
      description: item.description,
      pricePesewas: item.cedis * 100,
      category: item.category,
      locationSlug: item.location,
      deliveryAvailable: delivers,
      deliveryCostPesewas: delivers ? r.int(1, 6) * 500 : null,
      deliveryAreas: delivers ? DELIVERY_AREAS[item.location].slice(0, r.int(1, 4)) : [],
      isBoosted: boosted,
      boostedUntil: boosted ? new Date(now.getTime() + r.int(2, 10) * DAY) : null,
      isFeatured: i % 23 === 11,
      viewCount: views,
      whatsappClickCount: Math.floor(views * r.next() * 0.15),
      createdAt: new Date(now.getTime() - r.int(0, 59) * DAY - r.int(0, 86_000) * 1000),
    };
  });
  await db.insert(products).values(rows);

  // Photos: one per product, two or three for some (another colour, a closer look), rendered
  // a few at a time (2 cores).
  const jobs = rows.flatMap((row, i) =>
    Array.from({ length: DEMO_PRODUCTS[i]!.photos }, (_, position) => ({ row, i, position })),
  );
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  for (let start = 0; start < jobs.length; start += 4) {
    await Promise.all(
      jobs.slice(start, start + 4).map(async ({ row, i, position }) => {
        const imageId = randomUUID();
        const { kind, hue, look } = DEMO_PRODUCTS[i]!;
        const variants = await renderProductImage(kind, productPhotoSeed(i), {
          hue,
          look,
          view: position,
        });
        const stored = await Promise.all(
          variants.map(async (v) => {
            const key = `products/${row.id}/${imageId}/${v.width}.webp`;
            await saveObject(key, v.data, 'image/webp');
            return { width: v.width, height: v.height, key, bytes: v.bytes };
          }),
        );
        const largest = stored[stored.length - 1]!;
        // Photo search compares against the largest variant, as the boot backfill does.
        const signature = await computeSignature(variants[variants.length - 1]!.data);
        imageRows.push({
          id: imageId,
          productId: row.id,
          position,
          width: largest.width,
          height: largest.height,
          variants: stored,
          signature,
        });
      }),
    );
  }
  await db.insert(productImages).values(imageRows);
  return rows;
}
