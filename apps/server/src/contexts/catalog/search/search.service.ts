// Text search over the public listing (decisions 015, 037, 061). One statement in three steps:
//   1. candidates: the listed products that match, at most SEARCH_COUNT_LIMIT + 1 of them; their
//      number is the total (so counting never costs more than 1,001 rows). A query of several
//      words with a kind among them ("dining chairs") adds, as a second bounded set, the products
//      of that kind that lack another word;
//   2. page: the candidates in the requested order (relevance = the asked kind, then ts_rank of
//      any of the words, then boosted, verified, newest), sliced;
//   3. the cards of that page only (the cover photo lookup runs 24 times, not 1,001).
// Words: the full-text index finds the candidates wherever they lie; without words (a browse)
// the candidates are walked in the requested order along a btree index, so browsing is exact.
// When nothing has every word within the filters: the typo fallback, then the nearest products
// of the same kind, saying what was relaxed (the kind, the price, the town); never the listing's
// first products. The query text only ever travels as a bound parameter.
import type { Db } from '@dwa/db/client';
import { products, searchWords, sellers } from '@dwa/db/schema/index';
import { SEARCH_COUNT_LIMIT, type SearchQuery, type SearchResponse } from '@dwa/domain/search';
import { KIND_TITLE_WORDS, KIND_WORDS, kindMarker, kindOfTitle } from '@dwa/domain/search-kinds';
import { understandSearch } from '@dwa/domain/search-understanding';
import { closestSlip } from '@dwa/domain/typing-slips';
import { and, asc, desc, eq, gte, lte, not, type SQL, sql } from 'drizzle-orm';
import { cardColumns, isListed, listingOrder, toProductCard } from '../products/product-card.ts';
import {
  prefixWords,
  type SearchTerms,
  searchTerms,
  type WordStarts,
  wordsOf,
} from './search-terms.ts';

/** Trigram similarity a dictionary word needs to replace a query word: 'iphnoe' shares 3 of 11
 * trigrams with 'iphone' (0.27); 'samsnug' and 'samsung' 0.33; lower lets noise in. */
export const TYPO_SIMILARITY = 0.25;

/** Dictionary words searched along with a query word that starts them ("goal": "goalkeeper"). */
const STARTS_PER_WORD = 8;

/** fuzzy = words search with typo-corrected words; kind = the products of the request's kind. */
type Mode = 'browse' | 'words' | 'fuzzy' | 'kind';
type Relaxed = NonNullable<SearchResponse['relaxed']>;
type Found = Omit<SearchResponse, 'understood' | 'nearest' | 'relaxed'> & {
  /** How many candidates have every word (the others are of the asked kind only). */
  exact: number;
  /** How many of those are of a kind the words name. */
  kindExact: number;
};

export interface SearchOptions {
  /** Matches counted (and reachable by paging) at most; tests lower it. */
  countLimit?: number;
}

export async function searchProducts(
  db: Db,
  asked: SearchQuery,
  options: SearchOptions = {},
): Promise<SearchResponse> {
  const countLimit = options.countLimit ?? SEARCH_COUNT_LIMIT;
  const { query, understood } = withUnderstoodFilters(asked);
  const answer = (
    { exact: _, kindExact: __, ...found }: Found,
    relaxed?: Relaxed,
  ): SearchResponse => ({
    ...found,
    nearest: relaxed !== undefined,
    ...(relaxed ? { relaxed } : {}),
    ...(understood ? { understood } : {}),
  });
  const terms = searchTerms(query.q, await wordStarts(db, query.q));
  // Input with no letter or digit ("!!!", "<>") has no words to match: browse the filters.
  if (!terms) return answer(await runSearch(db, query, 'browse', null, countLimit));
  const found = await runSearch(db, query, 'words', terms, countLimit);
  // The words name a kind and what has them is none of it ("phone under 200": a torch whose
  // description says "charges your phone"): no answer to the request, so the nearest of the
  // kind are, said so (decision 061, addendum). The words are right: no typo to correct.
  const offKind = query.page === 1 && terms.kind !== null && found.kindExact === 0;
  if ((found.exact > 0 && !offKind) || query.page > 1) {
    return answer(await withKindOfBest(db, query, 'words', terms, found, countLimit));
  }
  // Nothing has every word: maybe a typo. Each word is replaced by its closest dictionary word
  // (a word the dictionary knows stays itself), and the corrected words are searched the same way.
  const corrected = found.exact > 0 ? null : await correctWords(db, query.q);
  const fixedTerms = corrected ? searchTerms(corrected) : null;
  const fixed = fixedTerms ? await runSearch(db, query, 'fuzzy', fixedTerms, countLimit) : null;
  if (fixed && fixed.exact > 0) {
    return answer(await withKindOfBest(db, query, 'fuzzy', fixedTerms!, fixed, countLimit));
  }
  // Still nothing: the nearest products of the same kind, within the filters first, and the
  // answer says what was relaxed to reach them (decision 061). The corrected words stand for the
  // buyer's where all of them must match; what kind the request is comes from the buyer's own
  // words, never from a guess at a typo ("src" is no "SRS" speaker).
  const words = fixedTerms ?? terms;
  for (const step of relaxations(query, terms)) {
    // A step without the price or town answers with the words alone: what it says ("these cost
    // more") is true of them, not of the other products of their kind.
    const asKind =
      step.mode === 'kind' ? { ...words, sameKind: terms.sameKind } : { ...words, extra: null };
    const relaxed = await runSearch(db, step.query, step.mode, asKind, countLimit);
    if (relaxed.total > 0) return answer({ ...relaxed, fuzzy: fixed !== null }, step.relaxed);
  }
  // Nothing of the kind either: nothing matched, said as such (no boosted filler).
  return answer({ ...found, fuzzy: false });
}

