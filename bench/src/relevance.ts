// Search relevance (decision 037): the judged queries (relevance-queries.ts) asked of GET
// /api/search on the real app over the demo catalogue, scored as nDCG@10 and precision@5,
// overall and per kind of query. Targets: nDCG@10 ≥ 0.90; a product matching only through its
// seller's name never above one matching in its title. A query without a good answer scores 1
// when the search says nothing matched (an empty page, or nearest results flagged as such).
import { products, sellers } from '@dwa/db/schema/index';
import { DEMO_PRODUCTS } from '@dwa/db/seed/catalog';
import { kindOfTitle, kindsAsked } from '@dwa/domain/search-kinds';
import { understandSearch } from '@dwa/domain/search-understanding';
import { eq } from 'drizzle-orm';
import { openDemoApp } from './demo-app.ts';
import {
  JUDGED_QUERIES,
  type JudgedProduct,
  type JudgedQuery,
  type QueryType,
} from './relevance-queries.ts';

export const TARGET_NDCG = 0.9;

interface Row {
  id: string;
  title: string;
  description: string | null;
  sellerName: string;
}

/** nDCG@k: the found order's gain against the best order of every judged product. */
export function ndcgAt(k: number, found: number[], all: number[]): number {
  const dcg = (grades: number[]) =>
    grades.slice(0, k).reduce((sum, g, i) => sum + (2 ** g - 1) / Math.log2(i + 2), 0);
  const ideal = dcg([...all].sort((a, b) => b - a));
  return ideal === 0 ? 0 : dcg(found) / ideal;
}

/** The query's words as they would appear in a title (crude stems: enough to tell a title match
 * from a seller-name match in this catalogue). */
const stems = (text: string) =>
  (text.toLowerCase().match(/[\p{L}\p{N}]+/gu) ?? []).map((w) => w.replace(/(es|s)$/, ''));
const mentions = (text: string, words: string[]) => {
  const own = stems(text);
  return words.some((w) => own.some((o) => o.length > 2 && (o.startsWith(w) || w.startsWith(o))));
};

export async function benchRelevance() {
  const demo = await openDemoApp('relevance', 4191);
  const { app, database } = demo;
  try {
    const rows = await database.db
      .select({
        id: products.id,
        title: products.title,
        description: products.description,
        category: products.category,
        location: products.locationSlug,
        pesewas: products.pricePesewas,
        sellerName: sellers.businessName,
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId));
    const kindOf = new Map(DEMO_PRODUCTS.map((p) => [p.title, p.kind]));
    const judged = new Map<string, JudgedProduct & Row>(
      rows.map((r) => [
        r.id,
        {
          ...r,
          kind: kindOf.get(r.title) ?? '',
          cedis: r.pesewas / 100,
        },
      ]),
    );
    const catalogue = [...judged.values()];

    const perType = new Map<QueryType, { ndcg: number[]; p5: number[] }>();
    const misses: string[] = [];
    let sellerNameAbove = 0;
    for (const [i, query] of JUDGED_QUERIES.entries()) {
      const res = await app.inject({
        url: `/api/search?${new URLSearchParams({ q: query.q, pageSize: '10' })}`,
        // One address per query: the rate limit is not what is measured.
        remoteAddress: `10.78.${i >> 8}.${i & 255}`,
      });
      if (res.statusCode !== 200) throw new Error(`${query.q}: ${res.statusCode} ${res.body}`);
      const body = res.json() as { items: { id: string }[]; nearest: boolean };
      const found = body.items.map((item) => judged.get(item.id)!);
      const { ndcg, p5 } = score(query, found, catalogue, body.nearest);
      const bucket = perType.get(query.type) ?? { ndcg: [], p5: [] };
      bucket.ndcg.push(ndcg);
      bucket.p5.push(p5);
      perType.set(query.type, bucket);
      if (ndcg < 0.7) {
        misses.push(
          `${query.q} (${query.type}) nDCG ${ndcg.toFixed(2)}: ${found
            .slice(0, 5)
            .map((p) => `${p.title} [${query.grade(p)}]`)
            .join(' · ')}${body.nearest ? ' (nearest)' : ''}`,
        );
      }
      // Seller-name-only above a title match? The words as searched (filters and asking words
      // out); a product of an asked kind matches in its title ("Tecno Spark" for "phone").
      if (!body.nearest) {
        const searched = understandSearch(query.q).q;
        const words = stems(searched);
        const asked = new Set(kindsAsked(searched.split(/\s+/)).map((k) => k.kind));
        let titleSeen = false;
        for (const p of [...found].reverse()) {
          const inTitle = mentions(p.title, words) || asked.has(kindOfTitle(p.title) ?? '');
          const viaSellerOnly =
            !inTitle && !mentions(p.description ?? '', words) && mentions(p.sellerName, words);
          if (inTitle) titleSeen = true;
          else if (viaSellerOnly && titleSeen) {
            sellerNameAbove++;
            console.log(
              `  seller name above a title match: ${query.q}: ${p.title} (${p.sellerName}) in ${found.map((f) => f.title).join(' / ')}`,
            );
          }
        }
      }
    }
    const mean = (xs: number[]) => xs.reduce((a, b) => a + b, 0) / Math.max(1, xs.length);
    const table: Record<string, Record<string, number>> = {};
    for (const [type, bucket] of perType) {
      table[type] = {
        queries: bucket.ndcg.length,
        'nDCG@10': Number(mean(bucket.ndcg).toFixed(3)),
        'P@5': Number(mean(bucket.p5).toFixed(3)),
      };
    }
    const all = [...perType.values()];
    const overall = {
      queries: JUDGED_QUERIES.length,
      'nDCG@10': Number(mean(all.flatMap((b) => b.ndcg)).toFixed(3)),
      'P@5': Number(mean(all.flatMap((b) => b.p5)).toFixed(3)),
    };
    table.overall = overall;
    if (misses.length > 0) console.log(`Weakest queries (nDCG < 0.7):\n  ${misses.join('\n  ')}\n`);
    console.log(
      `Search relevance (${database.engine}, ${catalogue.length} demo products, ${JUDGED_QUERIES.length} judged queries; target nDCG@10 ≥ ${TARGET_NDCG})`,
    );
    console.table(table);
    console.log(`Seller-name-only matches ranked above a title match: ${sellerNameAbove}`);
    if (overall['nDCG@10'] < TARGET_NDCG || sellerNameAbove > 0) process.exitCode = 1;
    return { table, sellerNameAbove };
  } finally {
    await demo.close();
  }
}

function score(
  query: JudgedQuery,
  found: JudgedProduct[],
  catalogue: JudgedProduct[],
  nearest: boolean,
): { ndcg: number; p5: number } {
  const all = catalogue.map((p) => query.grade(p));
  if (all.every((g) => g === 0)) {
    // No good answer: right when the search says so.
    const said = nearest || found.length === 0 ? 1 : 0;
    return { ndcg: said, p5: said };
  }
  // Nearest results are not matches: graded as found (they may still help).
  const grades = found.map((p) => query.grade(p));
  const top5 = grades.slice(0, 5);
  const relevantCount = all.filter((g) => g > 0).length;
  const p5 = top5.filter((g) => g > 0).length / Math.min(5, relevantCount);
  return { ndcg: ndcgAt(10, grades, all), p5: Math.min(1, p5) };
}
