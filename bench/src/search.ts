// Search at scale (targets.md: p95 ≤ 30 ms, p99 ≤ 75 ms over ≥ 1,000 different realistic queries
// at 1,000,000 products). A throwaway PostgreSQL, migrated, bulk-loaded with generated products;
// then every query runs once, one after another, through the real service function
// (searchProducts, the code behind GET /api/search) with its input parsed by SearchQuerySchema.
// Measured: the service call (SQL round trips + mapping), not HTTP.
import { openDatabase } from '@dwa/db/client';
import { migrateDatabase } from '@dwa/db/migrate';
import { type SearchQueryInput, SearchQuerySchema } from '@dwa/domain/search';
import { searchProducts } from '../../apps/server/src/contexts/catalog/search/search.service.ts';
import { ITEMS, loadSearchData, SELLER_FIRST_NAMES, SELLER_TRADES } from './search-data.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

interface BenchQuery {
  kind: string;
  input: SearchQueryInput;
}

/** A small deterministic generator, so every run asks the same questions. */
function random(seed: number) {
  let state = seed;
  return () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
}

/** A typing slip: two letters swapped, one dropped or one doubled ('iphone' → 'iphnoe'). */
function typo(word: string, r: () => number): string {
  const i = 1 + Math.floor(r() * (word.length - 2));
  const slip = Math.floor(r() * 3);
  if (slip === 0) return word.slice(0, i) + word[i + 1] + word[i] + word.slice(i + 2);
  if (slip === 1) return word.slice(0, i) + word.slice(i + 1);
  return word.slice(0, i) + word[i] + word.slice(i);
}

export function benchQueries(count: number, seed = 7): BenchQuery[] {
  const r = random(seed);
  const pick = <T>(list: readonly T[]) => list[Math.floor(r() * list.length)] as T;
  const categories = Object.keys(ITEMS);
  const items = Object.values(ITEMS).flat();
  const titles = items.map(([title]) => title);
  const words = [
    ...new Set(
      titles.flatMap((t) =>
        t
          .toLowerCase()
          .split(/\s+/)
          .filter((w) => /^[a-z]{4,}$/.test(w)),
      ),
    ),
  ];
  const locations = ['accra', 'kumasi', 'tamale', 'cape-coast'];
  const sorts = ['newest', 'price_asc', 'price_desc'] as const;
  const titleWords = (t: string) => t.split(' ').slice(0, 2).join(' ');
  const makers: [string, () => SearchQueryInput][] = [
    ['one word', () => ({ q: pick(words) })],
    ['two words', () => ({ q: titleWords(pick(titles)) })],
    ['whole title', () => ({ q: pick(titles) })],
    ['word + location', () => ({ q: `${pick(words)} ${pick(locations).replace('-', ' ')}` })],
    ['seller name', () => ({ q: `${pick(SELLER_FIRST_NAMES)} ${pick(SELLER_TRADES)}` })],
    ['typo', () => ({ q: typo(pick(words), r) })],
    [
      'typo + word',
      () => {
        const [first = 'phone', second = 'new'] =
          pick(titles)
            .toLowerCase()
            .match(/[a-z]{4,}/g) ?? [];
        return { q: r() < 0.5 ? `${typo(first, r)} ${second}` : `${first} ${typo(second, r)}` };
      },
    ],
    [
      'word + filters',
      () => ({
        q: pick(words),
        location: pick(locations),
        delivery: r() < 0.5 ? 'true' : undefined,
        verified: r() < 0.5 ? 'true' : undefined,
      }),
    ],
    [
      // A price range around what the item costs (buyers filter near the price they expect).
      'word + price',
      () => {
        const [title, min, max] = pick(items);
        const low = Math.floor(min + r() * (max - min) * 0.5);
        return {
          q: pick(title.toLowerCase().match(/[a-z]{3,}/g) ?? [title]),
          minPrice: String(low),
          maxPrice: String(low + Math.ceil((max - min) * (0.2 + r()))),
        };
      },
    ],
    ['word + sort', () => ({ q: pick(words), sort: pick(sorts) })],
    ['word + page', () => ({ q: pick(words), page: 2 + Math.floor(r() * 5) })],
    [
      'browse category',
      () => ({
        category: pick(categories) as SearchQueryInput['category'],
        sort: r() < 0.5 ? pick(sorts) : undefined,
        location: r() < 0.3 ? pick(locations) : undefined,
        page: r() < 0.3 ? 2 : undefined,
      }),
    ],
    [
      // A category by price band: a band around what something in it costs.
      'browse by price',
      () => {
        const category = pick(categories) as NonNullable<SearchQueryInput['category']>;
        const [, min, max] = pick(ITEMS[category] ?? []);
        const low = Math.floor(min + r() * (max - min) * 0.5);
        return {
          category,
          minPrice: String(low),
          maxPrice: String(low + Math.ceil((max - min) * (0.2 + r()))),
          sort: pick(sorts),
        };
      },
    ],
  ];
  const seen = new Map<string, BenchQuery>();
  for (let tries = 0; seen.size < count && tries < count * 50; tries++) {
    const [kind, make] = makers[tries % makers.length]!;
    const input = make();
    seen.set(JSON.stringify(input), { kind, input });
  }
  return [...seen.values()];
}

