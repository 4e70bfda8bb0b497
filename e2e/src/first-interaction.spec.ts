// A rendered public page hydrates at the visitor's first interaction, not when it loads
// (decision 058). A reader costs the phone no hydration; a tap, a click or a submit made before
// hydration has finished is held and replayed on the hydrated page, once, and text typed
// meanwhile reaches the hydrated search box. The CPU runs 6× slower here, as on an entry-level
// phone, so the first action really lands while hydration is under way.
import { en } from '@dwa/domain/i18n/en';
import type { BrowserContext, Page } from '@playwright/test';
import { expect, test } from './fixtures.ts';

/** A page of its own, opened as a buyer opens it: not through the `page` fixture, which acts
 * for the journeys as a buyer who already touched the page. */
async function openUntouched(context: BrowserContext, path: string): Promise<Page> {
  const page = await context.newPage();
  const cdp = await context.newCDPSession(page);
  await cdp.send('Emulation.setCPUThrottlingRate', { rate: 6 });
  await page.goto(path);
  await expect(page.locator('html')).toHaveAttribute('data-app', 'waiting');
  return page;
}

const appState = (page: Page) => page.locator('html').getAttribute('data-app');

test('a page that is only read is never hydrated, and asks the API nothing', async ({
  context,
}) => {
  const apiCalls: string[] = [];
  context.on('request', (r) => {
    if (new URL(r.url()).pathname.startsWith('/api/')) apiCalls.push(r.url());
  });
  const page = await openUntouched(context, '/');
  await page.mouse.wheel(0, 0);
  await page.waitForTimeout(2_000);
  expect(await appState(page)).toBe('waiting');
  expect(apiCalls).toEqual([]);
  // The first key starts it.
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
});

test('the app is downloaded while the page is read and runs only at the first tap', async ({
  context,
}) => {
  const scripts: string[] = [];
  context.on('request', (r) => {
    if (r.resourceType() === 'script') scripts.push(new URL(r.url()).pathname);
  });
  const page = await openUntouched(context, '/');
  // Preloaded once the page has loaded: the app's chunk and the shell's English texts.
  await expect.poll(() => scripts.some((s) => /\/assets\/shell-/.test(s))).toBe(true);
  await expect.poll(() => scripts.some((s) => /\/assets\/en-shell-/.test(s))).toBe(true);
  expect(scripts.some((s) => /\/assets\/(tw|pidgin)-shell-/.test(s))).toBe(false);
  // Downloaded, not run: nothing has hydrated.
  await page.waitForTimeout(1_000);
  expect(await appState(page)).toBe('waiting');
  const before = scripts.length;
  await page.keyboard.press('Shift');
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // The first tap fetched none of them again (the home screen's own chunk may come now).
  expect(scripts.slice(before).filter((s) => /\/assets\/(en-)?shell-/.test(s))).toEqual([]);
});

test('the first tap on the help button opens the assistant once, after hydrating', async ({
  context,
}) => {
  const page = await openUntouched(context, '/');
  const toggle = page.getByTestId('assistant-toggle');
  await toggle.click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  // Replayed once: a second click would have closed it again.
  await expect(toggle).toHaveAttribute('aria-expanded', 'true');
  await expect(page.getByRole('dialog', { name: en.assistant.title })).toBeVisible();
});

// The walk's lost tap (issue 33): the theme picker tapped just after the page looked ready.
test('the theme picker tapped before hydration opens its menu, and a theme can be chosen', async ({
  context,
}) => {
  const page = await openUntouched(context, '/');
  await page.setViewportSize({ width: 1280, height: 800 });
  await page.getByTestId('theme-picker').click();
  await expect(page.locator('html')).toHaveAttribute('data-app', 'ready');
  await page.getByRole('menuitemradio', { name: en.theme.dark }).click();
  await expect(page.locator('html')).toHaveClass(/\bdark\b/);
});

