// Public pages rendered on the server (decision 033): the built web app's server entry renders
// the page with the request's language, data-saver setting and session; its API requests are
// answered by this app in-process (app.inject, with the request's cookie and address, so
// sessions and per-visitor limits apply as for the browser). Anonymous HTML is micro-cached per
// language and URL for as long as the listing; a signed-in visitor's never is.
import { existsSync } from 'node:fs';
import { pathToFileURL } from 'node:url';
import type { Db } from '@dwa/db/client';
import { HTML_LANG, type Language } from '@dwa/domain/enums';
import { matchPagePath, type PageName, SERVER_RENDERED_PAGES } from '@dwa/domain/pages';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import { SESSION_COOKIE } from '../../../access/sessions.ts';
import type { Clock } from '../../../lib/clock.ts';
import { requestLanguage, say } from '../../../lib/i18n.ts';
import { createMicroCache } from '../../../lib/micro-cache.ts';
import { escapeHtml, headTags, pageMetaFor } from '../seo/page-meta.ts';
import { pageDocument } from './page-document.ts';

/** The built server entry (apps/web/src/entry-server.tsx). */
interface ServerEntry {
  HYDRATION_STATE_ID: string;
  renderPage(request: {
    url: string;
    origin: string;
    renderedWith: {
      language: Language;
      dataSaver: boolean;
      theme: Theme;
      origin: string;
    };
    fetchApi: typeof fetch;
  }): Promise<{ html: string; state: string }>;
}

export interface RenderedDocument {
  status: number;
  html: string;
  /** Signed-in: never cached anywhere but the visitor's browser. */
  personal: boolean;
}

export interface PageRendererDeps {
  app: FastifyInstance;
  db: Db;
  clock: Clock;
  webDist: string;
  origin: string;
  /** Pages answered 404 here: the stand-ins' pages where their stand-in is not mounted. */
  absentPages: ReadonlySet<PageName>;
  /** How long an anonymous page is reused: the listing's micro-cache time (LISTING_CACHE_MS,
   * 1 s by default), so a page is never staler than the answers it shows. 0 turns it off. */
  cacheMs: number;
}

export async function loadServerEntry(webDist: string): Promise<ServerEntry | null> {
  const file = `${webDist.replace(/\/$/, '')}-server/entry-server.js`;
  if (!existsSync(file)) return null;
  return (await import(pathToFileURL(file).href)) as ServerEntry;
}

function cookie(request: FastifyRequest, name: string): string | undefined {
  return (request.cookies as Record<string, string | undefined> | undefined)?.[name];
}

/** The visitor's language: the one chosen in the app (cookie), else the browser's. */
function pageLanguage(request: FastifyRequest): Language {
  const chosen = cookie(request, 'lang');
  if (chosen === 'en' || chosen === 'tw' || chosen === 'pidgin') return chosen;
  return requestLanguage(request.headers['accept-language']);
}

type Theme = 'light' | 'dark' | 'system';

/** The theme chosen in the app (cookie), else the system's. */
function themeOf(request: FastifyRequest): Theme {
  const chosen = cookie(request, 'theme');
  return chosen === 'light' || chosen === 'dark' ? chosen : 'system';
}

function dataSaver(request: FastifyRequest): boolean {
  const chosen = cookie(request, 'dataSaver');
  if (chosen === 'on' || chosen === 'off') return chosen === 'on';
  return request.headers['save-data'] === 'on';
}

/** The pages that are a sign-in form: their note says signing in needs JavaScript. */
const SIGN_IN_PAGES: ReadonlySet<PageName> = new Set<PageName>([
  'login',
  'sellerLogin',
  'riderLogin',
  'adminLogin',
]);

/** The <noscript> note of a page the browser renders: in the visitor's language, what needs
 * JavaScript (signing in, on a sign-in page), and a link to the public pages, which read fine
 * without it. */
