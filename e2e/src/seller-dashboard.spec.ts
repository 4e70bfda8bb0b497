// The seller dashboard against what buyers really do: a new seller's product is viewed by one
// buyer who taps 'Chat on WhatsApp', then by a second buyer who only looks; the dashboard's cards
// and today's chart point show exactly those server-recorded numbers. Then the product list's
// title search and category filter, the Boost button, and the loading-error and empty states.

import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { type Dashboard, dashboardDays } from '@dwa/domain/seller-dashboard';
import type { Browser, Locator, Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { snap } from './screenshots.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

// The journeys build on each other's data (one product, then a second one).
test.describe.configure({ mode: 'serial' });

const texts = en.sellerDashboard;
let origin = '';
let seller: TestSeller;
let productId: string;
let productTitle: string;

/** The dashboard as the server computes it for this seller (the journey's reference). */
const dashboardApi = async (): Promise<Dashboard> => {
  const response = await fetch(`${origin}/api/seller/dashboard`, {
    headers: { cookie: seller.cookie },
  });
  if (!response.ok) throw new Error(`dashboard: ${response.status}`);
  return (await response.json()) as Dashboard;
};

test.beforeAll(async ({ baseUrl, demoDataDir }) => {
  origin = baseUrl;
  seller = await createSeller(baseUrl, demoDataDir, {
    product: { title: `Kente stole ${Date.now() % 100_000}`, category: 'fashion' },
  });
  const response = await fetch(`${baseUrl}/api/seller/products`, {
    headers: { cookie: seller.cookie },
  });
  const list = (await response.json()) as { items: { id: string; title: string }[] };
  productId = list.items[0]!.id;
  productTitle = list.items[0]!.title;
});

/** A buyer in a browser of their own (own visitor cookie) opening the product page. */
async function buyerViews(browser: Browser, options: { tapWhatsApp: boolean }) {
  const context = await browser.newContext();
  // No real WhatsApp: wa.me answers locally.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await context.newPage();
  const viewed = page.waitForResponse(
    (r) => r.url().endsWith(`/api/products/${productId}/views`) && r.status() === 204,
  );
  await page.goto(`/products/${productId}`);
  await viewed;
  if (options.tapWhatsApp) {
    const link = page.getByRole('link', { name: new RegExp(en.sellerContact.chatOnWhatsApp) });
    await Promise.all([context.waitForEvent('page'), link.click()]);
  }
  await context.close();
}

/** Screenshots at 360 and 1280 px with `part` scrolled into view (below the fold on a phone). */
async function snapPart(page: Page, part: Locator, name: string) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await part.scrollIntoViewIfNeeded();
    await snap(page, `${name}-${width}`);
  }
}

const statValue = (page: Page, id: string) =>
  page.getByTestId(`stat-${id}`).getByTestId('stat-value');

