// robots.txt and the sitemap, made by the server from the database so new products and shops are
// found by search engines without a rebuild. Up to SITEMAP_URLS_PER_FILE URLs /sitemap.xml is one
// urlset; above, it is a sitemap index of numbered files under /sitemaps/ (decision 034).
import type { Db } from '@dwa/db/client';
import { products, sellers } from '@dwa/db/schema/index';
import { pagePath } from '@dwa/domain/pages';
import { eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isListed } from '../products/product-card.ts';

/** URLs per sitemap file: below the protocol's 50,000 (and its 50 MB), with room to spare. Also
 * the size up to which /sitemap.xml stays a single urlset. */
export const SITEMAP_URLS_PER_FILE = 45_000;
/** Rows per keyset query while a file is written. */
const ROWS_PER_QUERY = 5_000;
const XMLNS = 'http://www.sitemaps.org/schemas/sitemap/0.9';

/** The public content pages (web app routes; /returns and /help/boost are aliases, left out). */
export const CONTENT_PATHS = [
  '/sell',
  '/about',
  '/how-it-works',
  '/help',
  '/boost',
  '/contact',
  '/return-policy',
  '/terms',
  '/privacy',
] as const;
/** The home page and the content pages: /sitemaps/pages.xml. */
const STATIC_PATHS = ['/', ...CONTENT_PATHS];

export interface SitemapOptions {
  /** URLs per file and the single-file limit; tests lower it. Default SITEMAP_URLS_PER_FILE. */
  urlsPerFile?: number;
  /** Rows per database round trip; default 5,000. */
  rowsPerQuery?: number;
}

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    // Link preview images (og:image): crawlers that obey robots.txt fetch them before showing a
    // shared link; the longest matching rule wins (RFC 9309), so this one beats /api/.
    'Allow: /api/previews/',
    'Disallow: /seller',
    'Disallow: /rider',
    'Disallow: /admin',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

type Kind = 'products' | 'shops';
const KINDS: readonly Kind[] = ['products', 'shops'];
const PAGE: Record<Kind, 'product' | 'shop'> = { products: 'product', shops: 'shop' };

/** What the public may see, as one shape (id, at) for both kinds: listed products (active, of an
 * active seller: the product page's own rule) and active shops. A plain subquery, so PostgreSQL
 * pulls it up and `id > … order by id limit n` walks the primary key. */
function listed(db: Db, kind: Kind) {
  return kind === 'products'
    ? db
        .select({
          id: sql<string>`${products.id}`.as('id'),
          at: sql<Date | string>`${products.updatedAt}`.as('at'),
        })
        .from(products)
        .innerJoin(sellers, eq(sellers.id, products.sellerId))
        .where(isListed)
        .as('listed')
    : db
        .select({
          id: sql<string>`${sellers.id}`.as('id'),
          at: sql<Date | string>`${sellers.updatedAt}`.as('at'),
        })
        .from(sellers)
        .where(eq(sellers.status, 'active'))
        .as('listed');
}

interface FileStats {
  urls: number;
  lastmod: Date | null;
}

/** URLs and newest change of each numbered file of a kind (file n holds rows
 * (n-1)·perFile+1 … n·perFile in id order): one grouped query, a few rows back. */
async function fileStats(db: Db, kind: Kind, perFile: number): Promise<FileStats[]> {
  const rows = listed(db, kind);
  const numbered = db
    .select({
      at: rows.at,
      position: sql<number>`row_number() over (order by ${rows.id})`.as('position'),
    })
    .from(rows)
    .as('numbered');
  const files = await db
    .select({
      file: sql<number>`(${numbered.position} - 1) / ${perFile}`.mapWith(Number),
      urls: sql<number>`count(*)`.mapWith(Number),
      lastmod: sql<Date | string | null>`max(${numbered.at})`,
    })
    .from(numbered)
    .groupBy(sql`1`)
    .orderBy(sql`1`);
  return files.map((f) => ({
    urls: f.urls,
    lastmod: f.lastmod === null ? null : toDate(f.lastmod),
  }));
}

/** Up to `limit` rows of a kind after `after` in id order, read `rowsPerQuery` at a time. */
async function* walk(
  db: Db,
  kind: Kind,
  after: string | null,
  limit: number,
  rowsPerQuery: number,
): AsyncGenerator<{ id: string; at: Date }> {
  let cursor = after;
  let left = limit;
  while (left > 0) {
    const rows = listed(db, kind);
    const page = await db
      .select({ id: rows.id, at: rows.at })
      .from(rows)
      .where(cursor === null ? undefined : gt(rows.id, cursor))
      .orderBy(rows.id)
      .limit(Math.min(rowsPerQuery, left));
    for (const row of page) yield { id: row.id, at: toDate(row.at) };
    if (page.length < Math.min(rowsPerQuery, left)) return;
    left -= page.length;
    cursor = page[page.length - 1]!.id;
  }
}

/** The id at a 0-based position in id order (where a numbered file starts after). */
async function idAt(db: Db, kind: Kind, position: number): Promise<string | null> {
  const rows = listed(db, kind);
  const [row] = await db
    .select({ id: rows.id })
    .from(rows)
    .orderBy(rows.id)
    .limit(1)
    .offset(position);
  return row?.id ?? null;
}

