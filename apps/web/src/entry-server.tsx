// Server rendering of a page (the server's plugins/web imports the built copy of this module).
// The page's components run as in the browser; their queries are answered by the app itself
// through `fetchApi` (the request's cookie and language), then the page is rendered again with
// the answers, and those answers are embedded for hydration.
import { AsyncLocalStorage } from 'node:async_hooks';
import { en } from '@dwa/domain/i18n/en';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { tw } from '@dwa/domain/i18n/tw';
import { dehydrate, type Query, QueryClient } from '@tanstack/react-query';
import { renderToString } from 'preact-render-to-string';
import { StaticRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { serializeHydrationState } from './app/hydration-state.ts';
import { preloadScreens } from './app/lazy-screen.tsx';
import { Providers, type RenderedWith } from './app/providers.tsx';
import { routesFor } from './app/routes.tsx';
import { addWholeCatalogs } from './lib/i18n.ts';
import { joinTextWhileRendering } from './lib/joined-text.ts';

export { HYDRATION_STATE_ID } from './app/hydration-state.ts';

export interface RenderRequest {
  /** Path and query of the page. */
  url: string;
  origin: string;
  renderedWith: RenderedWith;
  /** Answers the page's API requests (same paths as the browser's). */
  fetchApi: typeof fetch;
}

export interface RenderResult {
  html: string;
  state: string;
}

// One text node where the JSX has adjacent texts, so hydration has nothing to rewrite.
joinTextWhileRendering();

const currentFetch = new AsyncLocalStorage<typeof fetch>();
(globalThis as { __dwaRequestFetch?: () => typeof fetch | undefined }).__dwaRequestFetch = () =>
  currentFetch.getStore();

// Every catalog whole, once: any request may ask for any language (the browser fetches only the
// parts its screens use).
addWholeCatalogs({ en, tw, pidgin });

/** A page renders at most this many times (each time its newly asked queries are answered). */
const MAX_PASSES = 3;

function isWanted(query: Query) {
  const { enabled } = query.options as { enabled?: boolean | ((q: Query) => boolean) };
  const on = typeof enabled === 'function' ? enabled(query) : enabled !== false;
  return on && query.state.status === 'pending' && query.state.fetchStatus === 'idle';
}

export async function renderPage(request: RenderRequest): Promise<RenderResult> {
  const url = new URL(request.url, request.origin);
  await preloadScreens(routesFor(url.pathname), url.pathname);
  const client = new QueryClient({
    defaultOptions: { queries: { retry: false, staleTime: Number.POSITIVE_INFINITY } },
  });
  return currentFetch.run(request.fetchApi, async () => {
    let html = '';
    for (let pass = 1; pass <= MAX_PASSES; pass++) {
      html = renderToString(
        <Providers client={client} renderedWith={request.renderedWith} fixedLanguage>
          <StaticRouter location={`${url.pathname}${url.search}`}>
            <AppRoutes />
          </StaticRouter>
        </Providers>,
      );
      const wanted = client.getQueryCache().getAll().filter(isWanted);
      if (wanted.length === 0 || pass === MAX_PASSES) break;
      await Promise.all(wanted.map((query) => query.fetch().catch(() => undefined)));
    }
    const state = serializeHydrationState({
      renderedWith: request.renderedWith,
      queries: dehydrate(client),
    });
    client.clear();
    return { html, state };
  });
}