test.describe('seller dashboard', () => {
  test('shows the views and clicks buyers made, on the cards and on today’s chart point', async ({
    page,
    context,
    browser,
    baseUrl,
  }) => {
    await buyerViews(browser, { tapWhatsApp: true });
    // The click beacon reaches the server on its own time; wait for the server's count.
    await expect.poll(async () => (await dashboardApi()).stats.whatsappClicks).toBe(1);

    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller');
    await expect(statValue(page, 'total-products')).toHaveText('1');
    await expect(page.getByTestId('stat-total-products').getByTestId('stat-note')).toHaveText(
      texts.stats.activeCount.replace('{{count}}', '1'),
    );
    await expect(statValue(page, 'total-views')).toHaveText('1');
    await expect(statValue(page, 'whatsapp-clicks')).toHaveText('1');
    await expect(statValue(page, 'conversion-rate')).toHaveText('100.0%');

    const today = new Date().toISOString().slice(0, 10);
    const days = page.getByTestId('chart-day');
    await expect(days).toHaveCount(30);
    const point = days.last();
    await expect(point).toHaveAttribute('data-date', today);
    await expect(point).toHaveAttribute('data-views', '1');
    await expect(point).toHaveAttribute('data-clicks', '1');
    // Both bars of today are drawn; the screen reader table says the same.
    const heights = () =>
      point
        .locator('rect[class]')
        .evaluateAll((rects) => rects.map((r) => Number(r.getAttribute('height'))));
    await expect.poll(async () => (await heights()).every((h) => h > 0)).toBe(true);
    const lastRow = page.getByTestId('chart-table').locator('tbody tr').last();
    await expect(lastRow.locator('td')).toHaveText(['1', '1']);

    // The product row carries the same numbers.
    const row = page.getByTestId('dashboard-product').filter({ hasText: productTitle });
    await expect(row.getByTestId('dashboard-product-views')).toContainText('1');
    await expect(row.getByTestId('dashboard-product-clicks')).toContainText('1');
    await expect(row.getByTestId('status-badge')).toHaveText(en.sellerProducts.status.active);

    // A second buyer only looks: one more view, no click.
    await buyerViews(browser, { tapWhatsApp: false });
    await expect
      .poll(async () => (await dashboardApi()).stats)
      .toMatchObject({ totalViews: 2, whatsappClicks: 1 });
    await page.reload();
    await expect(statValue(page, 'total-views')).toHaveText('2');
    await expect(statValue(page, 'whatsapp-clicks')).toHaveText('1');
    await expect(statValue(page, 'conversion-rate')).toHaveText('50.0%');
    await expect(days.last()).toHaveAttribute('data-views', '2');
    await expect(days.last()).toHaveAttribute('data-clicks', '1');
    await expect(page.getByTestId('chart-summary')).toHaveText(
      texts.chart.summary.replace('{{views}}', '2').replace('{{clicks}}', '1'),
    );

    await snapBoth(page, 'seller-dashboard');
    await snapPart(page, page.getByTestId('activity-chart'), 'seller-dashboard-chart');
    await snapPart(page, page.getByTestId('dashboard-products'), 'seller-dashboard-products');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSeriousViolations(page, 'the dashboard at 360 px');
    await page.setViewportSize({ width: 1280, height: 800 });
    await expectNoSeriousViolations(page, 'the dashboard at 1280 px');

    // Every text comes from the catalogs: in Twi the same figures carry Twi labels.
    await chooseLanguage(page.context(), origin, 'tw');
    await page.setViewportSize({ width: 360, height: 800 });
    await page.reload();
    await expect(page.getByText(tw.sellerDashboard.stats.totalProducts)).toBeVisible();
    await expect(page.getByTestId('chart-summary')).toHaveText(
      tw.sellerDashboard.chart.summary.replace('{{views}}', '2').replace('{{clicks}}', '1'),
    );
    await snapPart(page, page.getByTestId('activity-chart'), 'seller-dashboard-twi');
  });

  test('narrows the product list by title and by category', async ({ page, context, baseUrl }) => {
    // A second product, in another category, saved the way the product form saves it.
    const form = new FormData();
    form.set(
      'product',
      JSON.stringify({
        title: 'Bluetooth radio',
        category: 'electronics',
        price: '80',
        location: 'accra',
        status: 'active',
      }),
    );
    const created = await fetch(`${baseUrl}/api/seller/products`, {
      method: 'POST',
      headers: { cookie: seller.cookie, origin: baseUrl },
      body: form,
    });
    expect(created.status).toBe(201);

    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller');
    const rows = page.getByTestId('dashboard-product-title');
    // The list keeps the previous rows until the new answer is in: wait for the expected ones
    // (in any order).
    const shows = (expected: string[]) =>
      expect.poll(async () => (await rows.allTextContents()).sort()).toEqual([...expected].sort());
    const both = ['Bluetooth radio', productTitle];
    await shows(both);

    const search = page.getByLabel(texts.products.search);
    await search.fill('KENTE');
    await shows([productTitle]);
    await search.fill('no such title anywhere');
    await expect(page.getByText(texts.products.noMatch)).toBeVisible();
    await search.fill('');
    await shows(both);

    const category = page.getByLabel(texts.products.category);
    await category.selectOption('electronics');
    await shows(['Bluetooth radio']);
    await category.selectOption('fashion');
    await shows([productTitle]);
    await category.selectOption('food');
    await expect(page.getByText(texts.products.noMatch)).toBeVisible();
    await category.selectOption('');
    await shows(both);
  });

  test('opens the upgrade dialog for the one product of a seller not verified', {
    tag: '@desktop',
  }, async ({ page, context, baseUrl }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller');
    const boost = page.getByRole('button', {
      name: texts.products.boostProduct.replace('{{title}}', productTitle),
    });
    await boost.click();
    // A new seller is not verified: the upgrade dialog at once, with the real rules.
    const dialog = page.getByRole('dialog', { name: en.sellerProducts.boost.upgrade.title });
    await expect(dialog.getByTestId('upgrade-reason')).toContainText(
      'Boosting is for verified sellers.',
    );
    await expect(
      dialog.getByRole('button', { name: en.sellerProducts.boost.getVerified }),
    ).toBeVisible();
    await expect(dialog.getByTestId('pro-benefits')).toBeVisible();
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();
  });

  test('offers a retry when the figures fail to load, and Add Product when there are no products', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    // A brand-new shop with nothing yet, answered by the browser (a real seller always has the
    // first product of the registration form).
    const emptyShop: Dashboard = {
      stats: {
        totalProducts: 0,
        activeProducts: 0,
        totalViews: 0,
        whatsappClicks: 0,
        conversionRate: 0,
      },
      daily: dashboardDays(new Date()).map((date) => ({ date, views: 0, clicks: 0 })),
    };
    // The figures fail (every automatic retry too) until the seller presses Try again.
    let failing = true;
    await page.route('**/api/seller/dashboard', (route) =>
      failing
        ? route.fulfill({ status: 503, json: { error: {} } })
        : route.fulfill({ json: emptyShop }),
    );
    await page.route(
      (url) => url.pathname === '/api/seller/products',
      (route) =>
        route.fulfill({
          json: {
            items: [],
            total: 0,
            page: 1,
            pageSize: 50,
            counts: { all: 0, draft: 0, active: 0, hidden: 0, sold: 0 },
          },
        }),
    );
    await page.goto('/seller');
    // The query client retries a 5xx three times (about 14 s) before it gives up.
    await expect(page.getByText(texts.loadError)).toBeVisible({ timeout: 30_000 });
    await snap(page, 'seller-dashboard-error-360');
    failing = false;
    await page.getByRole('button', { name: texts.retry }).click();
    await expect(statValue(page, 'total-products')).toHaveText('0');
    await expect(page.getByRole('link', { name: texts.products.addProduct })).toHaveAttribute(
      'href',
      '/seller/products/new',
    );
    await expect(statValue(page, 'conversion-rate')).toHaveText('0.0%');
    const empty = page.getByText(texts.products.empty);
    await expect(empty).toBeVisible();
    await snapPart(page, empty, 'seller-dashboard-empty');
    await page.setViewportSize({ width: 360, height: 800 });
    await expectNoSeriousViolations(page, 'the empty dashboard');
  });
});
