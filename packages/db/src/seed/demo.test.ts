import { createHash } from 'node:crypto';
import {
  CATEGORIES,
  DELIVERY_JOB_STATUSES,
  NOTIFICATION_EVENT_TYPES,
  REGISTRATION_LOCATIONS,
} from '@dwa/domain/enums';
import { eq, sql } from 'drizzle-orm';
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
  riders,
  sellers,
  whatsappUploads,
} from '../schema/index.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { DEMO_PRODUCTS, DEMO_SHOPS } from './catalog.ts';
import { DEMO_SELLER_PHONE, type DemoCredentials, isDatabaseSeeded, seedDemoData } from './demo.ts';
import { productPhotoSeed } from './demo-shops.ts';
import type { Pen } from './drawings/kit.ts';
import { DRAWINGS, productSvg } from './images.ts';
import { KIND_CATEGORY, KINDS } from './kinds.ts';
import { createRandom } from './random.ts';

let h: DatabaseHandle;
/** Every object the seed saved: its size and a hash of its bytes. */
const saved = new Map<string, { bytes: number; hash: string }>();
const demoProduct = new Map(DEMO_PRODUCTS.map((p) => [p.title, p]));
let credentials: DemoCredentials;

beforeAll(async () => {
  h = await createTestDatabase();
  expect(await isDatabaseSeeded(h.db)).toBe(false);
  credentials = await seedDemoData(h.db, {
    saveObject: async (key, body, type) => {
      expect(type).toBe('image/webp');
      saved.set(key, { bytes: body.length, hash: createHash('sha1').update(body).digest('hex') });
    },
    hashPassword: async (plain) => `hashed:${plain}`,
  });
}, 120_000);
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

  it('has over 150 active products in every category and town, several shops per town', async () => {
    const rows = await h.db.select().from(products).where(eq(products.status, 'active'));
    expect(rows.length).toBeGreaterThanOrEqual(150);
    expect(rows.length).toBe(DEMO_PRODUCTS.length);
    expect(new Set(rows.map((p) => p.category))).toEqual(new Set(CATEGORIES));
    expect(new Set(rows.map((p) => p.locationSlug))).toEqual(new Set(REGISTRATION_LOCATIONS));
    expect(rows.some((p) => p.isBoosted && p.boostedUntil! > new Date())).toBe(true);
    const shops = await h.db.select().from(sellers);
    for (const town of REGISTRATION_LOCATIONS) {
      expect(shops.filter((s) => s.locationSlug === town).length, town).toBeGreaterThanOrEqual(3);
    }
  });

  it('sells in each shop only what the shop sells, in its own town', async () => {
    const rows = await h.db
      .select({
        title: products.title,
        category: products.category,
        location: products.locationSlug,
        areas: products.deliveryAreas,
        shop: sellers.businessName,
        shopLocation: sellers.locationSlug,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId));
    const kindsSold = new Map<string, Set<string>>();
    for (const row of rows) {
      const demo = demoProduct.get(row.title)!;
      const shop = DEMO_SHOPS.find((s) => s.businessName === row.shop)!;
      expect(demo, row.title).toBeDefined();
      expect(shop.kinds, `${row.shop} sells ${row.title}`).toContain(demo.kind);
      expect(shop.categories, `${row.shop} sells ${row.title}`).toContain(row.category);
      expect(row.category, row.title).toBe(KIND_CATEGORY[demo.kind]);
      expect(row.location, row.title).toBe(row.shopLocation);
      expect(row.location, row.title).toBe(shop.locationSlug);
      kindsSold.set(row.shop, (kindsSold.get(row.shop) ?? new Set()).add(demo.kind));
    }
    // Every shop sells every kind it says it sells.
    for (const shop of DEMO_SHOPS) {
      expect(kindsSold.get(shop.businessName), shop.businessName).toEqual(new Set(shop.kinds));
    }
    // A Kumasi shop does not deliver to Tema.
    const kumasi = rows.filter((r) => r.location === 'kumasi').flatMap((r) => r.areas);
    expect(kumasi.length).toBeGreaterThan(0);
    expect(kumasi).not.toContain('Tema');
    // The journeys sign in as the phone shop.
    const [first] = await h.db
      .select()
      .from(sellers)
      .where(eq(sellers.whatsappNumber, DEMO_SELLER_PHONE));
    expect(first?.businessName).toBe(DEMO_SHOPS[0]!.businessName);
    expect(DEMO_SHOPS[0]!.categories).toEqual(['electronics']);
  });

  it('has unique titles, some naming the kind and some only the brand', () => {
    const titles = DEMO_PRODUCTS.map((p) => p.title);
    expect(new Set(titles).size).toBe(titles.length);
    const phones = DEMO_PRODUCTS.filter((p) => p.kind === 'phone').map((p) => p.title);
    expect(phones.some((t) => /phone/i.test(t))).toBe(true);
    expect(phones.filter((t) => !/phone/i.test(t)).length).toBeGreaterThanOrEqual(3);
    for (const p of DEMO_PRODUCTS) {
      expect(p.cedis, p.title).toBeGreaterThan(0);
      expect(p.description.length, p.title).toBeGreaterThan(10);
    }
  });

  it('draws every kind with its own drawing, and every photo differently', () => {
    const pen = (): Pen => ({
      r: createRandom(42),
      hue: 200,
      view: 0,
      grad: () => 'url(#g)',
      tile: () => 'url(#t)',
    });
    const drawn = new Map<string, string>();
    for (const kind of KINDS) {
      expect(DRAWINGS[kind], kind).toBeTypeOf('function');
      const shapes = DRAWINGS[kind](pen());
      expect(shapes.length, kind).toBeGreaterThan(200);
      // No kind borrows another's drawing.
      expect([...drawn.entries()].find(([, other]) => other === shapes)?.[0], kind).toBeUndefined();
      drawn.set(kind, shapes);
    }
    for (const p of DEMO_PRODUCTS) expect(KINDS, p.title).toContain(p.kind);
    const svgs = DEMO_PRODUCTS.flatMap((p, i) =>
      Array.from({ length: p.photos }, (_, view) =>
        productSvg(p.kind, productPhotoSeed(i), { hue: p.hue, look: p.look, view }),
      ),
    );
    expect(new Set(svgs).size).toBe(svgs.length);
  });

  it('gives every product its photos, a few per shop more than one, all saved and all different', async () => {
    const images = await h.db.select().from(productImages);
    const rows = await h.db.select().from(products);
    const photosOf = new Map<string, number>();
    for (const image of images) {
      photosOf.set(image.productId, (photosOf.get(image.productId) ?? 0) + 1);
      expect(image.variants.map((v) => v.width)).toEqual([160, 320, 640]);
      for (const v of image.variants) expect(saved.get(v.key)?.bytes).toBe(v.bytes);
    }
    for (const row of rows) {
      expect(photosOf.get(row.id), row.title).toBe(demoProduct.get(row.title)!.photos);
    }
    for (const shop of DEMO_SHOPS) {
      expect(
        shop.products.filter((p) => (p.photos ?? 1) > 1).length,
        shop.businessName,
      ).toBeGreaterThan(0);
    }
    // No two photos are the same picture, at any size.
    for (const width of [0, 1, 2]) {
      const hashes = images.map((image) => saved.get(image.variants[width]!.key)!.hash);
      expect(new Set(hashes).size).toBe(images.length);
    }
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
    // A job's places are in its zone: none in Accra Central drops off in Adum, Kumasi (issue 33).
    const kumasi = /Adum|Kejetia|Asafo|KNUST/;
    for (const job of jobs) {
      const places = `${job.pickupLocation} ${job.dropoffLocation}`;
      expect(kumasi.test(places), `${job.zone}: ${places}`).toBe(job.zone === 'kumasi');
    }
    // Riders' counters agree with their jobs (the dashboard shows them).
    for (const rider of await h.db.select().from(riders)) {
      const done = jobs.filter((j) => j.riderId === rider.id && j.status === 'completed').length;
      expect(rider.completedDeliveries).toBe(done);
      expect(rider.ratingCount).toBe(done);
      expect(rider.ratingAvg === null).toBe(done === 0);
    }
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
          where account_type = 'rider_wallet' group by account_id`,
    );
    const balances = (result as unknown as { rows: { balance: number }[] }).rows;
    expect(balances.length).toBeGreaterThan(0);
    for (const b of balances) expect(b.balance).toBeGreaterThanOrEqual(0);
    // Every movement balances: per kind and reference, money and credits each sum to zero.
    const unbalanced = await h.db.execute(
      sql`select kind, reference from ledger_entries
          group by kind, reference, account_type in ('seller_credits', 'credits_issued')
          having sum(amount_pesewas) <> 0`,
    );
    expect((unbalanced as unknown as { rows: unknown[] }).rows).toEqual([]);
    const payouts = await h.db.select().from(riderPayouts);
    for (const payout of payouts) {
      const rows = await h.db
        .select()
        .from(ledgerEntries)
        .where(eq(ledgerEntries.reference, payout.id));
      const held = rows.find((r) => r.accountType === 'rider_wallet')?.amountPesewas;
      const sent = rows.find((r) => r.accountType === 'provider')?.amountPesewas;
      if (payout.status === 'rejected') expect(rows).toEqual([]);
      else expect(held).toBe(-payout.amountPesewas);
      expect(sent).toBe(payout.status === 'paid' ? payout.amountPesewas : undefined);
    }
  });
});
