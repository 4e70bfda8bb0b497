import {
  DELIVERY_JOB_STATUSES,
  FILTER_CATEGORIES,
  NOTIFICATION_EVENT_TYPES,
  REGISTRATION_LOCATIONS,
} from '@dwa/domain/enums';
import { and, eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { isCurrentSignature, similarity } from '../images/photo-signature.ts';
import {
  admins,
  deliveryJobs,
  ledgerEntries,
  notificationTemplates,
  productImages,
  products,
  riderPayouts,
  whatsappUploads,
} from '../schema/index.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { type DemoCredentials, isDatabaseSeeded, seedDemoData } from './demo.ts';

let h: DatabaseHandle;
const saved = new Map<string, number>();
let credentials: DemoCredentials;

beforeAll(async () => {
  h = await createTestDatabase();
  expect(await isDatabaseSeeded(h.db)).toBe(false);
  credentials = await seedDemoData(h.db, {
    saveObject: async (key, body, type) => {
      expect(type).toBe('image/webp');
      saved.set(key, body.length);
    },
    hashPassword: async (plain) => `hashed:${plain}`,
  });
}, 60_000);
afterAll(() => h.close());

describe('demo data', () => {
  it('marks the database as seeded and returns random passwords', async () => {
    expect(await isDatabaseSeeded(h.db)).toBe(true);
    expect(credentials.seller.phone).toMatch(/^\+233\d{9}$/);
    expect(credentials.seller.password.length).toBeGreaterThanOrEqual(16);
    expect(credentials.admin.password).not.toBe(credentials.seller.password);
    const [admin] = await h.db.select().from(admins);
    expect(admin).toMatchObject({ email: credentials.admin.email, passwordResetRequired: true });
    expect(admin?.passwordHash).toBe(`hashed:${credentials.admin.password}`);
  });

  it('has ~60 active products over every filter category and location', async () => {
    const rows = await h.db.select().from(products).where(eq(products.status, 'active'));
    expect(rows.length).toBeGreaterThanOrEqual(55);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(FILTER_CATEGORIES));
    expect(new Set(rows.map((p) => p.locationSlug))).toEqual(new Set(REGISTRATION_LOCATIONS));
    expect(rows.some((p) => p.isBoosted && p.boostedUntil! > new Date())).toBe(true);
  });

  it('gives every product at least one distinct photo whose variants were saved', async () => {
    const images = await h.db.select().from(productImages);
    const productIds = new Set(images.map((i) => i.productId));
    expect(productIds.size).toBe((await h.db.select().from(products)).length);
    const sizes = new Set<number>();
    for (const image of images) {
      expect(image.variants.map((v) => v.width)).toEqual([160, 320, 640]);
      for (const v of image.variants) expect(saved.get(v.key)).toBe(v.bytes);
      sizes.add(image.variants[2]!.bytes);
    }
    // Distinct pictures give distinct encodings.
    expect(sizes.size).toBeGreaterThan(images.length * 0.9);
  });

  it('signs every photo for photo search, and each photo is most alike to itself', async () => {
    const images = await h.db.select().from(productImages);
    for (const image of images) expect(isCurrentSignature(image.signature)).toBe(true);
    // The generated pictures must be told apart: no other photo scores as high as its own.
    for (const image of images.slice(0, 20)) {
      const own = similarity(image.signature!, image.signature!);
      for (const other of images) {
        if (other.id !== image.id)
          expect(similarity(image.signature!, other.signature!)).toBeLessThan(own - 0.1);
      }
    }
  });

  it('has delivery jobs in every status, templates for every event and language', async () => {
    const jobs = await h.db.select().from(deliveryJobs);
    expect(new Set(jobs.map((j) => j.status))).toEqual(new Set(DELIVERY_JOB_STATUSES));
    const templates = await h.db.select().from(notificationTemplates);
    expect(templates).toHaveLength(NOTIFICATION_EVENT_TYPES.length * 3);
    const pending = await h.db
      .select()
      .from(whatsappUploads)
      .where(eq(whatsappUploads.status, 'pending'));
    expect(pending.length).toBeGreaterThanOrEqual(2);
  });

  it('keeps every rider balance derivable from the ledger and never negative', async () => {
    const result = await h.db.execute(
      sql`select account_id, sum(amount_pesewas)::int as balance from ledger_entries
          where account_type = 'rider' group by account_id`,
    );
    const balances = (result as unknown as { rows: { balance: number }[] }).rows;
    expect(balances.length).toBeGreaterThan(0);
    for (const b of balances) expect(b.balance).toBeGreaterThanOrEqual(0);
    const approved = await h.db
      .select()
      .from(riderPayouts)
      .where(eq(riderPayouts.status, 'approved'));
    for (const payout of approved) {
      const debit = await h.db
        .select()
        .from(ledgerEntries)
        .where(and(eq(ledgerEntries.kind, 'payout'), eq(ledgerEntries.reference, payout.id)));
      expect(debit[0]?.amountPesewas).toBe(-payout.amountPesewas);
    }
  });
});
