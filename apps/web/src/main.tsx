import { hydrate } from '@tanstack/react-query';
import { StrictMode } from 'react';
import { createRoot, hydrateRoot } from 'react-dom/client';
import { BrowserRouter } from 'react-router';
import { AppRoutes } from './app/app-routes.tsx';
import { HYDRATION_STATE_ID, readHydrationState } from './app/hydration-state.ts';
import { preloadScreens } from './app/lazy-screen.tsx';
import { Providers } from './app/providers.tsx';
import { routesFor } from './app/routes.tsx';
import { prepareHistoryEntry } from './app/scroll-restoration.tsx';
import { recordRenderedProductView } from './features/products/use-record-view.ts';
import { dataSaverOn } from './lib/data-saver.ts';
import { finishHydration, startHydration } from './lib/deferred-hydration.tsx';
import { firstInteraction, holdActionsUntil } from './lib/first-interaction.ts';
import { initI18n, renderedLanguage } from './lib/i18n.ts';
import { joinTextWhileRendering } from './lib/joined-text.ts';
import { queryClient } from './lib/query-client.ts';
import { registerServiceWorker } from './lib/register-sw.ts';
import { documentOrigin } from './lib/site-origin.ts';
import { storedTheme } from './lib/theme.ts';
import './styles.css';

// zod compiles object schemas with `new Function` when it may; our CSP forbids eval, so its probe
// would be reported as a CSP violation on every page that validates. `z.config({ jitless: true })`
// does this, but importing zod's config here would add ~3 KB br to the entry chunk; zod keeps its
// configuration in this global (shared by every copy of zod) and reads it when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

// A public page arrives rendered, with the answers it was rendered from: the first render here
// must be the same (same data, language, lazy screens loaded), then it takes over. Private areas
// arrive as an empty shell and render here. Not top-level await: the lazy screens import this
// entry chunk, which must finish evaluating before they can.
// The server joined adjacent texts as it rendered; hydration must see the same children.
joinTextWhileRendering();

/** A task boundary: the browser may paint and answer input between the parts of starting. */
const nextTask = () => new Promise((resolve) => setTimeout(resolve));

/** A rendered public page carries its data (HYDRATION_STATE_ID); a private area is a shell. */
const rendered = document.getElementById(HYDRATION_STATE_ID) !== null;
// Listening from the moment this script runs: a tap in the next task is not missed.
const interacted = firstInteraction();

async function start() {
  // Evaluating this script is one task already; what follows is in tasks of its own.
  await nextTask();
  const state = readHydrationState();
  // A buyer who only reads a product still viewed it.
  recordRenderedProductView(state, window.location.pathname);
  // Readable and navigable as it is, a rendered page hydrates when the visitor first acts
  // (decision 058): at once if they already have (a field or link has the focus), or if the
  // server could not finish it (a part still loading, as a product that is gone: its answer is
  // the browser's to fetch and show).
  const finished = !document.querySelector('#root [aria-busy="true"]');
  if (rendered && finished && document.activeElement === document.body) {
    document.documentElement.dataset.app = 'waiting';
    await interacted;
  }
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
  // A task of its own: loading this script and hydrating in one go is one long task on a slow
  // phone (it counts against Total Blocking Time); between them the browser may paint and answer.
  await nextTask();
  if (state) {
    startHydration();
    hydrateRoot(root, app);
    await finishHydration();
  } else createRoot(root).render(app);
  // The page now answers to the app (tests wait for this before acting like a buyer who waited;
  // 'waiting' above: it waits for the visitor's first interaction).
  document.documentElement.dataset.app = 'ready';
}

const started = start();
// Taps, clicks and submits between the first interaction and the end of hydration wait for it.
if (rendered) holdActionsUntil(started);
registerServiceWorker();
