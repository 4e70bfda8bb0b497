import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from './client.ts';
import { currentMigration, migrationJournal, rowsOf } from './migrate.ts';
import { categories, deliveryJobs, locations, products, sellers } from './schema/index.ts';
import { buildDeliveryJob, buildProduct, buildSeller } from './testing/factories.ts';
import { createTestDatabase } from './testing/test-database.ts';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

/** The Postgres error code (23514 check_violation, 23503 foreign key) of a failing write. */
async function pgCode(write: () => Promise<unknown>): Promise<string | undefined> {
  try {
    await write();
    return undefined;
  } catch (error) {
    const e = error as { code?: string; cause?: { code?: string } };
    return e.cause?.code ?? e.code;
  }
}

describe('migrations', () => {
  it('are all applied, and the newest tag is reported', async () => {
    const journal = migrationJournal();
    expect(await currentMigration(h)).toBe(journal[journal.length - 1]!.tag);
  });

  it('install pg_trgm and the reference rows', async () => {
    expect((await h.db.select().from(locations)).map((l) => l.slug).sort()).toEqual([
      'accra',
      'cape-coast',
      'kumasi',
      'tamale',
    ]);
    expect(await h.db.select().from(categories)).toHaveLength(8);
    const result = await h.db.execute(sql`select similarity('iphnoe', 'iPhone 13') > 0.2 as close`);
    expect(rowsOf<{ close: boolean }>(result)[0]?.close).toBe(true);
  });
});

describe('constraints', () => {
  it('reject a phone that is not E.164 Ghana', async () => {
    expect(await pgCode(() => buildSeller(h.db, { whatsappNumber: '0241234567' }))).toBe('23514');
    expect(await pgCode(() => buildSeller(h.db, { whatsappNumber: '+2332412345678' }))).toBe(
      '23514',
    );
  });

  it('reject unknown statuses, categories and negative prices', async () => {
    expect(await pgCode(() => buildProduct(h.db, { status: 'lost' }))).toBe('23514');
    expect(await pgCode(() => buildProduct(h.db, { category: 'weapons' as never }))).toBe('23503');
    expect(await pgCode(() => buildProduct(h.db, { pricePesewas: -1 }))).toBe('23514');
    expect(await pgCode(() => buildDeliveryJob(h.db, { status: 'flying' }))).toBe('23514');
  });

  it('require a rider once a job is past requested', async () => {
    const job = await buildDeliveryJob(h.db);
    expect(job.riderId).toBeNull();
    expect(
      await pgCode(() =>
        h.db.update(deliveryJobs).set({ status: 'accepted' }).where(sql`id = ${job.id}`),
      ),
    ).toBe('23514');
  });
});

describe('search columns', () => {
  it('keep a weighted full-text vector of title and description', async () => {
    const seller = await buildSeller(h.db, { businessName: 'Search Shop' });
    const phone = await buildProduct(h.db, {
      sellerId: seller.id,
      title: 'Samsung phone charger',
      description: 'Fast charging cable',
    });
    await buildProduct(h.db, {
      sellerId: seller.id,
      title: 'Rice bag',
      description: 'For a phone-free dinner',
    });
    const result = await h.db.execute(
      sql`select title, ts_rank(search_vector, websearch_to_tsquery('english', 'phones')) as rank
          from products where seller_id = ${seller.id}
          and search_vector @@ websearch_to_tsquery('english', 'phones') order by rank desc`,
    );
    const rows = rowsOf<{ title: string }>(result);
    expect(rows.map((r) => r.title)).toEqual(['Samsung phone charger', 'Rice bag']);
    expect(phone.title).toBe('Samsung phone charger');
  });
});

describe('factories', () => {
  it('create missing parents', async () => {
    const product = await buildProduct(h.db);
    const [seller] = await h.db.select().from(sellers).where(sql`id = ${product.sellerId}`);
    expect(seller?.businessName).toMatch(/^Test Shop/);
    const job = await buildDeliveryJob(h.db, { status: 'accepted' });
    expect(job.riderId).not.toBeNull();
    expect((await h.db.select().from(products).where(sql`id = ${product.id}`))[0]?.status).toBe(
      'active',
    );
  });
});
