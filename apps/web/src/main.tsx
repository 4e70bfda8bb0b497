// The browser entry: small, and it runs no app code until the app is needed (decision 058 and
// its addendum). A rendered public page is readable and navigable as the server sent it; this
// listens for the visitor's first interaction, counts a product page's view, holds taps until
// the app has taken over, and only then evaluates the app (app/start-app.tsx). Its chunk is
// downloaded and compiled ahead, once the page has loaded (scripts/defer-entry.mjs preloads
// it), so the first tap waits for evaluation and hydration, not the network; what a phone runs
// after the first paint is this file.
import { HYDRATION_STATE_ID, readHydrationState } from './app/hydration-state.ts';
import { recordRenderedProductView } from './features/products/recorded-views.ts';
import { firstInteraction, holdActionsUntil } from './lib/first-interaction.ts';
import { registerServiceWorker } from './lib/register-sw.ts';
import './styles.css';

// zod compiles object schemas with `new Function` when it may; our CSP forbids eval, so its probe
// would be reported as a CSP violation on every page that validates. `z.config({ jitless: true })`
// does this, but importing zod's config here would add ~3 KB br to the entry chunk; zod keeps its
// configuration in this global (shared by every copy of zod) and reads it when it loads.
(globalThis as { __zod_globalConfig?: { jitless?: boolean } }).__zod_globalConfig = {
  jitless: true,
};

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
  // Readable and navigable as it is, a rendered page starts the app when the visitor first acts
  // (decision 058): at once if they already have (a field or link has the focus), or if the
  // server could not finish it (a part still loading, as a product that is gone: its answer is
  // the browser's to fetch and show).
  const finished = !document.querySelector('#root [aria-busy="true"]');
  if (rendered && finished && document.activeElement === document.body) {
    document.documentElement.dataset.app = 'waiting';
    await interacted;
  }
  const { startApp } = await import('./app/start-app.tsx');
  await startApp(state);
  // The page now answers to the app (tests wait for this before acting like a buyer who waited;
  // 'waiting' above: it waits for the visitor's first interaction).
  document.documentElement.dataset.app = 'ready';
}

const started = start();
// Taps, clicks and submits between the first interaction and the end of hydration wait for it.
if (rendered) holdActionsUntil(started);
registerServiceWorker();
