// The app itself, loaded by the entry (main.tsx) when a rendered page is first used, or at once
// for a private area's shell (decision 058, addendum). A public page arrives rendered, with the
// answers it was rendered from: the first render here must be the same (same data, language,
// lazy screens loaded), then it takes over. Private areas arrive as an empty shell and render
// here.
import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { dataSaverOn } from '../lib/data-saver.ts';
import { finishHydration, startHydration } from '../lib/deferred-hydration.tsx';
import { initI18n, renderedLanguage } from '../lib/i18n.ts';
import { joinTextWhileRendering } from '../lib/joined-text.ts';
import { queryClient } from '../lib/query-client.ts';
import { documentOrigin } from '../lib/site-origin.ts';
import { storedTheme } from '../lib/theme.ts';
import { AppRoutes } from './app-routes.tsx';
import type { HydrationState } from './hydration-state.ts';
import { preloadScreens } from './lazy-screen.tsx';
import { Providers } from './providers.tsx';
import { routesFor } from './routes.tsx';
import { prepareHistoryEntry } from './scroll-restoration.tsx';

/** A task boundary: the browser may paint and answer input between the parts of starting. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

export async function startApp(state: HydrationState | null) {
  // The server joined adjacent texts as it rendered; hydration must see the same children.
  joinTextWhileRendering();
  prepareHistoryEntry();
  // Parsing the page's data and making queries of it are a task each on a slow phone.
  await nextTask();
  if (state) hydrate(queryClient, state.queries);
  const renderedWith = state?.renderedWith ?? {
    language: renderedLanguage(),
    dataSaver: dataSaverOn(),
    theme: storedTheme(),
    origin: documentOrigin(),
  };
  await Promise.all([
    initI18n(renderedWith.language),
    preloadScreens(routesFor(window.location.pathname), window.location.pathname),
  ]);
  const app = (
    <StrictMode>
      <Providers client={queryClient} renderedWith={renderedWith}>
        <BrowserRouter>
          <AppRoutes />
        </BrowserRouter>
      </Providers>
    </StrictMode>
  );
  const root = document.getElementById('root')!;
  // A task of its own: loading the app and hydrating in one go is one long task on a slow
  // phone (it counts against Total Blocking Time); between them the browser may paint and answer.
  await nextTask();
  if (state) {
    startHydration();
    hydrateRoot(root, app);
    await finishHydration();
  } else createRoot(root).render(app);
}
