// Low data and offline: the service worker (production build) takes control after the first
// visit; with the network gone, a product page and a content page seen before reload from its
// caches with the offline banner, and the banner leaves when the network is back. The data
// saver makes product cards load only the smallest photo variant. The app is installable
// (manifest with real icons).
import { en } from '@dwa/domain/i18n/en';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snapBoth } from './auth-helpers.ts';
import { launchBrowser } from './chromium.ts';

const baseUrl = inject('baseUrl');
let browser: Browser;
let products: ProductListResponse;

beforeAll(async () => {
  browser = await launchBrowser();
  products = (await (
    await fetch(`${baseUrl}/api/products?pageSize=24`)
  ).json()) as ProductListResponse;
});
afterAll(() => browser.close());

/** A context where the app's service worker may run (launchBrowser blocks it by default). */
async function withWorker(width = 360): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width, height: 800 },
    serviceWorkers: 'allow',
  });
  return { context, page: await context.newPage() };
}

const banner = (page: Page) => page.getByTestId('offline-banner').getByText(en.offline.banner);

describe('offline', () => {
  it('reloads a visited product page and content page from the cache, with the banner', async () => {
    const { context, page } = await withWorker();
    const product = products.items[0]!;
    await page.goto(baseUrl);
    await page.getByTestId('product-card').first().waitFor();
    // The worker installs after load and claims the page; a reload then goes through it.
    const scope = await page.evaluate(async () => (await navigator.serviceWorker.ready).scope);
    expect(scope).toBe(`${baseUrl}/`);
    await page.reload();
    expect(await page.evaluate(() => navigator.serviceWorker.controller !== null)).toBe(true);
    await page.getByTestId('product-card').first().waitFor();

    // Visit a product page and /about online (their code, data and photos get cached).
    await page.goto(`${baseUrl}/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.waitForLoadState('networkidle');
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: en.about.heading }).waitFor();
    expect(await banner(page).count()).toBe(0);

    // Only the worker's caches may help: empty the browser's HTTP cache, then cut the network.
    const cdp = await context.newCDPSession(page);
    await cdp.send('Network.clearBrowserCache');
    const cached = await page.evaluate(
      async (id) => (await caches.match(`/api/products/${id}`)) !== undefined,
      product.id,
    );
    expect(cached).toBe(true);
    await context.setOffline(true);
    await page.goto(`${baseUrl}/products/${product.id}`);
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await banner(page).waitFor();
    // The page is the worker's cached shell (marked by it), not a network answer.
    expect(await page.locator('meta[name="dwa-offline"]').count()).toBe(1);
    await snapBoth(page, 'offline-product');
    await page.reload();
    await page.getByRole('heading', { level: 1, name: product.title }).waitFor();
    await page.goto(`${baseUrl}/about`);
    await page.getByRole('heading', { level: 1, name: en.about.heading }).waitFor();
    await banner(page).waitFor();
    // Home's listing comes from the cached API answer.
    await page.goto(baseUrl);
    await page.getByTestId('product-card').first().waitFor();

    await context.setOffline(false);
    await banner(page).waitFor({ state: 'detached' });
    await context.close();
  });
});

describe('installable', () => {
  it('links a manifest with real 192 and 512 px icons (and a maskable one)', async () => {
    const { context, page } = await withWorker();
    await page.goto(baseUrl);
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
    const { installabilityErrors } = await cdp.send('Page.getInstallabilityErrors');
    expect(installabilityErrors.map((e) => e.errorId)).toEqual(['in-incognito']);
    await context.close();
  });
});

describe('data saver', () => {
  it('loads only the smallest photo variant when on, the full srcset when off', async () => {
    const { context, page } = await withWorker(1280);
    await page.goto(baseUrl);
    const withImage = products.items.findIndex((p) => p.image);
    const image = products.items[withImage]!.image!;
    const smallest = image.srcset.split(',')[0]!.trim().split(/\s+/)[0]!;
    const img = page.getByTestId('product-card').nth(withImage).locator('img');
    await img.waitFor();
    expect(await img.getAttribute('srcset')).toBe(image.srcset);

    const toggle = page.getByTestId('data-saver-toggle');
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('true');
    await page.waitForFunction(
      (el) => el !== null && !el.hasAttribute('srcset'),
      await img.elementHandle(),
    );
    expect(await img.getAttribute('src')).toBe(smallest);

    // The choice is remembered: after a reload the card loads the small file only.
    await page.reload();
    await img.waitFor();
    await img.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (el) => (el as HTMLImageElement | null)?.complete,
      await img.elementHandle(),
    );
    expect(await img.evaluate((el) => (el as HTMLImageElement).currentSrc)).toBe(
      new URL(smallest, baseUrl).href,
    );
    await snapBoth(page, 'data-saver-on');

    await toggle.click();
    expect(await toggle.getAttribute('aria-checked')).toBe('false');
    await page.waitForFunction(
      (el) => el?.getAttribute('srcset') !== null,
      await img.elementHandle(),
    );
    await context.close();
  });
});