const percentile = (sorted: number[], p: number) =>
  sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0;
const ms = (n: number) => Number(n.toFixed(2));

export async function benchSearch(options: { products: number; sellers: number }) {
  const pg = startThrowawayPostgres();
  try {
    console.log(`\nSearch (PostgreSQL, ${options.products.toLocaleString('en')} products)`);
    const loader = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
    await migrateDatabase(loader);
    await loadSearchData(loader.db, { ...options, log: (m) => console.log(`  loaded ${m}`) });
    await loader.close();

    // One connection, queries one at a time: latency, not throughput.
    const { db, close } = await openDatabase({ databaseUrl: pg.url, maxConnections: 1 });
    const warmUp = benchQueries(300, 99);
    for (const q of warmUp) await searchProducts(db, SearchQuerySchema.parse(q.input));

    const queries = benchQueries(1200);
    const results: { kind: string; q: string; ms: number; total: number; fuzzy: boolean }[] = [];
    for (const q of queries) {
      const query = SearchQuerySchema.parse(q.input);
      const started = performance.now();
      const found = await searchProducts(db, query);
      const elapsed = performance.now() - started;
      results.push({
        kind: q.kind,
        q: JSON.stringify(q.input),
        ms: elapsed,
        total: found.total,
        fuzzy: found.fuzzy,
      });
    }
    await close();

    const all = results.map((x) => x.ms).sort((a, b) => a - b);
    const byKind: Record<string, object> = {};
    for (const kind of new Set(results.map((x) => x.kind))) {
      const times = results
        .filter((x) => x.kind === kind)
        .map((x) => x.ms)
        .sort((a, b) => a - b);
      const ofKind = results.filter((x) => x.kind === kind);
      byKind[kind] = {
        queries: times.length,
        p50: ms(percentile(times, 50)),
        p95: ms(percentile(times, 95)),
        max: ms(times.at(-1) ?? 0),
        'no results': ofKind.filter((x) => x.total === 0).length,
        fuzzy: ofKind.filter((x) => x.fuzzy).length,
      };
    }
    console.table(byKind);
    console.log('slowest queries:');
    console.table(
      [...results]
        .sort((a, b) => b.ms - a.ms)
        .slice(0, 10)
        .map((x) => ({ kind: x.kind, query: x.q, ms: ms(x.ms), total: x.total })),
    );
    const summary = {
      queries: results.length,
      p50: ms(percentile(all, 50)),
      p95: ms(percentile(all, 95)),
      p99: ms(percentile(all, 99)),
      max: ms(all.at(-1) ?? 0),
    };
    console.log(
      `search: ${summary.queries} different queries, p50 ${summary.p50} ms, p95 ${summary.p95} ms, ` +
        `p99 ${summary.p99} ms, max ${summary.max} ms (targets: p95 ≤ 30, p99 ≤ 75)`,
    );
    return summary;
  } finally {
    pg.stop();
  }
}
