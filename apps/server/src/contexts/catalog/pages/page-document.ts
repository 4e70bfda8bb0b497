// The HTML document of a page: the built index.html with the request's language and theme on
// <html>, the site's public origin, the page's head tags, the rendered content in #root and the
// data it was rendered from. A page the browser renders gets a <noscript> note beside #root
// (already-escaped HTML from the renderer): without JavaScript it would be a blank page.
// Only attribute values we control and escaped texts go in; user text reaches here only inside
// the renderer's escaped markup and the escaped JSON block.
import { escapeHtml, insertIntoHead } from '../seo/page-meta.ts';

export interface DocumentParts {
  /** `<html lang>` value. */
  lang: string;
  dark: boolean;
  /** The public origin (PUBLIC_ORIGIN): a page the browser renders itself names the site in
   * shared links with it, as a server-rendered one does, whatever address it was opened at. */
  origin: string;
  /** Tags for <head> (title, description, Open Graph, JSON-LD), already escaped. */
  head?: string;
  /** The rendered page, or nothing for a page the browser renders. */
  body?: { html: string; state: string; stateId: string };
  /** What a browser without JavaScript shows of a page it cannot render (escaped HTML); only
   * used when there is no `body`. */
  noscript?: string;
}

/** The <meta> the web app reads the origin from (apps/web/src/lib/site-origin.ts). */
export const ORIGIN_META = 'dwa-origin';

export function pageDocument(indexHtml: string, parts: DocumentParts): string {
  let html = indexHtml.replace(
    /<html[^>]*>/,
    () => `<html lang="${escapeHtml(parts.lang)}"${parts.dark ? ' class="dark"' : ''}>`,
  );
  const origin = `<meta name="${ORIGIN_META}" content="${escapeHtml(parts.origin)}" />`;
  if (parts.head) {
    html = insertIntoHead(
      html.replace(/<title>[\s\S]*?<\/title>/, '').replace(/<meta name="description"[^>]*>/, ''),
      `${origin}\n  ${parts.head}`,
    );
  } else html = insertIntoHead(html, origin);
  const body = parts.body;
  if (!body && parts.noscript) {
    const note = parts.noscript;
    html = html.replace('<div id="root"></div>', () => `<div id="root"></div>\n    ${note}`);
  }
  if (body) {
    html = html.replace(
      '<div id="root"></div>',
      () =>
        `<div id="root">${body.html}</div>\n    <script type="application/json" id="${body.stateId}">${body.state}</script>`,
    );
  }
  return html;
}