test('a search typed and sent before hydration finishes finds what was typed', async ({
  context,
}) => {
  const page = await openUntouched(context, '/');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const box = page.getByRole('searchbox', { name: en.searchBar.label });
  // Typed at once: the first key starts hydration, the rest land while it runs.
  await box.pressSequentially('phone');
  await box.press('Enter');
  await expect(page).toHaveURL(/\/search\?q=phone$/);
  await expect(
    page.getByRole('heading', { name: en.searchPage.resultsFor.replace('{{q}}', 'phone') }),
  ).toBeVisible();
  await expect(page.getByTestId('result-count')).not.toHaveText('');
  // Sent by the hydrated search box (the browser's own submit would have loaded a page).
  expect(documents).toEqual([]);
});

test('a card tapped before hydration opens its product inside the app', async ({ context }) => {
  const page = await openUntouched(context, '/');
  const documents: string[] = [];
  page.on('request', (r) => {
    if (r.resourceType() === 'document') documents.push(r.url());
  });
  const card = page.locator('#root a[href^="/products/"]').first();
  const href = (await card.getAttribute('href'))!;
  await card.click();
  await expect(page).toHaveURL(href);
  await expect(page.getByTestId('product-price')).toBeVisible();
  // Held until the app had hydrated, then moved within it: no second page load.
  expect(documents).toEqual([]);
});

test('a product page that is only read still counts its view', async ({ context, baseUrl }) => {
  const listing = (await (await fetch(`${baseUrl}/api/products?page=1`)).json()) as {
    items: { id: string }[];
  };
  const id = listing.items.at(-1)!.id;
  const view = context.waitForEvent(
    'request',
    (r) => r.method() === 'POST' && new URL(r.url()).pathname === `/api/products/${id}/views`,
  );
  const page = await openUntouched(context, `/products/${id}`);
  await view;
  await page.waitForTimeout(500);
  expect(await appState(page)).toBe('waiting');
});

test('"Chat on WhatsApp" tapped before hydration opens the chat once and counts the tap', async ({
  context,
  baseUrl,
}) => {
  // No real WhatsApp: wa.me answers locally.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const listing = (await (await fetch(`${baseUrl}/api/products?page=1`)).json()) as {
    items: { id: string }[];
  };
  const id = listing.items.at(-2)!.id;
  const page = await openUntouched(context, `/products/${id}`);
  const inquiries: string[] = [];
  context.on('request', (r) => {
    if (r.method() === 'POST' && new URL(r.url()).pathname.endsWith(`/${id}/inquiries`)) {
      inquiries.push(r.url());
    }
  });
  const popups: string[] = [];
  context.on('page', (p) => popups.push(p.url()));
  const link = page.locator('#root a[href^="https://wa.me/"]').first();
  const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
  await expect(popup).toHaveURL(/^https:\/\/wa\.me\//);
  await expect.poll(() => inquiries.length).toBe(1);
  await page.waitForTimeout(500);
  expect(popups).toHaveLength(1);
  expect(inquiries).toHaveLength(1);
});

// The walk's "Back came back at the top" (issue 33): a buyer who scrolled an untouched page and
// tapped a card far down, before the app had started, comes Back to where they were.
test('Back from a card tapped far down before hydration returns to where the buyer was', async ({
  context,
}) => {
  const page = await openUntouched(context, '/');
  const card = page.getByTestId('product-card').nth(-2);
  await card.scrollIntoViewIfNeeded();
  const y = await page.evaluate(
    () =>
      new Promise<number>((done) => {
        window.scrollBy(0, 23);
        requestAnimationFrame(() => requestAnimationFrame(() => done(Math.round(scrollY))));
      }),
  );
  expect(y, 'scrolled far down').toBeGreaterThan(1500);
  expect(await appState(page)).toBe('waiting');
  const box = (await card.locator('h3').boundingBox())!;
  await page.touchscreen.tap(box.x + box.width / 2, box.y + box.height / 2);
  await expect(page).toHaveURL(/\/products\//);
  await expect(page.getByTestId('product-price')).toBeVisible();
  await page.goBack();
  await expect(page).toHaveURL('/');
  await expect
    .poll(async () => Math.abs((await page.evaluate(() => Math.round(scrollY))) - y))
    .toBeLessThanOrEqual(3);
});
