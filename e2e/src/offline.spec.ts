// Low data and offline: the service worker (production build) takes control after the first
// visit; with the network gone, a product page and a content page seen before reload from its
// caches with the offline banner, and the banner leaves when the network is back. The data
// saver makes product cards load only the smallest photo variant. The app is installable
// (manifest with real icons).
import { en } from '@dwa/domain/i18n/en';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expect, test } from './fixtures.ts';

// The only journeys where the app's service worker may run (the config blocks it elsewhere).
test.use({ serviceWorkers: 'allow' });

let products: ProductListResponse;

test.beforeAll(async ({ baseUrl }) => {
  products = (await (
    await fetch(`${baseUrl}/api/products?pageSize=24`)
  ).json()) as ProductListResponse;
});

const banner = (page: Page) => page.getByTestId('offline-banner').getByText(en.offline.banner);

test.describe('offline', () => {
  test('reloads a visited product page and content page from the cache, with the banner', async ({
    page,
    context,
    baseUrl,
  }) => {
    const product = products.items[0]!;
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    // The worker installs after load and claims the page; a reload then goes through it.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await page.reload();
    await expect
      .poll(() => page.evaluate(() => navigator.serviceWorker.controller !== null))
      .toBe(true);
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
    await expect
      .poll(() =>
        page.evaluate(
          async (id) => (await caches.match(`/api/products/${id}`)) !== undefined,
          product.id,
        ),
      )
      .toBe(true);
    await context.setOffline(true);
    await page.goto(`/products/${product.id}`);
    await expect(page.getByRole('heading', { level: 1, name: product.title })).toBeVisible();
    await expect(banner(page)).toBeVisible();
    // The page is the worker's cached shell (marked by it), not a network answer.
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