export function noscriptNote(language: Language, page: PageName | undefined): string {
  const why = say(
    language,
    page && SIGN_IN_PAGES.has(page) ? 'noscript.signInNeedsJavaScript' : 'noscript.needsJavaScript',
  );
  return (
    '<noscript><div class="mx-auto max-w-xl p-4" data-testid="noscript-note">' +
    `<p>${escapeHtml(why)}</p>` +
    `<p>${escapeHtml(say(language, 'noscript.publicPages'))} ` +
    `<a href="/" class="font-semibold underline">${escapeHtml(say(language, 'noscript.home'))}</a>` +
    '</p></div></noscript>'
  );
}

export function createPageRenderer(deps: PageRendererDeps, entry: ServerEntry | null) {
  const cache = createMicroCache<RenderedDocument>({
    ttlMs: deps.cacheMs,
    maxEntries: 500,
    clock: deps.clock,
  });

  async function render(
    request: FastifyRequest,
    indexHtml: string,
    language: Language,
    personal: boolean,
  ): Promise<RenderedDocument> {
    const url = request.url;
    const path = url.split('?')[0] ?? '/';
    const match = matchPagePath(path);
    const theme = themeOf(request);
    const dark = theme === 'dark';
    const lang = HTML_LANG[language];
    if (match && !SERVER_RENDERED_PAGES.has(match.page)) {
      // A private area: the shell, in the visitor's language and theme (its screen asks the API,
      // which has no route for an absent stand-in either).
      return {
        status: deps.absentPages.has(match.page) ? 404 : 200,
        html: pageDocument(indexHtml, {
          lang,
          dark,
          origin: deps.origin,
          noscript: noscriptNote(language, match.page),
        }),
        personal,
      };
    }
    const fetchApi = (async (input: string | URL | Request, init?: RequestInit) => {
      const method = (init?.method ?? 'GET').toUpperCase();
      if (method !== 'GET') throw new Error('server rendering only reads');
      const response = await deps.app.inject({
        method: 'GET',
        url: String(input),
        remoteAddress: request.ip,
        headers: {
          accept: 'application/json',
          'accept-language': language,
          ...(request.headers.cookie ? { cookie: request.headers.cookie } : {}),
        },
      });
      return new Response(response.rawPayload, {
        status: response.statusCode,
        headers: { 'content-type': String(response.headers['content-type'] ?? '') },
      });
    }) as typeof fetch;
    // Without a server build (tests of the server alone), or when a screen throws on the server,
    // the page is the shell with its head and status: the browser renders it.
    const rendering =
      entry
        ?.renderPage({
          url,
          origin: deps.origin,
          renderedWith: { language, dataSaver: dataSaver(request), theme, origin: deps.origin },
          fetchApi,
        })
        .catch((error: unknown) => {
          request.log.error({ err: error, url }, 'server rendering failed; sending the shell');
          return null;
        }) ?? null;
    const [page, meta] = await Promise.all([
      rendering,
      pageMetaFor(deps.db, deps.origin, path, language),
    ]);
    return {
      status: meta?.status ?? (match ? 200 : 404),
      personal,
      html: pageDocument(indexHtml, {
        lang,
        dark,
        origin: deps.origin,
        ...(meta ? { head: headTags(meta) } : {}),
        // Shown only when the page went out as the shell (no server build, or rendering threw).
        noscript: noscriptNote(language, match?.page),
        ...(page && entry
          ? { body: { html: page.html, state: page.state, stateId: entry.HYDRATION_STATE_ID } }
          : {}),
      }),
    };
  }

  return async function renderDocument(
    request: FastifyRequest,
    indexHtml: string,
  ): Promise<RenderedDocument> {
    const language = pageLanguage(request);
    const personal = cookie(request, SESSION_COOKIE) !== undefined;
    if (personal) return render(request, indexHtml, language, true);
    const key = `${language}|${dataSaver(request) ? 'lite' : ''}|${themeOf(request)}|${request.url}`;
    return cache.get(key, () => render(request, indexHtml, language, false));
  };
}
