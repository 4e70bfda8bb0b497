// Link previews (WhatsApp Status, Facebook, search engines) read the HTML the server sends, not
// what the SPA renders later: product and shop URLs get their own title, description and image,
// and an unknown one gets a real 404.
import type { Db } from '@dwa/db/client';
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import { type Lang, say, translate } from '../../../lib/i18n.ts';
import {
  PREVIEW_HEIGHT,
  PREVIEW_WIDTH,
  type PreviewSource,
  previewPath,
  productPreviewSource,
  shopPreviewSource,
} from '../link-previews/preview-source.ts';
import { getProductDetail } from '../products/product-detail.service.ts';
import { getShopPage } from '../shops/shops.service.ts';
import { productJsonLd } from './product-json-ld.ts';
import { shopJsonLd } from './shop-json-ld.ts';

export const escapeHtml = (s: string) => s.replace(/[&<>"']/g, (c) => `&#${c.charCodeAt(0)};`);

export interface PageMeta {
  status: number;
  title: string;
  description: string;
  /** The preview image (link-previews): absolute URL, its size and type, a text for it. */
  image?: { url: string; width: number; height: number; type: string; alt: string };
  url: string;
  /** Structured data (schema.org JSON-LD) for search engines: products and shops. */
  jsonLd?: string;
}

/** The og:image of a product or shop: its preview JPEG, named by what it shows. */
function previewImage(origin: string, source: PreviewSource, alt: string): PageMeta['image'] {
  return {
    url: `${origin}${previewPath(source)}`,
    width: PREVIEW_WIDTH,
    height: PREVIEW_HEIGHT,
    type: 'image/jpeg',
    alt,
  };
}

/** A place's name in the page's language ('accra' → Accra, Nkran in Twi). */
const placeLabel = (lang: Lang, slug: string) => {
  const label = translate(lang, `enums.location.${slug}`);
  return label.startsWith('enums.') ? slug : label;
};

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

/** Meta for a page URL, or null when the URL is not one we describe (index.html as it is).
 * Places are named in `lang`, the page's language. */
export async function pageMetaFor(
  db: Db,
  origin: string,
  path: string,
  lang: Lang = 'en',
): Promise<PageMeta | null> {
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
    const preview = productPreviewSource({
      ...p,
      photo: p.photos[0],
      shopName: p.seller.businessName,
    });
    return {
      status: 200,
      title: `${p.title} · ${formatGhs(p.pricePesewas)} · Dwa`,
      description: clip(
        `${p.seller.businessName}, ${placeLabel(lang, p.location)}. ${p.description}`.trim(),
      ),
      image: previewImage(origin, preview, p.title),
      url,
      jsonLd: productJsonLd(p, origin),
    };
  }
  const shop = await getShopPage(db, id);
  if (!shop) return missing;
  const about = shop.description || say(lang, 'seo.shopDescription');
  return {
    status: 200,
    title: `${shop.businessName} · Dwa`,
    description: clip(`${shop.businessName}, ${placeLabel(lang, shop.location)}. ${about}`),
    image: previewImage(origin, shopPreviewSource(shop), shop.businessName),
    url,
    jsonLd: shopJsonLd(shop, origin),
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
    ...(meta.image ? imageTags(meta.image) : []),
    `<meta name="twitter:card" content="${meta.image ? 'summary_large_image' : 'summary'}" />`,
    `<link rel="canonical" href="${escapeHtml(meta.url)}" />`,
    meta.jsonLd ?? '',
    ...extra,
  ]
    .filter(Boolean)
    .join('\n    ');
}

/** og:image and what Facebook needs to show it on the first share (its size), WhatsApp to
 * know it is a JPEG, and screen readers of the preview (alt). */
function imageTags(image: NonNullable<PageMeta['image']>): string[] {
  return [
    `<meta property="og:image" content="${escapeHtml(image.url)}" />`,
    `<meta property="og:image:type" content="${escapeHtml(image.type)}" />`,
    `<meta property="og:image:width" content="${image.width}" />`,
    `<meta property="og:image:height" content="${image.height}" />`,
    `<meta property="og:image:alt" content="${escapeHtml(image.alt)}" />`,
  ];
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
