// Public pages arrive as HTML and then hydrate: the browser's first render must be the
// server's (compared element by element) and adopt its DOM without changing it, it must ask the
// API for nothing the page was rendered from, nothing may log an error or warning, and language,
// theme and session are right in the first HTML.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Page } from '@playwright/test';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { createSeller, signInSeller } from './seller-helpers.ts';

let productPath = '';
let shopPath = '';

test.beforeAll(async ({ baseUrl }) => {
  const listing = (await (
    await fetch(`${baseUrl}/api/products?page=1`)
  ).json()) as ProductListResponse;
  const product = listing.items.find((p) => p.photo) ?? listing.items[0]!;
  productPath = `/products/${product.id}`;
  shopPath = `/shops/${product.seller.id}`;
});

/** Records, from the parsed HTML until the app is ready, every change to #root: hydration that
 * rewrites the server's DOM (a split text node, a replaced element) costs a cheap phone a style,
 * layout and paint per change while it hydrates (decision 033). */
async function recordHydrationChanges(page: Page) {
  await page.addInitScript(() => {
    const changes: string[] = [];
    (window as { hydrationChanges?: string[] }).hydrationChanges = changes;
    document.addEventListener('DOMContentLoaded', () => {
      const root = document.getElementById('root');
      if (!root) return;
      const observer = new MutationObserver((records) => {
        if (document.documentElement.dataset.app === 'ready') return observer.disconnect();
        for (const record of records) {
          const where = record.target.parentElement ?? record.target;
          changes.push(`${record.type} in ${(where as Element).outerHTML.slice(0, 120)}`);
        }
      });
      observer.observe(root, { subtree: true, childList: true, characterData: true });
    });
  });
}

/** Opens a page as a first visit and returns what the server sent and what the console said. */
async function openFresh(page: Page, path: string) {
  await recordHydrationChanges(page);
  const logged: string[] = [];
  page.on('console', (m) => {
    // Playwright's own note (the journeys run with service workers blocked) is not the app's.
    if (m.text().includes('blocked by Playwright')) return;
    if (m.type() === 'error' || m.type() === 'warning') logged.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => logged.push(`pageerror: ${e.message}`));
  const apiCalls: string[] = [];
  page.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  const response = await page.goto(path);
  expect(response?.status(), path).toBe(200);
  const served = (await response!.text()) as string;
  return { served, logged, apiCalls };
}

/** #root as the server sent it and as it is after hydration, both as the browser parses them. */
async function rootsOf(page: Page, served: string) {
  return page.evaluate((html) => {
    const parsed = new DOMParser().parseFromString(html, 'text/html');
    return {
      server: parsed.getElementById('root')?.innerHTML ?? '',
      client: document.getElementById('root')?.innerHTML ?? '',
    };
  }, served);
}

for (const [name, path] of [
  ['home', () => '/'],
  ['search', () => '/search?q=phone'],
  ['product', () => productPath],
  ['shop', () => shopPath],
  ['content', () => '/about'],
] as const) {
  test(`the ${name} page hydrates onto the server's HTML without asking again`, async ({
    page,
  }) => {
    const { served, logged, apiCalls } = await openFresh(page, path());
    const { server, client } = await rootsOf(page, served);
    expect(server.length, 'the page has content without script').toBeGreaterThan(1000);
    expect(client).toBe(server);
    expect(
      await page.evaluate(() => (window as { hydrationChanges?: string[] }).hydrationChanges),
    ).toEqual([]);
    // Beacons a page sends about itself (a product view) are not refetches of its data.
    expect(apiCalls.filter((url) => !/\/views$/.test(url))).toEqual([]);
    expect(logged).toEqual([]);
  });
}

test('a visitor with a chosen language and theme gets the same first render from both sides', async ({
  page,
  context,
  baseUrl,
}) => {
  await chooseLanguage(context, baseUrl, 'tw');
  await context.addCookies([
    { name: 'theme', value: 'light', url: baseUrl },
    { name: 'dataSaver', value: 'on', url: baseUrl },
  ]);
  const { served, logged } = await openFresh(page, '/');
  const { server, client } = await rootsOf(page, served);
  expect(server).toContain(tw.home.heroTitle);
  expect(client).toBe(server);
  expect(logged).toEqual([]);
});

test('language, theme and session are in the first HTML', async ({
  page,
  context,
  baseUrl,
  demoDataDir,
}) => {
  await chooseLanguage(context, baseUrl, 'tw');
  await context.addCookies([{ name: 'theme', value: 'dark', url: baseUrl }]);
  const seller = await createSeller(baseUrl, demoDataDir);
  await signInSeller(context, baseUrl, seller);
  const { served } = await openFresh(page, '/');
  expect(served).toContain('<html lang="tw" class="dark">');
  const parsed = await page.evaluate((html) => {
    const doc = new DOMParser().parseFromString(html, 'text/html');
    return doc.querySelector('header')?.textContent ?? '';
  }, served);
  // The signed-in seller's header (Logout, in Twi), not "Seller Login".
  expect(parsed).toContain(tw.nav.logout);
  expect(parsed).not.toContain(en.nav.sellerLogin);
  await expect(page.getByRole('heading', { level: 1 })).toHaveText(tw.home.heroTitle);
});
