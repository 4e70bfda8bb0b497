// Low data and offline: the service worker (production build) takes control after the first
// visit; with the network gone, a product page and a content page seen before reload from its
// caches with the offline banner, and the banner leaves when the network is back. On a slow
// network a page seen before comes from the cache after 3 s (decision 035); navigations use
// navigation preload; an API answer stored over a day ago is not served offline. The data
// saver makes product cards load only the smallest photo variant. The app is installable
// (manifest with real icons).
import { en } from '@dwa/domain/i18n/en';
import type { ProductListResponse } from '@dwa/domain/products';
import type { BrowserContext, Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expect, navigateInApp, test } from './fixtures.ts';

// The only journeys where the app's service worker may run (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

let products: ProductListResponse;

test.beforeAll(async ({ baseUrl }) => {
  products = (await (
    await fetch(`${baseUrl}/api/products?pageSize=24`)
  ).json()) as ProductListResponse;
});

const banner = (page: Page) => page.getByTestId('offline-banner').getByText(en.offline.banner);

/** Opens the site and reloads once the worker is ready, so that it controls the page. */
async function underWorker(page: Page, baseUrl: string) {
  await page.goto('/');
  // The worker installs after load and claims the page; a reload then goes through it.
  const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
  expect(scope).toBe(`${baseUrl}/`);
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
    .toBe(true);
}

// The worker's runtime caches (pages: one per build, `dwa-pages-<version>`) and the header it
// stamps a copy with when storing it.
const PAGES = 'dwa-pages-';
const API = 'dwa-api-v2';
const STAMP = 'x-sw-cached-at';
const HOUR = 3600_000;

/** When the worker stored its copy of `path` in the cache named `prefix…` (ms since the epoch),
 * or 0 when it has none. */
function storedAt(page: Page, prefix: string, path: string): Promise<number> {
  return page.evaluate(
    async ({ prefix, path, stamp }) => {
      for (const name of await caches.keys()) {
        const copy = name.startsWith(prefix)
          ? await caches.match(path, { cacheName: name, ignoreVary: true })
          : null;
        if (copy) return Number(copy.headers.get(stamp));
      }
      return 0;
    },
    { prefix, path, stamp: STAMP },
  );
}

/** Makes the worker's copy of `path` look as if it was stored `hours` ago. */
function backdate(page: Page, cacheName: string, path: string, hours: number) {
  return page.evaluate(
    async ({ cacheName, path, stamp, ms }) => {
      const cache = await caches.open(cacheName);
      const copy = (await cache.match(path, { ignoreVary: true }))!;
      const headers = new Headers(copy.headers);
      headers.set(stamp, String(Date.now() - ms));
      await cache.put(path, new Response(await copy.blob(), { status: copy.status, headers }));
    },
    { cacheName, path, stamp: STAMP, ms: hours * HOUR },
  );
}

/** Every network request of the page, navigation preload included, now waits `ms`, as on 2G. */
async function slowNetwork(context: BrowserContext, page: Page, ms: number) {
  const cdp = await context.newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', {
    offline: false,
    latency: ms,
    downloadThroughput: -1,
    uploadThroughput: -1,
  });
}

test.describe('offline', () => {
  test('reloads a visited product page and content page from the cache, with the banner', async ({
    page,
    context,
    baseUrl,
  }) => {
    const product = products.items[0]!;
    await underWorker(page, baseUrl);
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    // Visit a product page and /about online (their code, data and photos get cached).
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(page.getByRole('img', { name: product.title }).first()).toHaveJSProperty(
      'complete',
      true,
    );
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    await expect(banner(page)).toHaveCount(0);

    // Only the worker's caches may help: empty the browser's HTTP cache, then cut the network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    // The pages arrived rendered (their data inside): the worker kept the pages themselves.
    await expect.poll(() => storedAt(page, PAGES, `/products/${product.id}`)).toBeGreaterThan(0);
    await context.setOffline(true);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The page is the worker's copy of it (marked offline by the worker), not a network answer.
    await expect(page.locator('meta[name="dwa-offline"]')).toHaveCount(1);
    await snapBoth(page, 'offline-product');
    await page.reload();
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // Home's listing comes from the cached API answer.
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();

    await context.setOffline(false);
    await expect(banner(page)).toHaveCount(0);
  });

  test('a page never kept falls back to the cached shell offline', async ({
    page,
    context,
    baseUrl,
  }) => {
    await underWorker(page, baseUrl);
    // Home rendered by the app itself (not the server) asks for the listing: the API cache has it.
    await page.goto('/about');
    await navigateInApp(page, '/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await context.setOffline(true);
    // Home's code is in the shell and its listing in the API cache; this URL was never kept.
    await page.goto('/?from=somewhere');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.locator('meta[name="dwa-offline"]')).toHaveCount(1);
    await expect(banner(page)).toBeVisible();
  });
});

