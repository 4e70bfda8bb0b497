// The API reference for developers (decision 045): /api/docs renders /api/openapi.json with
// Swagger UI served by this server, at phone and desktop width, under the app's Content Security
// Policy: the operations are listed with their summaries and operationIds, nothing breaks the
// policy, nothing is asked of another host, and the console stays clean.
import type { Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';
import { snap } from './screenshots.ts';

/** Opens /api/docs (not an app page: no hydration to wait for) and records what went wrong. */
async function openDocs(page: Page, baseUrl: string) {
  const problems: string[] = [];
  await page.addInitScript(() => {
    document.addEventListener('securitypolicyviolation', (e) =>
      console.error(`CSP violation: ${e.violatedDirective} ${e.blockedURI}`),
    );
  });
  page.on('console', (m) => {
    if (m.type() === 'error' || m.type() === 'warning') problems.push(`${m.type()}: ${m.text()}`);
  });
  page.on('pageerror', (e) => problems.push(`pageerror: ${e.message}`));
  page.on('request', (r) => {
    if (!r.url().startsWith(baseUrl) && !r.url().startsWith('data:')) {
      problems.push(`request to another host: ${r.url()}`);
    }
  });
  const response = await page.goto('/api/docs');
  expect(response?.status()).toBe(200);
  return problems;
}

/** The operationIds rendered while the page is scrolled from top to bottom. Past 150 rows (tags
 * and operations) Swagger UI renders only the operations near the window (a virtualised list, by
 * design since 5.x), so every operation is proved listed by reaching it, as a reader would. */
async function operationsSeenWhileScrolling(page: Page, stopAt?: string) {
  const seen = new Set<string>();
  await page.evaluate(() => window.scrollTo(0, 0));
  for (let step = 0; step < 400; step++) {
    for (const id of await page.locator('.opblock').evaluateAll((es) => es.map((e) => e.id))) {
      seen.add(id.replace(/^operations-[^-]+-/, ''));
    }
    if (stopAt && seen.has(stopAt)) return seen;
    const moved = await page.evaluate(() => {
      const before = window.scrollY;
      window.scrollBy(0, Math.round(window.innerHeight * 0.7));
      return window.scrollY !== before;
    });
    if (!moved) return seen;
    // The list renders the rows near the new position on the next frames.
    await page.evaluate(
      () => new Promise((resolve) => requestAnimationFrame(() => requestAnimationFrame(resolve))),
    );
  }
  return seen;
}

async function expectOperationsListed(page: Page) {
  await expect(page.getByRole('heading', { name: /Dwa API/ })).toBeVisible();
  await expect(page.locator('.opblock').first()).toBeVisible();
  await operationsSeenWhileScrolling(page, 'listProducts');
  const listProducts = page.locator('.opblock', { hasText: 'listProducts' }).first();
  await expect(listProducts).toBeVisible();
  await expect(listProducts).toContainText('/api/products');
  await expect(listProducts).toContainText('Lists the products for sale');
  // Every operation of the document is listed, under its tag.
  const doc = (await (await page.request.get('/api/openapi.json')).json()) as {
    paths: Record<string, Record<string, { operationId: string }>>;
  };
  const ids = Object.values(doc.paths).flatMap((item) =>
    Object.values(item).map((op) => op.operationId),
  );
  expect(ids.length).toBeGreaterThan(100);
  expect([...(await operationsSeenWhileScrolling(page))].sort()).toEqual(ids.sort());
  await page.evaluate(() => window.scrollTo(0, 0));
}

test.describe('API reference', () => {
  test('lists every operation on a phone, within the width, with no error', async ({
    page,
    baseUrl,
  }) => {
    const problems = await openDocs(page, baseUrl);
    await expectOperationsListed(page);
    await expect.poll(() => horizontalOverflow(page)).toBe(0);
    await snap(page, 'api-docs-360-top');
    // An operation opens: its request body, here the multipart photo upload.
    await operationsSeenWhileScrolling(page, 'searchProductsByPhoto');
    const photoSearch = page.locator('.opblock', { hasText: 'searchProductsByPhoto' }).first();
    await photoSearch.locator('.opblock-summary').click();
    await expect(photoSearch).toContainText('multipart/form-data');
    await expect(photoSearch).toContainText('The photo to match');
    await snap(page, 'api-docs-360');
    expect(problems).toEqual([]);
  });

  test('lists every operation on a desktop, with no error', { tag: '@desktop' }, async ({
    page,
    baseUrl,
  }) => {
    const problems = await openDocs(page, baseUrl);
    await expectOperationsListed(page);
    // Filtering by tag narrows the list.
    await page.getByPlaceholder('Filter by tag').fill('Seller');
    await expect(page.locator('.opblock', { hasText: 'createSellerProduct' })).toBeVisible();
    await expect(page.locator('.opblock', { hasText: 'listProducts' })).toHaveCount(0);
    await snap(page, 'api-docs-1280');
    expect(problems).toEqual([]);
  });
});