/** A few products have every word of a request of several words that names no kind ("Royal
 * Aroma 25kg", "Samsung A15"): the best one's kind follows them, as a shopkeeper shows the other rice after the one
 * asked for (decision 061, addendum). Read again only when the page is not full, so the set of
 * the words is small; its count is then the page's, and page 2 asks for it the same way. */
async function withKindOfBest(
  db: Db,
  query: SearchQuery,
  mode: 'words' | 'fuzzy',
  terms: SearchTerms,
  found: Found,
  countLimit: number,
): Promise<Found> {
  // One word ("wood", "20") says what a product is made of or numbered, not which product.
  const several = wordsOf(query.q).length > 1;
  if (!several || terms.kind || terms.extra || found.exact === 0 || found.exact >= query.pageSize) {
    return found;
  }
  const best =
    query.page === 1 ? found : await runSearch(db, { ...query, page: 1 }, mode, terms, countLimit);
  const kind = best.items[0] ? kindOfTitle(best.items[0].title) : null;
  if (!kind) return found;
  return runSearch(db, query, mode, { ...terms, extra: kindMarker(kind) }, countLimit);
}

/** The searches that may answer when nothing has every word within the filters, nearest first
 * (decision 061): the request's kind within the filters ("iphone under 3000": the phones under
 * 3,000; "dining chairs": the chairs), then the words without the
 * price (the iPhone above the budget), without the town, then the kind without either. Each
 * relaxes one thing, so what it says of every result is true ("these cost more than 3,000":
 * none within the price had the words). `terms` are the buyer's own words. */
function relaxations(
  query: SearchQuery,
  terms: SearchTerms,
): { mode: Mode; query: SearchQuery; relaxed: Relaxed }[] {
  // A kind the words name is searched with them, unless other words came too ("dining chairs").
  const kind = terms.sameKind && (terms.extra || !terms.kind) ? terms.sameKind.id : null;
  const price: Relaxed = {
    ...(query.minPrice !== undefined ? { minPricePesewas: query.minPrice } : {}),
    ...(query.maxPrice !== undefined ? { maxPricePesewas: query.maxPrice } : {}),
  };
  const anyPrice = { ...query, minPrice: undefined, maxPrice: undefined };
  const anyPlace = { ...query, location: undefined };
  const hasPrice = Object.keys(price).length > 0;
  const place = query.location ? { location: query.location } : null;
  return [
    ...(kind ? [{ mode: 'kind' as const, query, relaxed: { kind } }] : []),
    ...(hasPrice ? [{ mode: 'words' as const, query: anyPrice, relaxed: price }] : []),
    ...(place ? [{ mode: 'words' as const, query: anyPlace, relaxed: place }] : []),
    ...(kind && hasPrice
      ? [{ mode: 'kind' as const, query: anyPrice, relaxed: { kind, ...price } }]
      : []),
    ...(kind && place
      ? [{ mode: 'kind' as const, query: anyPlace, relaxed: { kind, ...place } }]
      : []),
  ];
}

/** Price and place phrases in the words ("phones under 500 in kumasi") become the filters the
 * buyer did not set; what was taken is answered so the page can say so. */
