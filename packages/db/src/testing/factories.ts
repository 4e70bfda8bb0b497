// Factories insert real rows, filling in whatever the test does not care about (and missing
// parents). Phones are unique per process so factories never collide.
import { creditPurchaseTransaction } from '@dwa/domain/ledger';
import type { Db } from '../client.ts';
import { ledgerRows } from '../ledger-rows.ts';
import { admins, deliveryJobs, ledgerEntries, products, riders, sellers } from '../schema/index.ts';

let counter = 0;
const next = () => ++counter;
/** A unique, valid Ghana number: +23320 followed by 7 digits. */
export const uniquePhone = () =>
  `+23320${String((process.pid * 1000 + next()) % 10_000_000).padStart(7, '0')}`;

/** A seller; `boostCredits` are granted as a ledger movement, as a purchase would. */
export async function buildSeller(
  db: Db,
  overrides: Partial<typeof sellers.$inferInsert> & { boostCredits?: number } = {},
) {
  const n = next();
  const { boostCredits = 0, ...columns } = overrides;
  const [row] = await db
    .insert(sellers)
    .values({
      businessName: `Test Shop ${n}`,
      whatsappNumber: uniquePhone(),
      locationSlug: 'accra',
      ...columns,
    })
    .returning();
  if (boostCredits > 0) await grantCredits(db, row!.id, boostCredits);
  return row!;
}

/** Boost credits for a test seller (a purchase without its payment). */
export async function grantCredits(db: Db, sellerId: string, credits: number) {
  const reference = `test:${sellerId}:${next()}`;
  await db
    .insert(ledgerEntries)
    .values(
      ledgerRows(creditPurchaseTransaction({ reference, sellerId, credits }), { at: new Date() }),
    );
}

export async function buildProduct(db: Db, overrides: Partial<typeof products.$inferInsert> = {}) {
  const sellerId = overrides.sellerId ?? (await buildSeller(db)).id;
  const n = next();
  const [row] = await db
    .insert(products)
    .values({
      title: `Test product ${n}`,
      description: 'A product made by a test factory.',
      pricePesewas: 1000 * n,
      category: 'electronics',
      locationSlug: 'accra',
      ...overrides,
      sellerId,
    })
    .returning();
  return row!;
}

export async function buildRider(db: Db, overrides: Partial<typeof riders.$inferInsert> = {}) {
  const [row] = await db
    .insert(riders)
    .values({
      name: `Test Rider ${next()}`,
      whatsappNumber: uniquePhone(),
      baseLocation: 'Accra',
      vehicleType: 'motorbike',
      serviceZones: ['accra-central'],
      languages: ['english'],
      ...overrides,
    })
    .returning();
  return row!;
}

export async function buildDeliveryJob(
  db: Db,
  overrides: Partial<typeof deliveryJobs.$inferInsert> = {},
) {
  const needsRider =
    overrides.status !== undefined &&
    overrides.status !== 'requested' &&
    overrides.status !== 'cancelled';
  const riderId = overrides.riderId ?? (needsRider ? (await buildRider(db)).id : null);
  const sellerId = overrides.sellerId ?? (await buildSeller(db)).id;
  const [row] = await db
    .insert(deliveryJobs)
    .values({
      pickupLocation: 'Makola Market, Accra',
      dropoffLocation: 'East Legon, Accra',
      zone: 'accra-central',
      recipientName: 'Akosua Owusu',
      recipientPhone: '+233241234567',
      deliveryCode: '4821',
      quotedFeePesewas: 2500,
      riderEarningsPesewas: 2000,
      ...overrides,
      riderId,
      sellerId,
    })
    .returning();
  return row!;
}

export async function buildAdmin(db: Db, overrides: Partial<typeof admins.$inferInsert> = {}) {
  const [row] = await db
    .insert(admins)
    .values({
      email: `admin${next()}@dwa.test`,
      // Not a real hash: factories never sign in; auth tests hash their own passwords.
      passwordHash: '$argon2id$placeholder',
      passwordResetRequired: false,
      ...overrides,
    })
    .returning();
  return row!;
}
