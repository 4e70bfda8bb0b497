// The journeys' `test` and `expect`: Playwright's, plus the addresses of the two servers that
// global-setup.ts started. `baseURL` is the demo server, so `page.goto('/seller')` and
// `expect(page).toHaveURL('/seller')` need no host.
import { test as base, expect } from '@playwright/test';
import { OutboxReader } from './auth-helpers.ts';
import { ENV } from './global-setup.ts';

export interface Servers {
  /** The built app with demo data. */
  baseUrl: string;
  /** The built app on an empty database (no demo data): empty states. */
  emptyBaseUrl: string;
  /** The demo server's data directory (demo-credentials.json lives there). */
  demoDataDir: string;
}

interface WorkerFixtures extends Servers {
  /** Reads one-time codes from the demo server's admin outbox (as the demo admin). */
  outbox: OutboxReader;
}

function fromEnv(name: string): string {
  const value = process.env[name];
  if (!value) throw new Error(`${name} is not set: run the journeys with \`playwright test\``);
  return value;
}

// biome-ignore-start lint/correctness/noEmptyPattern: Playwright reads a fixture's dependencies from its first parameter's pattern
export const test = base.extend<object, WorkerFixtures>({
  baseUrl: [async ({}, use) => use(fromEnv(ENV.baseUrl)), { scope: 'worker' }],
  emptyBaseUrl: [async ({}, use) => use(fromEnv(ENV.emptyBaseUrl)), { scope: 'worker' }],
  demoDataDir: [async ({}, use) => use(fromEnv(ENV.demoDataDir)), { scope: 'worker' }],
  outbox: [
    async ({ baseUrl, demoDataDir }, use) => use(new OutboxReader(baseUrl, demoDataDir)),
    { scope: 'worker' },
  ],
  baseURL: async ({ baseUrl }, use) => use(baseUrl),
  // Pages arrive server-rendered and then hydrate: a link clicked before that is a full page
  // load (fine for a buyer, but a journey that waits for the app's API call would wait forever).
  // Opening or reloading a page of the app therefore waits until the app has taken over.
  page: async ({ page, javaScriptEnabled }, use) => {
    if (javaScriptEnabled !== false) {
      const appReady = () => waitForApp(page);
      const goto = page.goto.bind(page);
      const reload = page.reload.bind(page);
      page.goto = async (...args) => {
        const response = await goto(...args);
        await appReady();
        return response;
      };
      page.reload = async (...args) => {
        const response = await reload(...args);
        await appReady();
        return response;
      };
    }
    await use(page);
  },
});
// biome-ignore-end lint/correctness/noEmptyPattern: -

export { expect };

/** The interface language a visitor chose earlier (the `lang` cookie the language picker sets). */
export function chooseLanguage(
  context: import('@playwright/test').BrowserContext,
  baseUrl: string,
  language: 'en' | 'tw' | 'pidgin',
) {
  return context.addCookies([{ name: 'lang', value: language, url: baseUrl }]);
}

/** Moves to a page inside the running app (as its links do), not by loading it from the server:
 * the page then asks the API itself, which a journey may intercept. */
export async function navigateInApp(page: import('@playwright/test').Page, path: string) {
  await page.evaluate((to) => {
    history.pushState({}, '', to);
    dispatchEvent(new PopStateEvent('popstate'));
  }, path);
}

/** Waits until the app has taken over the page (hydrated, every deferred part too). A rendered
 * public page hydrates at the visitor's first interaction (decision 058): once its script is
 * listening (`data-app="waiting"`), a press of Shift, which does nothing else, is that
 * interaction. The `page` fixture does this after each goto and reload; pages a journey opens
 * itself call it. */
export async function waitForApp(page: import('@playwright/test').Page) {
  const state = await page.waitForFunction(() => {
    if (!document.getElementById('root')) return 'ready';
    const app = document.documentElement.dataset.app;
    return app === 'ready' || app === 'waiting' ? app : false;
  });
  if ((await state.jsonValue()) === 'waiting') {
    await page.keyboard.press('Shift');
    await page.waitForFunction(() => document.documentElement.dataset.app === 'ready');
  }
}