function withUnderstoodFilters(asked: SearchQuery): {
  query: SearchQuery;
  understood?: SearchResponse['understood'];
} {
  const u = understandSearch(asked.q);
  const query = { ...asked, q: u.q };
  const taken: Omit<NonNullable<SearchResponse['understood']>, 'q'> = {};
  if (asked.minPrice === undefined && u.minPricePesewas !== undefined) {
    if (asked.maxPrice === undefined || u.minPricePesewas <= asked.maxPrice) {
      query.minPrice = taken.minPricePesewas = u.minPricePesewas;
    }
  }
  if (asked.maxPrice === undefined && u.maxPricePesewas !== undefined) {
    if (query.minPrice === undefined || u.maxPricePesewas >= query.minPrice) {
      query.maxPrice = taken.maxPricePesewas = u.maxPricePesewas;
    }
  }
  if (!asked.location && u.location) query.location = taken.location = u.location;
  if (!asked.category && u.category) query.category = taken.category = u.category;
  // A town alone ("tamale") browses the town, the products that name it first: its words stay
  // words (every product there has them, as its place), so a title saying "Tamale" ranks above
  // one whose shop is called so.
  if (!query.q && u.location && !u.category) query.q = u.location.replaceAll('-', ' ');
  // The words left always (asking words out); `understood` only when a filter was taken.
  if (Object.keys(taken).length === 0) return { query };
  return { query, understood: { q: u.q, ...taken } };
}

/** Up to STARTS_PER_WORD dictionary words (title and shop words) that start with each query
 * word of four letters or more, shortest first ("goal" → "goalkeeper"): one bounded read of the
 * dictionary's btree, a range per word (decision 061). */
async function wordStarts(db: Db, text: string): Promise<WordStarts> {
  const asked = prefixWords(text);
  if (asked.length === 0) return new Map();
  // The range's end: the word with its last letter's successor ("goal" → "goam").
  const ends = asked.map(
    (w) => w.slice(0, -1) + String.fromCodePoint((w.at(-1)?.codePointAt(0) ?? 0) + 1),
  );
  const rows = await db
    .select({
      asked: sql<string>`q.word`,
      starts: sql<string[] | null>`(select array_agg(w.word) from (select ${searchWords.word}
        from ${searchWords} where ${searchWords.word} > q.word and ${searchWords.word} < q.upto
        and starts_with(${searchWords.word}, q.word)
        order by length(${searchWords.word}), ${searchWords.word} limit ${STARTS_PER_WORD}) w)`,
    })
    .from(sql`unnest(${sql.param(asked)}::text[], ${sql.param(ends)}::text[]) as q(word, upto)`);
  return new Map(rows.map((r) => [r.asked, r.starts ?? []]));
}

/** The query with every word replaced by the closest title/business-name word, or null when that
 * changes nothing. Trigram similarity (the index) proposes five words; the one a typing slip
 * away wins (decision 037: similarity alone turned "helicopter" into "helix" and "snowboard"
 * into "headboard"). The threshold is a setting, local to a transaction. */
async function correctWords(db: Db, text: string): Promise<string | null> {
  const asked =
    text
      .toLowerCase()
      .match(/[\p{L}\p{N}]+/gu)
      ?.slice(0, 10) ?? [];
  if (asked.length === 0) return null;
  const rows = await db.transaction(async (tx) => {
    await tx.execute(
      sql`select set_config('pg_trgm.similarity_threshold', ${String(TYPO_SIMILARITY)}, true)`,
    );
    return tx
      .select({
        asked: sql<string>`q.word`,
        near: sql<string[] | null>`(select array_agg(w.word) from (select ${searchWords.word}
          from ${searchWords} where ${searchWords.word} % q.word
          order by similarity(${searchWords.word}, q.word) desc, ${searchWords.word} limit 5) w)`,
      })
      .from(sql`unnest(${sql.param(asked)}::text[]) with ordinality as q(word, n)`)
      .orderBy(sql`q.n`);
  });
  // The kinds' words count as dictionary words ("generater" → "generator" though no title says
  // "generator"; "fon" stays "fon"); their brands and models stay themselves: "iphone" where no
  // title has it is no slip of "phone" (the kind fallback answers it, decision 061).
  // A word with a digit is a model, size or count ("20", "a15", "25kg"): never a slip ("techno
  // spark 20" became "tecno spark 205", which no title has).
  const fixed = rows.map((r) =>
    KIND_TITLE_WORDS.includes(r.asked) || /\d/.test(r.asked)
      ? r.asked
      : (closestSlip(r.asked, [...(r.near ?? []), ...KIND_WORDS]) ?? r.asked),
  );
  return fixed.some((word, i) => word !== asked[i]) ? fixed.join(' ') : null;
}

