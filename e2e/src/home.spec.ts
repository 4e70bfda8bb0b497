// Home page journeys of issue 14 at 360 px: the category chips reach every listed product (a
// product in General, where WhatsApp uploads land, too) and add up to All.
import type { CategoryCounts } from '@dwa/domain/products';
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { cards } from './product-cards.ts';
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
});
