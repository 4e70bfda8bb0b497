// Link previews (WhatsApp Status, Facebook, search engines) read the HTML the server sends, not
// what the SPA renders later: product and shop URLs get their own title, description and image,
// and an unknown one gets a real 404.
import type { Db } from '@dwa/db/client';
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import { getProductDetail } from '../products/product-detail.service.ts';
import { getShopPage } from '../shops/shops.service.ts';
import { productJsonLd } from './product-json-ld.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** Absolute URL of the preview image. */
  image?: string;
  url: string;
  /** Structured data (schema.org JSON-LD) for search engines: products. */
  jsonLd?: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

const clip = (text: string, max = 200) => (text.length > max ? `${text.slice(0, max - 1)}…` : text);

/** Public content pages: their English title and introduction, and the canonical path (the
 * aliases /returns and /help/boost point at one URL). */
const CONTENT_PAGES: Record<string, { text: { title: string; intro: string }; canonical: string }> =
  {
    '/sell': { text: en.sell, canonical: '/sell' },
    '/about': { text: en.about, canonical: '/about' },
    '/terms': { text: en.terms, canonical: '/terms' },
    '/privacy': { text: en.privacy, canonical: '/privacy' },
    '/return-policy': { text: en.returns, canonical: '/return-policy' },
    '/returns': { text: en.returns, canonical: '/return-policy' },
    '/help': { text: en.help, canonical: '/help' },
    '/contact': { text: en.contact, canonical: '/contact' },
    '/how-it-works': { text: en.howItWorks, canonical: '/how-it-works' },
    '/boost': { text: en.boostHelp, canonical: '/boost' },
    '/help/boost': { text: en.boostHelp, canonical: '/boost' },
  };

/** Meta for a page URL, or null when the URL is not one we describe (index.html as it is). */
export async function pageMetaFor(db: Db, origin: string, path: string): Promise<PageMeta | null> {
  const content = CONTENT_PAGES[path.length > 1 ? path.replace(/\/$/, '') : path];
  if (content) {
    return {
      status: 200,
      title: `${content.text.title} · Dwa`,
      description: clip(content.text.intro),
      url: `${origin}${content.canonical}`,
    };
  }
  const match = /^\/(products|shops)\/([^/]+)\/?$/.exec(path);
  if (!match) return null;
  const [, kind, id] = match as unknown as [string, string, string];
  const url = `${origin}${path}`;
  const missing = {
    status: 404,
    title: 'Page not found · Dwa',
    description: 'This page does not exist or has moved.',
    url,
  };
  if (!UUID.test(id)) return missing;
  if (kind === 'products') {
    const p = await getProductDetail(db, id);
    if (!p) return missing;
    const image = p.photos[0];
    return {
      status: 200,
      title: `${p.title} · ${formatGhs(p.pricePesewas)} · Dwa`,
      description: clip(`${p.seller.businessName}, ${p.seller.location}. ${p.description}`.trim()),
      ...(image ? { image: `${origin}${image.src}` } : {}),
      url,
      jsonLd: productJsonLd(p, origin),
    };
  }
  const shop = await getShopPage(db, id);
  if (!shop) return missing;
  // The shop's own photo (Edit Shop) first; else its first product photo.
  const cover = shop.photo ?? shop.products.find((p) => p.photo)?.photo;
  return {
    status: 200,
    title: `${shop.businessName} · Dwa`,
    description: clip(
      shop.description ||
        `${shop.businessName} sells ${shop.products.length} products on Dwa. Chat on WhatsApp.`,
    ),
    ...(cover ? { image: `${origin}${cover.src}` } : {}),
    url,
  };
}

/** The page's title, description, Open Graph tags and canonical link, for <head>. */
export function headTags(meta: PageMeta, extra: string[] = []): string {
  return [
    `<title>${escapeHtml(meta.title)}</title>`,
    `<meta name="description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:site_name" content="Dwa" />`,
    `<meta property="og:type" content="${meta.url.includes('/products/') ? 'product' : 'website'}" />`,
    `<meta property="og:title" content="${escapeHtml(meta.title)}" />`,
    `<meta property="og:description" content="${escapeHtml(meta.description)}" />`,
    `<meta property="og:url" content="${escapeHtml(meta.url)}" />`,
    meta.image ? `<meta property="og:image" content="${escapeHtml(meta.image)}" />` : '',
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    meta.jsonLd ?? '',
    ...extra,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** index.html with the page's title and Open Graph tags (the description meta replaced). */
export function renderPageHtml(indexHtml: string, meta: PageMeta): string {
  const tags = headTags(meta);
  const bare = indexHtml
    .replace(/<title>[\s\S]*?<\/title>/, '')
    .replace(/<meta name="description"[^>]*>/, '');
  return insertIntoHead(bare, tags);
}

/** `tags` placed before `</head>`. A replacement *function*: in a replacement string, `$&`,
 * `$\`` or `$'` in user text (a product title) would copy parts of the document. */
export function insertIntoHead(html: string, tags: string): string {
  return html.replace('</head>', () => `  ${tags}\n  </head>`);
}