async function runSearch(
  db: Db,
  query: SearchQuery,
  mode: Mode,
  terms: SearchTerms | null,
  countLimit: number,
): Promise<Found> {
  // Values travel as placeholders of a named prepared statement, one per query shape (mode,
  // sort, which filters): planning a search cost as much as running it.
  const place = query.location ? locationWords(query.location) : null;
  const withWords = mode === 'words' || mode === 'fuzzy';
  const byKind = withWords && Boolean(terms?.kind);
  const extra = withWords ? (terms?.extra ?? null) : null;
  const values = {
    match: mode === 'kind' ? terms?.sameKind?.query : terms?.match,
    rank: terms?.anyWord,
    kind: terms?.kind ?? undefined,
    extra: extra ?? undefined,
    category: query.category,
    location: query.location,
    minPrice: query.minPrice,
    maxPrice: query.maxPrice,
    place,
    marks: [query.delivery && 'xdelivery:D', query.verified && 'xverified:D']
      .filter(Boolean)
      .join(' & '),
  };
  const tsquery = (name: string) => sql`to_tsquery('english', ${sql.placeholder(name)})`;
  const has = (name: string) => sql`(${products.searchVector} @@ ${tsquery(name)})`;
  // Location, delivery and verified filters also join the words inside the full-text index:
  // the document carries them with weight D (and only they have it), so the index intersects
  // "phone" with "kumasi:D" instead of the table being read for every phone in Ghana. The
  // column conditions in filters() stay, for exactness.
  const narrowed = (name: string) => {
    const conditions = [
      tsquery(name),
      place ? tsquery('place') : undefined,
      query.delivery || query.verified
        ? sql`to_tsquery('simple', ${sql.placeholder('marks')})`
        : undefined,
    ].filter((x) => x !== undefined);
    return sql`${products.searchVector} @@ (${sql.join(conditions, sql` && `)})`;
  };

  const matching = (where: SQL | undefined, full: boolean) =>
    db
      .select({
        id: products.id,
        // Carried along so steps 2 and 3 never read these rows again.
        score: (mode === 'browse'
          ? sql<number>`0`
          : // Any of the words, weights {D, C, B, A}: title and kind 1, description 0.1, seller
            // name 0.001, town 0 (decisions 037, 061): one match in the title outweighs any number
            // in the seller's name, and a product with more of the words in its own text ranks
            // above one that has them all only through its shop's name.
            sql<number>`ts_rank('{0, 0.001, 0.1, 1}', ${products.searchVector}, ${tsquery('rank')})`
        ).as('score'),
        // Before rank: the product is one of the asked kinds (decision 037).
        isKind: (byKind ? sql<boolean>`${has('kind')}` : sql<boolean>`false`).as('is_kind'),
        full: sql<boolean>`${sql.raw(full ? 'true' : 'false')}`.as('full'),
        isBoosted: sql<boolean>`${products.isBoosted}`.as('is_boosted'),
        isFeatured: sql<boolean>`${products.isFeatured}`.as('is_featured'),
        isVerified: sql<boolean>`${sellers.isVerified}`.as('is_verified'),
        createdAt: sql<Date>`${products.createdAt}`.as('created_at'),
        price: sql<number>`${products.pricePesewas}`.as('price'),
      })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(and(isListed, where, ...filters(query)));
  const limit = countLimit + 1;
  const found = matching(mode === 'browse' ? undefined : narrowed('match'), true);
  // With words: whichever matches the index yields first, no ORDER BY, so a common word stops
  // after 1,001 rows instead of reading and sorting every match (decision 015). A browse walks
  // the order's index and is exact.
  const matches = db
    .$with('matches')
    .as(mode === 'browse' ? found.orderBy(...browseOrder(query)).limit(limit) : found.limit(limit));
  // The products of the asked kind lacking a word: a second set of at most as many, read only
  // when some product has every word and fewer than the limit do (no match at all is the
  // relaxed answer's to give, after the typo fallback; a capped set needs no more).
  const others = matching(
    and(
      narrowed('extra'),
      not(has('match')),
      sql`(select count(*) from ${matches}) between 1 and ${sql.placeholder('countLimit')}`,
    ),
    false,
  ).limit(limit);
  const everything = db.select().from(matches);
  const candidates = db.$with('candidates').as(extra ? everything.unionAll(others) : everything);

  const c = candidates;
  const order =
    query.sort === 'newest'
      ? [desc(c.createdAt), desc(c.id)]
      : query.sort === 'price_asc'
        ? [asc(c.price), asc(c.id)]
        : query.sort === 'price_desc'
          ? [desc(c.price), desc(c.id)]
          : mode === 'browse'
            ? [desc(c.isBoosted), desc(c.isFeatured), desc(c.createdAt), desc(c.id)]
            : [
                desc(c.isKind),
                // What has every word before what has the kind only (decision 061, addendum):
                // "5G phone" is the Camon 30 5G, then the other phones, however often they say
                // "phone".
                desc(c.full),
                desc(c.score),
                desc(c.isBoosted),
                desc(c.isVerified),
                desc(c.createdAt),
                desc(c.id),
              ];
  const offset = (query.page - 1) * query.pageSize;
  const page = db.$with('page').as(
    db
      .select({
        id: c.id,
        position: sql<number>`row_number() over (order by ${sql.join(order, sql`, `)})`.as(
          'position',
        ),
        total: sql<number>`(select count(*) from ${candidates})`.as('total'),
        exact: sql<number>`(select count(*) from ${candidates} where ${c.full})`.as('exact'),
        kindExact:
          sql<number>`(select count(*) from ${candidates} where ${c.full} and ${c.isKind})`.as(
            'kind_exact',
          ),
      })
      .from(c)
      .orderBy(...order)
      // Only counted matches can be paged to.
      .limit(sql.placeholder('pageLimit'))
      .offset(sql.placeholder('offset')),
  );

  const shape = `${statementName(query, mode)}${place ? 'p' : ''}${byKind ? 'k' : ''}${extra ? 'e' : ''}_${countLimit}`;
  const rows = await db
    .with(matches, candidates, page)
    .select({
      ...cardColumns,
      total: sql<number>`${page.total}`.mapWith(Number),
      exact: sql<number>`${page.exact}`.mapWith(Number),
      kindExact: sql<number>`${page.kindExact}`.mapWith(Number),
    })
    .from(page)
    .innerJoin(products, eq(products.id, page.id))
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .orderBy(page.position)
    .prepare(shape)
    .execute({
      ...values,
      countLimit,
      // Only counted matches can be paged to.
      pageLimit: Math.max(0, Math.min(query.pageSize, countLimit - offset)),
      offset,
    });

  // The count rides on the rows; a page past the end has none, so count on its own.
  const matched =
    rows[0]?.total ??
    (query.page > 1
      ? Number(
          (
            await db
              .with(matches, candidates)
              .select({ n: sql<number>`count(*)`.mapWith(Number) })
              .from(candidates)
              .prepare(`${shape}_count`)
              .execute({ ...values, countLimit })
          )[0]?.n ?? 0,
        )
      : 0);
  return {
    items: rows.map(toProductCard),
    page: query.page,
    pageSize: query.pageSize,
    total: Math.min(matched, countLimit),
    totalCapped: matched > countLimit,
    fuzzy: mode === 'fuzzy',
    exact: rows[0]?.exact ?? matched,
    kindExact: rows[0]?.kindExact ?? 0,
  };
}

