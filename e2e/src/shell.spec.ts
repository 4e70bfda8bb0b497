// First journey: the shell a visitor meets — real products on home at phone and desktop width,
// language and theme switching that persist, an empty category, the 404 page, and no serious
// accessibility violations on any of them.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { ProductListResponse } from '@dwa/domain/products';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';
import { snap } from './screenshots.ts';

test.describe('home page', () => {
  test('shows real products from the API at phone width, with a toggle menu', async ({
    page,
    baseUrl,
  }) => {
    await page.goto('/');
    const api = (await (
      await fetch(`${baseUrl}/api/products?pageSize=24`)
    ).json()) as ProductListResponse;
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(api.items.length);
    // The first card is the first listing item (boosted first), shown with its price.
    await expect(cards.first()).toContainText(api.items[0]!.title);
    await expect(cards.first()).toContainText(/GH₵ \d/);
    // Nothing wider than the phone.
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    // Header links are behind the toggle under 768 px.
    const toggle = page.getByTestId('menu-toggle');
    await expect(toggle).toBeVisible();
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await toggle.click();
    await expect(toggle).toHaveAttribute('aria-expanded', 'true');
    await snap(page, 'home-360-menu');
    await page.keyboard.press('Escape');
    await expect(toggle).toHaveAttribute('aria-expanded', 'false');
    await snap(page, 'home-360');
    await expectNoSeriousViolations(page, 'home at 360 px');
  });

  test('shows the header links without a toggle on desktop', { tag: '@desktop' }, async ({
    page,
  }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await expect(page.getByTestId('menu-toggle')).toBeHidden();
    const nav = page.getByRole('banner');
    for (const name of [en.nav.home, en.nav.sell, en.nav.about]) {
      await expect(nav.getByRole('link', { name, exact: true }), name).toBeVisible();
    }
    await snap(page, 'home-1280');
  });
});

test.describe('language and theme', { tag: '@desktop' }, () => {
  test('switches every shell string to Twi and keeps the choice after reload', async ({ page }) => {
    await page.goto('/');
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: /Twi/ }).click();
    const nav = page.getByRole('banner');
    await expect(nav.getByRole('link', { name: tw.nav.home, exact: true })).toBeVisible();
    await expect(page.locator('html')).toHaveAttribute('lang', 'tw');
    await expect(page.getByRole('contentinfo')).toContainText(tw.footer.hours);
    await page.reload();
    await expect(nav.getByRole('link', { name: tw.nav.home, exact: true })).toBeVisible();
    await snap(page, 'home-1280-twi');
  });

  test('switches to dark theme before first paint on the next visit', async ({ page }) => {
    await page.goto('/');
    await page.getByTestId('theme-picker').click();
    await page.getByRole('menuitemradio', { name: en.theme.dark }).click();
    await expect(page.locator('html')).toHaveClass(/\bdark\b/);
    // Checked once, at DOMContentLoaded (not retried): the inline script ran before any paint.
    await page.goto('/', { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await expect(page.getByTestId('product-card').first()).toBeVisible();
    await snap(page, 'home-1280-dark');
    await expectNoSeriousViolations(page, 'home in dark theme');
  });
});

test.describe('empty states and errors', () => {
  test('shows skeletons, then the empty state for a category without products', async ({
    page,
    emptyBaseUrl,
  }) => {
    await page.goto(emptyBaseUrl);
    // Hold the next listing response until the skeletons have been seen.
    let release = () => {};
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    await page.route('**/api/products?*category=books*', async (route) => {
      await held;
      await route.continue();
    });
    // The link's name gains the category's count once loaded: find it by its test id.
    await page.getByTestId('category-books').click();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(8);
    release();
    await expect(page.getByText(en.home.emptyTitle)).toBeVisible();
    await expect(page.getByTestId('product-skeleton')).toHaveCount(0);
    await expect(page).toHaveURL(/category=books/);
    await expect(page.getByText(en.home.emptyHint)).toBeVisible();
    await expect(page.getByTestId('product-card')).toHaveCount(0);
    await snap(page, 'home-360-empty');
  });

  test('answers an unknown URL with the 404 page and its ways out', async ({ page }) => {
    await page.goto('/no/such/page');
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    for (const name of [en.notFound.goBack, en.notFound.browse, en.notFound.sell]) {
      await expect(
        page.getByRole(/Back/.test(name) ? 'button' : 'link', { name }).first(),
        name,
      ).toBeVisible();
    }
    await snap(page, '404-360');
    await expectNoSeriousViolations(page, 'the 404 page');
    await page.getByRole('link', { name: en.notFound.browse }).first().click();
    await expect(page.getByTestId('product-card').first()).toBeVisible();
  });
});
