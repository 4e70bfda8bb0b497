// Home page journeys at 360 px: the category chips reach every listed product (a
// product in General, where WhatsApp uploads land, too) and add up to All; the live-shopping
// strip is where buyers see it (under the hero, in the first screen and a half), comes rendered
// with the page and holds its place, so nothing below it moves.
import type { CategoryCounts } from '@dwa/domain/products';
import type { Page } from '@playwright/test';
import { expect, navigateInApp, test } from './fixtures.ts';
import { cards } from './product-cards.ts';
import { snap } from './screenshots.ts';
import { createSeller } from './seller-helpers.ts';

/** The count on each chip, by category ('all' included). */
async function chipCounts(page: Page): Promise<Map<string, number>> {
  const chips = page.locator('[data-testid^="category-"]:has([data-testid="category-count"])');
  const counts = new Map<string, number>();
  for (const chip of await chips.all()) {
    const id = (await chip.getAttribute('data-testid'))!.replace('category-', '');
    counts.set(id, Number(await chip.getByTestId('category-count').textContent()));
  }
  return counts;
}

/** The sum of the layout shifts the page has had (the CLS figure, without input exclusions). */
const layoutShift = (page: Page) =>
  page.evaluate(
    () =>
      new Promise<number>((resolve) => {
        let sum = 0;
        new PerformanceObserver((list) => {
          for (const entry of list.getEntries())
            sum += (entry as unknown as { value: number }).value;
        }).observe({ type: 'layout-shift', buffered: true });
        setTimeout(() => resolve(sum), 300);
      }),
  );

test.describe('home', () => {
  test('the category chips cover every listed product and add up to All', async ({
    page,
    baseUrl,
    demoDataDir,
  }) => {
    // A product in General: the spec's filter list has no chip for it.
    const seller = await createSeller(baseUrl, demoDataDir, {
      product: { title: 'E2E general product', category: 'general' },
    });
    expect(seller.id).toBeTruthy();
    // Listings are cached for a second: until the new product is counted.
    await expect(async () => {
      await page.goto('/');
      const counts = await chipCounts(page);
      expect(counts.get('general') ?? 0).toBeGreaterThan(0);
    }).toPass();
    const counts = await chipCounts(page);
    const all = counts.get('all')!;
    const sum = [...counts].filter(([id]) => id !== 'all').reduce((n, [, c]) => n + c, 0);
    expect(sum).toBe(all);
    // Every category the server counts products in has its chip.
    const answer = (await (await page.request.get('/api/categories')).json()) as CategoryCounts;
    for (const { category, count } of answer.categories) {
      if (count > 0) expect(counts.has(category), category).toBe(true);
    }

    await page.getByTestId('category-general').click();
    await expect(page).toHaveURL(/category=general/);
    await expect(page.getByTestId('category-general')).toHaveAttribute('aria-current', 'page');
    await expect(cards(page).filter({ hasText: 'E2E general product' })).toHaveCount(1);
  });

  test('shows the live strip under the hero, rendered with the page, without moving the page', async ({
    page,
  }) => {
    // In the server's HTML already, before the listing.
    const html = await (await page.request.get('/')).text();
    const strip = html.indexOf('data-testid="live-strip"');
    expect(strip).toBeGreaterThan(0);
    expect(strip).toBeLessThan(html.indexOf('data-testid="product-card"'));

    await page.goto('/');
    const section = page.getByTestId('live-section');
    await expect(section).toBeVisible();
    const box = (await section.boundingBox())!;
    const viewport = page.viewportSize()!;
    // In the first screen and a half at 360 px, above the first product.
    expect(box.y + box.height).toBeLessThan(viewport.height * 1.5);
    const firstCard = (await cards(page).first().boundingBox())!;
    expect(box.y + box.height).toBeLessThanOrEqual(firstCard.y);
    expect(await layoutShift(page)).toBeLessThan(0.01);
    await snap(page, 'home-live-strip-360');

    // A home page the browser renders itself (reached inside the app, streams still on their
    // way): a placeholder of the same height holds the strip's place.
    await page.goto('/about');
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/live-streams', async (route) => {
      await held;
      await route.continue();
    });
    await navigateInApp(page, '/');
    const placeholder = page.getByTestId('live-strip-placeholder');
    await expect(placeholder).toBeVisible();
    const reserved = (await placeholder.boundingBox())!;
    release();
    await expect(section).toBeVisible();
    const arrived = (await section.boundingBox())!;
    expect(arrived.y).toBe(reserved.y);
    expect(arrived.height).toBe(reserved.height);
  });
});
