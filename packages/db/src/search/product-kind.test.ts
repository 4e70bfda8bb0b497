// product_kind(title) in the database is the domain's kinds, and says what kindOfTitle says.
import { KINDS, kindOfTitle } from '@dwa/domain/search-kinds';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DatabaseHandle } from '../client.ts';
import { rowsOf } from '../migrate.ts';
import { DEMO_PRODUCTS } from '../seed/catalog.ts';
import { createTestDatabase } from '../testing/test-database.ts';
import { productKindBody } from './product-kind.ts';

let h: DatabaseHandle;
beforeAll(async () => {
  h = await createTestDatabase();
});
afterAll(() => h.close());

async function kindsOf(titles: string[]): Promise<(string | null)[]> {
  const result = await h.db.execute(
    sql`select product_kind(t) as kind from unnest(${sql.param(titles)}::text[]) with ordinality as x(t, n) order by n`,
  );
  return rowsOf<{ kind: string | null }>(result).map((r) => r.kind);
}

describe('product_kind', () => {
  it('is the function generated from the current kinds (a change of the kinds needs a migration)', async () => {
    const result = await h.db.execute(
      sql`select prosrc from pg_proc where proname = 'product_kind'`,
    );
    expect(rowsOf<{ prosrc: string }>(result)[0]?.prosrc).toBe(productKindBody());
  });

  it('agrees with kindOfTitle on every demo title and on each kind named plainly', async () => {
    const titles = [
      ...DEMO_PRODUCTS.map((p) => p.title),
      ...KINDS.map((k) => `A good ${k.asked[0]} for sale`),
      'iPhone 13 silicone case',
      'Total Quartz engine oil 4L',
      'Something nobody sells',
    ];
    const inDatabase = await kindsOf(titles);
    const mismatches = titles
      .map((title, i) => ({ title, sql: inDatabase[i], js: kindOfTitle(title) }))
      .filter((x) => x.sql !== x.js);
    expect(mismatches).toEqual([]);
  });

  it('marks each product in its search document', async () => {
    const result = await h.db.execute(
      sql`select to_tsvector('english', 'xkindphone') @@ to_tsquery('english', 'xkindphone') as ok`,
    );
    expect(rowsOf<{ ok: boolean }>(result)[0]?.ok).toBe(true);
  });
});
