// Demo sellers and their products (with generated photos).
import { randomUUID } from 'node:crypto';
import { REGISTRATION_LOCATIONS } from '@dwa/domain/enums';
import type { Db } from '../client.ts';
import { computeSignature } from '../images/photo-signature.ts';
import { productImages, products, sellers } from '../schema/index.ts';
import { DEMO_PRODUCTS } from './catalog.ts';
import { renderProductImage } from './images.ts';
import type { Random } from './random.ts';

export const DEMO_SELLER_PHONE = '+233241234567';
const DAY = 86_400_000;

const SHOPS = [
  {
    businessName: "Ama's Phone Hub",
    locationSlug: 'accra',
    description: 'Phones and accessories at Circle. Genuine products, fair prices.',
  },
  {
    businessName: 'Kofi Kente Weavers',
    locationSlug: 'kumasi',
    description: 'Handwoven kente from Bonwire, made to order.',
  },
  {
    businessName: 'Northern Star Traders',
    locationSlug: 'tamale',
    description: 'Smocks, shea butter and foodstuff from the north.',
  },
  {
    businessName: 'Oguaa Home Centre',
    locationSlug: 'cape-coast',
    description: 'Household items and furniture for every home.',
  },
  {
    businessName: 'Abossey Okai Spares',
    locationSlug: 'accra',
    description: 'Genuine car parts and accessories. We deliver nationwide.',
  },
  {
    businessName: 'Adwoa Fresh Foods',
    locationSlug: 'kumasi',
    description: 'Fresh and dry foodstuff from Kejetia market.',
  },
  {
    businessName: 'Goal Line Sports',
    locationSlug: 'accra',
    description: 'Jerseys, boots and gym equipment.',
  },
  {
    businessName: 'Bookworm Ghana',
    locationSlug: 'cape-coast',
    description: 'Books for school, church and leisure.',
  },
  {
    businessName: 'Savannah Styles',
    locationSlug: 'tamale',
    description: 'Fashion and beads from the savannah.',
  },
  {
    businessName: 'Tema Gadgets',
    locationSlug: 'accra',
    description: 'Laptops, TVs and solar gadgets.',
  },
] as const;

export type SeededSeller = typeof sellers.$inferSelect;

export async function seedSellers(db: Db, r: Random, now: Date): Promise<SeededSeller[]> {
  return db
    .insert(sellers)
    .values(
      SHOPS.map((shop, i) => ({
        ...shop,
        whatsappNumber:
          i === 0 ? DEMO_SELLER_PHONE : `+2332${String(44_000_000 + i * 1_111_111).slice(0, 8)}`,
        preferredLanguage: (['en', 'tw', 'pidgin'] as const)[i % 3],
        isVerified: i % 3 === 0,
        verifiedUntil: i % 3 === 0 ? new Date(now.getTime() + 300 * DAY) : null,
        proUntil: i === 0 ? new Date(now.getTime() + 20 * DAY) : null,
        boostCredits: i % 3 === 0 ? r.int(1, 5) : 0,
        createdAt: new Date(now.getTime() - (90 - i * 3) * DAY),
      })),
    )
    .returning();
}

export async function seedProducts(
  db: Db,
  r: Random,
  now: Date,
  shops: SeededSeller[],
  saveObject: (key: string, body: Buffer, contentType: string) => Promise<void>,
) {
  const rows = DEMO_PRODUCTS.map((item, i) => {
    // Each shop sells in its own location; the locations cycle so all four are covered.
    const seller = shops[i % shops.length]!;
    const location = i % 5 === 4 ? REGISTRATION_LOCATIONS[i % 4]! : seller.locationSlug;
    const boosted = i % 9 === 0;
    const views = r.int(5, 600);
    return {
      id: randomUUID(),
      sellerId: seller.id,
      title: item.title,
      description: item.description,
      pricePesewas: item.cedis * 100,
      category: item.category,
      locationSlug: location,
      deliveryAvailable: i % 2 === 0,
      deliveryCostPesewas: i % 2 === 0 ? r.int(1, 6) * 500 : null,
      deliveryAreas: i % 2 === 0 ? ['Accra Central', 'Tema', 'Kasoa'].slice(0, r.int(1, 3)) : [],
      isBoosted: boosted,
      boostedUntil: boosted ? new Date(now.getTime() + r.int(2, 10) * DAY) : null,
      isFeatured: i % 7 === 3,
      viewCount: views,
      whatsappClickCount: Math.floor(views * r.next() * 0.15),
      createdAt: new Date(now.getTime() - r.int(0, 59) * DAY - r.int(0, 86_000) * 1000),
    };
  });
  await db.insert(products).values(rows);

  // Photos: 1–2 per product, rendered a few at a time (2 cores).
  const jobs = rows.flatMap((row, i) =>
    Array.from({ length: 1 + (i % 3 === 0 ? 1 : 0) }, (_, position) => ({
      row,
      position,
      seed: i * 10 + position,
    })),
  );
  const imageRows: (typeof productImages.$inferInsert)[] = [];
  for (let start = 0; start < jobs.length; start += 4) {
    await Promise.all(
      jobs.slice(start, start + 4).map(async ({ row, position, seed }) => {
        const imageId = randomUUID();
        const variants = await renderProductImage(row.category, seed + 7);
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