/** 'cape-coast' → 'cape:D & coast:D' (letters and digits only, so always a valid tsquery). */
function locationWords(slug: string): string | null {
  const parts = slug.toLowerCase().match(/[a-z0-9]+/g);
  return parts ? parts.map((w) => `${w}:D`).join(' & ') : null;
}

/** e.g. `search_words_relevance_c0l1n0x1d0v0`: which filters are present, not their values. */
function statementName(query: SearchQuery, mode: Mode): string {
  const on = (present: unknown) => (present === undefined || present === false ? 0 : 1);
  return (
    `search_${mode}_${query.sort}_c${on(query.category)}l${on(query.location)}` +
    `n${on(query.minPrice)}x${on(query.maxPrice)}d${on(query.delivery)}v${on(query.verified)}`
  );
}

function filters(query: SearchQuery): (SQL | undefined)[] {
  const placeholder = sql.placeholder;
  return [
    query.category ? eq(products.category, placeholder('category')) : undefined,
    query.location ? eq(products.locationSlug, placeholder('location')) : undefined,
    query.minPrice !== undefined ? gte(products.pricePesewas, placeholder('minPrice')) : undefined,
    query.maxPrice !== undefined ? lte(products.pricePesewas, placeholder('maxPrice')) : undefined,
    query.delivery ? eq(products.deliveryAvailable, true) : undefined,
    query.verified ? eq(sellers.isVerified, true) : undefined,
  ];
}

/** A browse's order, matching a partial index: the listing indexes for relevance,
 * products_(category_)newest_idx and products_(category_)price_idx for the sorts. */
function browseOrder(query: SearchQuery): SQL[] {
  switch (query.sort) {
    case 'newest':
      return [desc(products.createdAt), desc(products.id)];
    case 'price_asc':
      return [asc(products.pricePesewas), asc(products.id)];
    case 'price_desc':
      return [desc(products.pricePesewas), desc(products.id)];
    default:
      return listingOrder;
  }
}
