// First journey: the shell a visitor meets — real products on home at phone and desktop width,
// language and theme switching that persist, an empty category, the 404 page, and no serious
// accessibility violations on any of them.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { Browser } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { openPage } from './pages.ts';
import { snap } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const emptyBaseUrl = inject('emptyBaseUrl');
let browser: Browser;

beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(() => browser.close());

describe('home page', () => {
  it('shows real products from the API at phone width, with a toggle menu', async () => {
    const { context, page } = await openPage(browser, 360, baseUrl);
    const api = await (await fetch(`${baseUrl}/api/products?pageSize=24`)).json();
    const cards = page.getByTestId('product-card');
    await cards.first().waitFor();
    expect(await cards.count()).toBe(api.items.length);
    // The first card is the first listing item (boosted first), shown with its price.
    await expect(cards.first().textContent()).resolves.toContain(api.items[0].title);
    await expect(cards.first().textContent()).resolves.toMatch(/GH₵ \d/);
    // Nothing wider than the phone.
    const overflow = await page.evaluate(
      () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
    );
    expect(overflow).toBe(0);
    // Header links are behind the toggle under 768 px.
    const toggle = page.getByTestId('menu-toggle');
    expect(await toggle.isVisible()).toBe(true);
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await toggle.click();
    expect(await toggle.getAttribute('aria-expanded')).toBe('true');
    await snap(page, 'home-360-menu');
    await page.keyboard.press('Escape');
    expect(await toggle.getAttribute('aria-expanded')).toBe('false');
    await snap(page, 'home-360');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it('shows the header links without a toggle on desktop', async () => {
    const { context, page } = await openPage(browser, 1280, baseUrl);
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('menu-toggle').isVisible()).toBe(false);
    const nav = page.getByRole('banner');
    for (const name of [en.nav.home, en.nav.sell, en.nav.about]) {
      expect(await nav.getByRole('link', { name, exact: true }).isVisible(), name).toBe(true);
    }
    await snap(page, 'home-1280');
    await context.close();
  });
});

describe('language and theme', () => {
  it('switches every shell string to Twi and keeps the choice after reload', async () => {
    const { context, page } = await openPage(browser, 1280, baseUrl);
    await page.getByTestId('product-card').first().waitFor();
    await page.getByTestId('language-picker').click();
    await page.getByRole('menuitemradio', { name: /Twi/ }).click();
    const nav = page.getByRole('banner');
    await nav.getByRole('link', { name: tw.nav.home, exact: true }).waitFor();
    expect(await page.locator('html').getAttribute('lang')).toBe('tw');
    expect(await page.getByRole('contentinfo').textContent()).toContain(tw.footer.hours);
    await page.reload();
    await nav.getByRole('link', { name: tw.nav.home, exact: true }).waitFor();
    await snap(page, 'home-1280-twi');
    await context.close();
  });

  it('switches to dark theme before first paint on the next visit', async () => {
    const { context, page } = await openPage(browser, 1280, baseUrl);
    await page.getByTestId('theme-picker').click();
    await page.getByRole('menuitemradio', { name: en.theme.dark }).click();
    expect(await page.locator('html').getAttribute('class')).toContain('dark');
    // Checked at DOMContentLoaded: the inline script has run before any paint.
    await page.goto(baseUrl, { waitUntil: 'domcontentloaded' });
    expect(await page.evaluate(() => document.documentElement.classList.contains('dark'))).toBe(
      true,
    );
    await page.getByTestId('product-card').first().waitFor();
    await snap(page, 'home-1280-dark');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('empty states and errors', () => {
  it('shows skeletons, then the empty state for a category without products', async () => {
    const { context, page } = await openPage(browser, 360, emptyBaseUrl);
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
    await page.getByTestId('product-skeleton').first().waitFor();
    expect(await page.getByTestId('product-skeleton').count()).toBe(8);
    release();
    await page.getByText(en.home.emptyTitle).waitFor();
    expect(await page.getByTestId('product-skeleton').count()).toBe(0);
    expect(page.url()).toContain('category=books');
    expect(await page.getByText(en.home.emptyHint).isVisible()).toBe(true);
    expect(await page.getByTestId('product-card').count()).toBe(0);
    await snap(page, 'home-360-empty');
    await context.close();
  });

  it('answers an unknown URL with the 404 page and its ways out', async () => {
    const { context, page } = await openPage(browser, 360, `${baseUrl}/no/such/page`);
    await page.getByRole('heading', { level: 1 }).waitFor();
    for (const name of [en.notFound.goBack, en.notFound.browse, en.notFound.sell]) {
      expect(
        await page
          .getByRole(/Back/.test(name) ? 'button' : 'link', { name })
          .first()
          .isVisible(),
        name,
      ).toBe(true);
    }
    await snap(page, '404-360');
    expect(await seriousViolations(page)).toEqual([]);
    await page.getByRole('link', { name: en.notFound.browse }).first().click();
    await page.getByTestId('product-card').first().waitFor();
    await context.close();
  });
});