test.describe('slow networks', () => {
  test('a page seen before comes from the cache after 3 s; the late answer refreshes it', async ({
    page,
    context,
    baseUrl,
  }) => {
    await underWorker(page, baseUrl);
    await page.goto('/about');
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    await expect.poll(() => storedAt(page, PAGES, '/about')).toBeGreaterThan(0);

    // Every network answer now takes 8 s (navigation preload included).
    await slowNetwork(context, page, 8000);
    const started = await page.evaluate(() => Date.now());
    const t0 = performance.now();
    await page.goto('/about', { waitUntil: 'commit', timeout: 20_000 });
    const waited = performance.now() - t0;
    // The worker gave the network its 3 s, then answered with its copy (not after 8 s).
    expect(waited).toBeGreaterThan(2500);
    expect(waited).toBeLessThan(5000);
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    // A copy served for slowness is no sign of being offline.
    await expect(page.locator('meta[name="dwa-offline"]')).toHaveCount(0);
    // The network's answer, when it came, replaced the copy.
    await expect
      .poll(() => storedAt(page, PAGES, '/about'), { timeout: 15_000 })
      .toBeGreaterThan(started);
  });

  test('navigation preload is on, and navigations use it (no second request)', async ({
    page,
    context,
    baseUrl,
  }) => {
    await underWorker(page, baseUrl);
    const state = await page.evaluate(async () =>
      (await navigator.serviceWorker.ready).navigationPreload.getState(),
    );
    expect(state.enabled).toBe(true);

    // The preload request is reported as the worker's; a worker that ignored its answer would
    // fetch the page again itself, without the preload header.
    const fromWorker: string[] = [];
    context.on('request', (request) => {
      if (request.serviceWorker() && new URL(request.url()).pathname === '/about') {
        fromWorker.push(request.headers()['service-worker-navigation-preload'] ?? 'no preload');
      }
    });
    const response = await page.goto('/about');
    expect(response?.status()).toBe(200);
    await expect(page.getByRole('heading', { level: 1, name: en.about.heading })).toBeVisible();
    await expect.poll(() => storedAt(page, PAGES, '/about')).toBeGreaterThan(0);
    expect(fromWorker).toEqual(['true']);
  });

  test('an API answer stored over a day ago is not served offline', async ({
    page,
    context,
    baseUrl,
  }) => {
    const path = '/api/categories';
    const status = () =>
      page.evaluate(
        (path) =>
          fetch(path).then(
            (r) => r.status,
            () => 'failed',
          ),
        path,
      );
    await underWorker(page, baseUrl);
    expect(await status()).toBe(200);
    await expect.poll(() => storedAt(page, API, path)).toBeGreaterThan(0);

    // Only the worker's cache may answer: no copy in the browser's HTTP cache, no network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    await context.setOffline(true);
    await backdate(page, API, path, 23);
    expect(await status()).toBe(200);
    await backdate(page, API, path, 25);
    expect(await status()).toBe('failed');
    await context.setOffline(false);
    expect(await status()).toBe(200);
  });
});

test.describe('installable', () => {
  test('links a manifest with real 192 and 512 px icons (and a maskable one)', async ({
    page,
    context,
    baseUrl,
  }) => {
    await page.goto('/');
    const href = await page.locator('link[rel=manifest]').getAttribute('href');
    const response = await fetch(new URL(href!, baseUrl));
    expect(response.headers.get('content-type')).toMatch(/manifest\+json/);
    const manifest = await response.json();
    expect(manifest).toMatchObject({ name: expect.stringContaining('Dwa'), short_name: 'Dwa' });
    expect(manifest).toMatchObject({ start_url: '/', display: 'standalone' });
    for (const icon of manifest.icons as { src: string; sizes: string; purpose: string }[]) {
      const png = await fetch(new URL(icon.src, baseUrl));
      expect(png.headers.get('content-type'), icon.src).toBe('image/png');
      const bytes = Buffer.from(await png.arrayBuffer());
      // PNG header width/height (big-endian at 16 and 20) match the declared size.
      const [width, height] = icon.sizes.split('x').map(Number);
      expect([bytes.readUInt32BE(16), bytes.readUInt32BE(20)], icon.src).toEqual([width, height]);
    }
    const purposes = manifest.icons.map((i: { purpose: string }) => i.purpose);
    expect(purposes).toContain('maskable');
    expect(manifest.icons.map((i: { sizes: string }) => i.sizes)).toEqual(
      expect.arrayContaining(['192x192', '512x512']),
    );
    // Chromium's own verdict (what decides the install prompt): no installability errors but
    // the one for the test browser's private (incognito-like) context.
    await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    const cdp = await context.newCDPSession(page);
    await expect
      .poll(async () => {
        const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
        return installabilityErrors.map((e) => e.errorId);
      })
      .toEqual(['in-incognito']);
  });
});

test.describe('data saver', { tag: '@desktop' }, () => {
  test('loads only the smallest photo variant when on, the full srcset when off', async ({
    page,
    baseUrl,
  }) => {
    await page.goto('/');
    const withPhoto = products.items.findIndex((p) => p.photo);
    const photo = products.items[withPhoto]!.photo!;
    const smallest = photo.srcset.split(',')[0]!.trim().split(/\s+/)[0]!;
    const img = page.getByTestId('product-card').nth(withPhoto).locator('img');
    await expect(img).toHaveAttribute('srcset', photo.srcset);

    const toggle = page.getByTestId('data-saver-toggle');
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'true');
    await expect(img).not.toHaveAttribute('srcset');
    await expect(img).toHaveAttribute('src', smallest);

    // The choice is remembered: after a reload the card loads the small file only.
    await page.reload();
    await img.scrollIntoViewIfNeeded();
    await expect(img).toHaveJSProperty('complete', true);
    await expect(img).toHaveJSProperty('currentSrc', new URL(smallest, baseUrl).href);
    await snapBoth(page, 'data-saver-on');

    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-checked', 'false');
    await expect(img).toHaveAttribute('srcset', photo.srcset);
  });
});