const toDate = (value: Date | string) => (value instanceof Date ? value : new Date(value));
const day = (at: Date) => at.toISOString().slice(0, 10);
const escapeXml = (s: string) => s.replace(/[<>&'"]/g, (c) => `&#${c.charCodeAt(0)};`);
const url = (loc: string, at?: Date | null) =>
  `<url><loc>${escapeXml(loc)}</loc>${at ? `<lastmod>${day(at)}</lastmod>` : ''}</url>`;
const urlset = (entries: string[]) =>
  [
    '<?xml version="1.0" encoding="UTF-8"?>',
    `<urlset xmlns="${XMLNS}">`,
    ...entries,
    '</urlset>',
    '',
  ].join('\n');

function settings(options: SitemapOptions) {
  const perFile = options.urlsPerFile ?? SITEMAP_URLS_PER_FILE;
  if (!Number.isSafeInteger(perFile) || perFile < STATIC_PATHS.length || perFile > 50_000) {
    throw new RangeError(`urlsPerFile must be ${STATIC_PATHS.length}…50000: ${perFile}`);
  }
  return { perFile, rowsPerQuery: Math.max(1, options.rowsPerQuery ?? ROWS_PER_QUERY) };
}

async function rowUrls(
  db: Db,
  origin: string,
  kind: Kind,
  after: string | null,
  limit: number,
  rowsPerQuery: number,
): Promise<string[]> {
  const entries: string[] = [];
  for await (const row of walk(db, kind, after, limit, rowsPerQuery)) {
    entries.push(url(`${origin}${pagePath(PAGE[kind], { id: row.id })}`, row.at));
  }
  return entries;
}

/** The files /sitemap.xml would list as an index: pages.xml, then products-n, then shops-n. */
export async function sitemapFiles(
  db: Db,
  options: SitemapOptions = {},
): Promise<{ total: number; files: { name: string; urls: number; lastmod: Date | null }[] }> {
  const { perFile } = settings(options);
  const [productFiles, shopFiles] = await Promise.all(KINDS.map((k) => fileStats(db, k, perFile)));
  const files = [
    { name: 'pages.xml', urls: STATIC_PATHS.length, lastmod: null },
    ...productFiles!.map((f, i) => ({ name: `products-${i + 1}.xml`, ...f })),
    ...shopFiles!.map((f, i) => ({ name: `shops-${i + 1}.xml`, ...f })),
  ];
  return { total: files.reduce((sum, f) => sum + f.urls, 0), files };
}

/** /sitemap.xml: every URL in one urlset up to `urlsPerFile` URLs, else a sitemap index. */
export async function sitemapXml(db: Db, origin: string, options: SitemapOptions = {}) {
  const { perFile, rowsPerQuery } = settings(options);
  const { total, files } = await sitemapFiles(db, options);
  if (total > perFile) {
    return [
      '<?xml version="1.0" encoding="UTF-8"?>',
      `<sitemapindex xmlns="${XMLNS}">`,
      ...files.map(
        (f) =>
          `<sitemap><loc>${escapeXml(`${origin}/sitemaps/${f.name}`)}</loc>${f.lastmod ? `<lastmod>${day(f.lastmod)}</lastmod>` : ''}</sitemap>`,
      ),
      '</sitemapindex>',
      '',
    ].join('\n');
  }
  // Within the limit even if rows were added since they were counted.
  const entries = STATIC_PATHS.map((path) => url(`${origin}${path}`));
  for (const kind of KINDS) {
    entries.push(
      ...(await rowUrls(db, origin, kind, null, perFile - entries.length, rowsPerQuery)),
    );
  }
  return urlset(entries);
}

const FILE_NAME = /^(?:(pages)|(products|shops)-([1-9][0-9]{0,5}))\.xml$/;

/** One file the index names (`pages.xml`, `products-3.xml`, `shops-1.xml`); null when there is
 * no such file (a number past the last file, any other name). */
export async function sitemapFileXml(
  db: Db,
  origin: string,
  name: string,
  options: SitemapOptions = {},
): Promise<string | null> {
  const { perFile, rowsPerQuery } = settings(options);
  const match = FILE_NAME.exec(name);
  if (!match) return null;
  if (match[1]) return urlset(STATIC_PATHS.map((path) => url(`${origin}${path}`)));
  const kind = match[2] as Kind;
  const skip = (Number(match[3]) - 1) * perFile;
  // Keyset from the last row of the file before: one index walk to find it, then id > cursor.
  const after = skip === 0 ? null : await idAt(db, kind, skip - 1);
  if (skip > 0 && after === null) return null;
  const entries = await rowUrls(db, origin, kind, after, perFile, rowsPerQuery);
  return entries.length === 0 ? null : urlset(entries);
}

export function registerSeoRoutes(
  app: FastifyInstance,
  deps: { db: Db; origin: string; sitemap?: SitemapOptions },
) {
  const options = deps.sitemap ?? {};
  settings(options); // a bad limit fails at boot, not on a crawler's request
  app.get('/robots.txt', async (_request, reply) =>
    reply
      .type('text/plain; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(robotsTxt(deps.origin)),
  );
  app.get('/sitemap.xml', async (_request, reply) =>
    reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(await sitemapXml(deps.db, deps.origin, options)),
  );
  app.get<{ Params: { file: string } }>('/sitemaps/:file', async (request, reply) => {
    const xml = await sitemapFileXml(deps.db, deps.origin, request.params.file, options);
    if (xml === null) return reply.callNotFound();
    return reply
      .type('application/xml; charset=utf-8')
      .header('cache-control', 'public, max-age=3600')
      .send(xml);
  });
}
