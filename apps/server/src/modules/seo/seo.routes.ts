// robots.txt and sitemap.xml, made by the server from the database so new products and shops
// are found by search engines without a rebuild.
import type { Db } from '@dwa/db/client';
import { products, sellers } from '@dwa/db/schema/index';
import { and, desc, eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { isListed } from '../products/product-card.ts';

/** The sitemap protocol's limit per file. */
const MAX_URLS = 50_000;
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

export function robotsTxt(origin: string) {
  return [
    'User-agent: *',
    'Allow: /',
    'Disallow: /api/',
    'Disallow: /seller',
    'Disallow: /rider',
    'Disallow: /admin',
    `Sitemap: ${origin}/sitemap.xml`,
    '',
  ].join('\n');
}

export async function sitemapXml(db: Db, origin: string) {
  const [items, shops] = await Promise.all([
    db
      .select({ id: products.id, at: products.updatedAt })
      .from(products)
      .innerJoin(sellers, eq(sellers.id, products.sellerId))
      .where(isListed)
      .orderBy(desc(products.updatedAt))
      .limit(MAX_URLS - 1000 - CONTENT_PATHS.length),
    db
      .select({ id: sellers.id, at: sellers.updatedAt })
      .from(sellers)
      .where(and(eq(sellers.status, 'active')))
      .orderBy(desc(sellers.updatedAt))
      .limit(999),
  ]);
  const url = (loc: string, at?: Date) =>
    `<url><loc>${loc}</loc>${at ? `<lastmod>${at.toISOString().slice(0, 10)}</lastmod>` : ''}</url>`;
  return [
    '<?xml version="1.0" encoding="UTF-8"?>',
    '<urlset xmlns="http://www.sitemaps.org/schemas/sitemap/0.9">',
    url(`${origin}/`),
    ...CONTENT_PATHS.map((path) => url(`${origin}${path}`)),
    ...items.map((p) => url(`${origin}/products/${p.id}`, p.at)),
    ...shops.map((s) => url(`${origin}/shops/${s.id}`, s.at)),
    '</urlset>',
    '',
  ].join('\n');
}

export function registerSeoRoutes(app: FastifyInstance, deps: { db: Db; origin: string }) {
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
      .send(await sitemapXml(deps.db, deps.origin)),
  );
}
