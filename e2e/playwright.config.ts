// Browser journeys: @playwright/test driving the system Chromium against two built servers that
// src/global-setup.ts starts (demo data, and an empty database).
//
// Projects: `admin-first-sign-in` is the demo admin's forced password change; it must happen
// in the browser before anyone else signs in as that admin (the outbox reader that fetches
// one-time codes does), so both width projects depend on it. `phone` (360 px, touch) runs every
// journey not tagged @desktop; `desktop` (1280 px) runs the @desktop ones. Each journey runs
// once, at the width it is about (several also screenshot the other width).
import { defineConfig } from '@playwright/test';
import { CHROMIUM_ARGS, chromiumPath } from './src/chromium.ts';

const phone = { viewport: { width: 360, height: 800 }, hasTouch: true };
const desktop = { viewport: { width: 1280, height: 800 } };

export default defineConfig({
  testDir: 'src',
  testMatch: '*.spec.ts',
  outputDir: 'test-results',
  globalSetup: './src/global-setup.ts',
  // Two workers: the machine has 2 cores shared with both servers and the browsers, but a
  // journey spends most of its time waiting for the server or for rendering.
  workers: Number(process.env.E2E_WORKERS) || 2,
  // Journeys inside a file share data (a seller, a product), so a file runs in one worker.
  fullyParallel: false,
  forbidOnly: true,
  // One retry at most, and the list reporter names any test that needed it ("flaky").
  retries: 1,
  timeout: 60_000,
  expect: { timeout: 10_000 },
  reporter: [['list']],
  use: {
    launchOptions: { executablePath: chromiumPath(), args: CHROMIUM_ARGS },
    // page.route() cannot see requests a service worker answers, and a journey must not pass
    // on a copy cached by an earlier step: only offline.spec.ts lets the app's worker run.
    serviceWorkers: 'block',
    // A failed journey keeps its trace (every action with a DOM snapshot) and a screenshot of
    // the end. Screencast frames in the trace cost ~25 % of the run's time here, so they are off.
    trace: { mode: 'retain-on-failure', screenshots: false },
    screenshot: 'only-on-failure',
  },
  projects: [
    {
      name: 'admin-first-sign-in',
      testMatch: 'admin-first-sign-in.spec.ts',
      use: phone,
    },
    // Desktop first: its longest file (seller-products, one serial journey) then starts early
    // instead of running alone at the end.
    {
      name: 'desktop',
      testIgnore: 'admin-first-sign-in.spec.ts',
      grep: /@desktop/,
      dependencies: ['admin-first-sign-in'],
      use: desktop,
    },
    {
      name: 'phone',
      testIgnore: 'admin-first-sign-in.spec.ts',
      grepInvert: /@desktop/,
      dependencies: ['admin-first-sign-in'],
      use: phone,
    },
  ],
});
