// Demo data for development and the e2e journeys. Loaded by the server into an empty database
// when DEMO_DATA is on. Passwords are random per seed and returned to the caller, never in code.
import { randomBytes } from 'node:crypto';
import { count } from 'drizzle-orm';
import type { Db } from '../client.ts';
import { admins, sellerCredentials, sellers } from '../schema/index.ts';
import {
  seedAnalytics,
  seedBot,
  seedPayments,
  seedSettings,
  seedTemplates,
} from './demo-activity.ts';
import { DEMO_RIDER_PHONE, seedRiders } from './demo-riders.ts';
import { DEMO_SELLER_PHONE, seedProducts, seedSellers } from './demo-shops.ts';
import { createRandom } from './random.ts';

export { DEMO_RIDER_PHONE, DEMO_SELLER_PHONE };
export const DEMO_ADMIN_EMAIL = 'admin@dwa.local';

export interface DemoCredentials {
  seller: { phone: string; password: string };
  rider: { phone: string };
  admin: { email: string; password: string };
}

export interface SeedDeps {
  saveObject(key: string, body: Buffer, contentType: string): Promise<void>;
  hashPassword(plain: string): Promise<string>;
  now?: Date;
}

export async function isDatabaseSeeded(db: Db): Promise<boolean> {
  const [row] = await db.select({ n: count() }).from(sellers);
  return (row?.n ?? 0) > 0;
}

/** A readable random password: 4 groups of 4 from an unambiguous alphabet, plus a symbol, so it
 * also passes the admin password rules. */
function randomPassword(): string {
  const alphabet = 'abcdefghjkmnpqrstuvwxyzABCDEFGHJKLMNPQRSTUVWXYZ23456789';
  const bytes = randomBytes(16);
  const chars = [...bytes].map((b) => alphabet[b % alphabet.length]);
  return `${chars.slice(0, 4).join('')}-${chars.slice(4, 8).join('')}-${chars.slice(8, 12).join('')}-A7${chars.slice(12, 16).join('')}`;
}

export async function seedDemoData(db: Db, deps: SeedDeps): Promise<DemoCredentials> {
  const now = deps.now ?? new Date();
  const r = createRandom(20_261_122);
  const sellerPassword = randomPassword();
  const adminPassword = randomPassword();
  const [sellerHash, adminHash] = await Promise.all([
    deps.hashPassword(sellerPassword),
    deps.hashPassword(adminPassword),
  ]);

  await db.transaction(async (tx) => {
    const shops = await seedSellers(tx, r, now);
    await tx.insert(sellerCredentials).values({ sellerId: shops[0]!.id, passwordHash: sellerHash });
    const items = await seedProducts(tx, r, now, shops, deps.saveObject);
    await seedRiders(tx, r, now, shops);
    await seedTemplates(tx);
    await seedAnalytics(tx, r, now, items);
    await seedBot(tx, now, shops, deps.saveObject);
    await seedPayments(tx, now, shops);
    await seedSettings(tx);
    await tx.insert(admins).values({
      email: DEMO_ADMIN_EMAIL,
      passwordHash: adminHash,
      role: 'super_admin',
      passwordResetRequired: true,
    });
  });

  return {
    seller: { phone: DEMO_SELLER_PHONE, password: sellerPassword },
    rider: { phone: DEMO_RIDER_PHONE },
    admin: { email: DEMO_ADMIN_EMAIL, password: adminPassword },
  };
}
