// My Products and the product form against the real server, in real Chromium, with a brand-new
// seller (its registration brings one product): add a product with two photos → the buyer sees
// it on the home page and its product page → edit title, price and cover → hide two in bulk
// (gone for buyers) → unhide → delete one after the confirmation. Also: 9 photos are refused in
// the form, boosting without verification is explained (no fake success), an unknown product's
// edit page is the not-found screen, and both screens at 360 and 1280 px pass axe.
import { en } from '@dwa/domain/i18n/en';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snapBoth } from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { snap } from './screenshots.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('demoDataDir');
const texts = en.sellerProducts;
let browser: Browser;
let seller: TestSeller;
let context: BrowserContext;
let page: Page;

/** A photo file as the browser's file picker hands it over. */
async function photo(name: string, rgb: [number, number, number], width = 1200, height = 900) {
  const buffer = await sharp({
    create: { width, height, channels: 3, background: { r: rgb[0], g: rgb[1], b: rgb[2] } },
  })
    .jpeg({ quality: 80 })
    .toBuffer();
  return { name, mimeType: 'image/jpeg', buffer };
}

const RED: [number, number, number] = [200, 30, 40];
const BLUE: [number, number, number] = [30, 60, 200];

async function at(path: string) {
  await page.waitForURL((url) => `${url.pathname}${url.search}` === path, { timeout: 10_000 });
}

const row = (title: string) =>
  page.getByTestId('seller-product-row').filter({ has: page.getByText(title, { exact: true }) });

/** Ticks the given products' boxes (and only those). */
async function select(...titles: string[]) {
  for (const title of titles) {
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  }
}

async function toast(text: string) {
  await page.getByText(text, { exact: true }).first().waitFor({ timeout: 10_000 });
}

/** The public product page's answer for a buyer (no seller cookie). */
const publicStatus = (id: string) => fetch(`${baseUrl}/api/products/${id}`).then((r) => r.status);

/** Whether a buyer's home page lists the product. Each look is a new visitor: the listing may
 * be up to a second old on the server and a browser keeps it for 30 s (max-age), so a look
 * from a browser that already saw the page could be older than the change. */
async function homeListsProduct(title: string, wanted: boolean): Promise<boolean> {
  const deadline = Date.now() + 15_000;
  while (Date.now() < deadline) {
    const visitor = await browser.newContext();
    const buyer = await visitor.newPage();
    await buyer.goto(`${baseUrl}/`);
    await buyer.getByTestId('product-card').first().waitFor();
    const listed = (await buyer.getByTestId('product-card').filter({ hasText: title }).count()) > 0;
    await visitor.close();
    if (listed === wanted) return true;
    await new Promise((r) => setTimeout(r, 1000));
  }
  return false;
}

/** Screenshots at phone and desktop width with `part` scrolled into view (snapBoth keeps the
 * scroll position of the wider layout, which shows only the top at 360 px). */
async function snapPart(name: string, part: Locator) {
  for (const width of [360, 1280]) {
    await page.setViewportSize({ width, height: 800 });
    await part.scrollIntoViewIfNeeded();
    await snap(page, `${name}-${width}`);
  }
  await page.setViewportSize({ width: 1280, height: 900 });
}

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await createSeller(baseUrl, dataDir);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInSeller(context, baseUrl, seller);
  page = await context.newPage();
});
afterAll(() => browser.close());

describe('My Products', () => {
  const suffix = String(Date.now()).slice(-6);
  const title = `Bluetooth speaker ${suffix}`;
  const newTitle = `Bluetooth speaker XL ${suffix}`;
  let firstTitle = '';
  let productId = '';

  it('lists the new seller’s products with tabs, filters and a bulk bar that waits for a selection', async () => {
    await page.goto(`${baseUrl}/seller/products`);
    await page.getByRole('heading', { name: texts.title, exact: true }).waitFor();
    await page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (1)` }).waitFor();
    const rows = page.getByTestId('seller-product-row');
    await rows.first().waitFor();
    expect(await rows.count()).toBe(1);
    firstTitle =
      (await rows.first().locator('td').nth(2).locator('a, span').first().textContent()) ?? '';
    expect(firstTitle).toContain('E2E first product');
    for (const action of ['hide', 'unhide', 'boost', 'delete'] as const) {
      expect(
        await page.getByRole('button', { name: texts.bulk[action], exact: true }).isDisabled(),
      ).toBe(true);
    }
    await snapBoth(page, 'seller-products-list');
    await snapPart('seller-products-rows', rows.first());
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('refuses 9 photos in the form, with the rule said plainly', async () => {
    await page.goto(`${baseUrl}/seller/products/new`);
    await page.getByRole('heading', { name: texts.form.newTitle, exact: true }).waitFor();
    const nine = await Promise.all(
      Array.from({ length: 9 }, (_, i) => photo(`p${i + 1}.jpg`, [i * 20, 100, 100], 200, 150)),
    );
    await page.getByLabel(texts.photos.add).setInputFiles(nine);
    await page
      .getByText('A product can have at most 8 photos. You have 0 and picked 9.', { exact: true })
      .waitFor();
    expect(await page.getByTestId('photo-tile').count()).toBe(0);
  });

  it('shows the server’s verdict on a fake photo at the photos, and saves nothing', async () => {
    await page.goto(`${baseUrl}/seller/products/new`);
    await page.getByLabel(texts.form.title).fill(`Fake photo ${suffix}`);
    await page.getByLabel(texts.form.category).selectOption('books');
    await page.getByLabel(texts.form.price).fill('10');
    await page.getByLabel(texts.form.location).selectOption('accra');
    // Named and typed as a JPEG, so the browser lets it through; the server decodes by content.
    await page.getByLabel(texts.photos.add).setInputFiles({
      name: 'not-really.jpg',
      mimeType: 'image/jpeg',
      buffer: Buffer.from('this is text, not a photo'),
    });
    await page.getByTestId('photo-tile').waitFor();
    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await page.getByText(en.sellerPhotos.notImage, { exact: true }).waitFor();
    await page.getByTestId('product-form-error').waitFor();
    expect(new URL(page.url()).pathname).toBe('/seller/products/new');
    const list = await fetch(`${baseUrl}/api/seller/products`, {
      headers: { cookie: seller.cookie },
    }).then((r) => r.json() as Promise<{ counts: { all: number } }>);
    expect(list.counts.all).toBe(1);
  });

  it('adds a product with two photos; the buyer sees its card and its page', async () => {
    await page.goto(`${baseUrl}/seller/products`);
    await page.getByRole('link', { name: texts.addProduct }).first().click();
    await at('/seller/products/new');
    await page.getByLabel(texts.form.title).fill(title);
    await page.getByLabel(texts.form.category).selectOption('electronics');
    await page.getByLabel(texts.form.price).fill('249.99');
    await page.getByLabel(texts.form.description).fill('Loud and clear, 12 hours of battery.');
    await page.getByLabel(texts.form.location).selectOption('kumasi');
    await page.getByLabel(en.labels.deliveryAvailable).check();
    await page.getByLabel(en.seller.deliveryCost).fill('15');
    await page.getByLabel(en.seller.deliveryAreas).fill(' Adum , Asokwa,, ');
    await page
      .getByLabel(texts.photos.add)
      .setInputFiles([await photo('red.jpg', RED), await photo('blue.jpg', BLUE)]);
    await page.getByTestId('photo-tile').nth(1).waitFor();
    expect(await page.getByTestId('photo-tile').count()).toBe(2);

    // Reordering works from the keyboard, and focus follows the moved photo.
    const previews = () =>
      page
        .getByTestId('photo-tile')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const order = await previews();
    const focused = () => page.evaluate(() => document.activeElement?.getAttribute('aria-label'));
    await page.getByRole('button', { name: 'Move photo 1 later' }).focus();
    await page.keyboard.press('Enter');
    expect(await previews()).toEqual([order[1], order[0]]);
    expect(await focused()).toBe('Move photo 2 earlier');
    await page.keyboard.press('Enter');
    expect(await previews()).toEqual(order);
    expect(await focused()).toBe('Move photo 1 later');
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapBoth(page, 'seller-product-form');
    await snapPart('seller-product-form-photos', page.getByTestId('photo-list'));
    expect(await seriousViolations(page)).toEqual([]);

    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await at('/seller/products');
    await toast(texts.form.created);
    await row(title).waitFor();
    productId = (await row(title).getAttribute('data-product-id')) ?? '';
    expect(productId).toMatch(/^[0-9a-f-]{36}$/);
    expect(await row(title).getByText('GH₵ 249.99').count()).toBe(1);
    await page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (2)` }).waitFor();

    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyer = await buyerContext.newPage();
    expect(await homeListsProduct(title, true)).toBe(true);
    await buyer.goto(`${baseUrl}/products/${productId}`);
    await buyer.getByRole('heading', { level: 1, name: title }).waitFor();
    expect(await buyer.getByTestId('product-price').textContent()).toBe('GH₵ 249.99');
    expect(await buyer.getByTestId('gallery-thumb').count()).toBe(2);
    await buyerContext.close();
  });

  it('edits title, price and cover; the product page shows the change', async () => {
    const before = (await (await fetch(`${baseUrl}/api/products/${productId}`)).json()) as {
      images: { src: string }[];
    };
    expect(before.images).toHaveLength(2);

    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await at(`/seller/products/${productId}/edit`);
    await page.getByRole('heading', { name: texts.form.editTitle, exact: true }).waitFor();
    expect(await page.getByLabel(texts.form.title).inputValue()).toBe(title);
    expect(await page.getByLabel(texts.form.price).inputValue()).toBe('249.99');
    expect(await page.getByLabel(en.seller.deliveryAreas).inputValue()).toBe('Adum, Asokwa');
    await page.getByTestId('photo-tile').nth(1).waitFor();
    await page.getByLabel(texts.form.title).fill(newTitle);
    await page.getByLabel(texts.form.price).fill('199.5');
    // The second photo (blue) becomes the cover; focus follows it.
    await page.getByRole('button', { name: 'Make cover: photo 2', exact: true }).click();
    await page.getByRole('button', { name: texts.form.save, exact: true }).click();
    await at('/seller/products');
    await toast(texts.form.saved);
    await row(newTitle).waitFor();

    const after = (await (await fetch(`${baseUrl}/api/products/${productId}`)).json()) as {
      title: string;
      pricePesewas: number;
      images: { src: string }[];
    };
    expect(after.title).toBe(newTitle);
    expect(after.pricePesewas).toBe(19_950);
    expect(after.images.map((i) => i.src)).toEqual([before.images[1]!.src, before.images[0]!.src]);

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await buyer.goto(`${baseUrl}/products/${productId}`);
    await buyer.getByRole('heading', { level: 1, name: newTitle }).waitFor();
    expect(await buyer.getByTestId('product-price').textContent()).toBe('GH₵ 199.50');
    const main = buyer.getByRole('region', { name: en.productPage.photos }).locator('img').first();
    expect(await main.getAttribute('src')).toBe(before.images[1]!.src);
    await buyerContext.close();
  });

  it('hides two products in bulk (gone for buyers), then unhides them', async () => {
    await select(newTitle, firstTitle);
    await page.getByText('2 products selected').waitFor();
    await page.getByRole('button', { name: texts.bulk.hide, exact: true }).click();
    await toast('2 products hidden');
    await row(newTitle).getByText(texts.status.hidden).waitFor();
    await row(firstTitle).getByText(texts.status.hidden).waitFor();
    expect(await page.getByRole('checkbox', { name: texts.selectAll }).isChecked()).toBe(false);
    expect(await publicStatus(productId)).toBe(404);
    await snapPart('seller-products-hidden', row(newTitle));

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    expect(await homeListsProduct(newTitle, false)).toBe(true);
    const response = await buyer.goto(`${baseUrl}/products/${productId}`);
    expect(response?.status()).toBe(404);
    await buyer.getByRole('heading', { name: en.notFound.title }).waitFor();

    // Select all (both are shown), then Unhide.
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await page.getByText('2 products selected').waitFor();
    await page.getByRole('button', { name: texts.bulk.unhide, exact: true }).click();
    await toast('2 products visible again');
    await row(newTitle).getByText(texts.status.active).waitFor();
    expect(await publicStatus(productId)).toBe(200);
    expect(await homeListsProduct(newTitle, true)).toBe(true);
    await buyerContext.close();
  });

  it('explains that boosting needs verification, without pretending it worked', async () => {
    await select(newTitle);
    await page.getByRole('button', { name: texts.bulk.boost, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.boost.title });
    await dialog.waitFor();
    expect(await dialog.getByTestId('boost-summary').textContent()).toBe(
      'Boost 1 product for 7 days: uses 1 credit.',
    );
    await dialog.getByRole('button', { name: texts.boost.confirm }).click();
    await dialog.getByTestId('boost-problem').waitFor();
    expect(await dialog.getByTestId('boost-problem').textContent()).toContain(
      'Boosting is for verified sellers.',
    );
    expect(
      await dialog.getByRole('link', { name: texts.boost.getVerified }).getAttribute('href'),
    ).toBe('/seller/profile');
    await snapBoth(page, 'seller-products-boost');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.boost.cancel, exact: true }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await row(newTitle).getByText(en.labels.boosted, { exact: true }).count()).toBe(0);
    // Still selected: the seller may choose another action.
    await page.getByText('1 product selected').waitFor();
    await page.getByRole('checkbox', { name: `Select ${newTitle}` }).uncheck();
  });

  it('deletes one product only after the confirmation', async () => {
    await select(firstTitle);
    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
    await dialog.waitFor();
    expect(await dialog.textContent()).toContain(`Delete “${firstTitle}”?`);
    await dialog
      .getByRole('button', { name: texts.deleteDialog.cancel, exact: true })
      .last()
      .click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await page.getByTestId('seller-product-row').count()).toBe(2);

    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    await dialog.waitFor();
    await dialog.getByRole('button', { name: texts.deleteDialog.confirm, exact: true }).click();
    await toast('1 product deleted');
    await row(firstTitle).waitFor({ state: 'detached' });
    expect(await page.getByTestId('seller-product-row').count()).toBe(1);
    await page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (1)` }).waitFor();
  });

  it('filters by status and search, and says when nothing matches', async () => {
    await page.getByLabel(texts.statusFilter).selectOption('sold');
    await page.getByTestId('products-no-match').waitFor();
    await page.getByRole('button', { name: texts.clearFilters }).click();
    await row(newTitle).waitFor();
    await page.getByLabel(texts.search).fill('XL');
    await at(`/seller/products?q=XL`);
    expect(await page.getByTestId('seller-product-row').count()).toBe(1);
  });

  it('shrinks a 16 MB camera photo in the browser so it can be sent', async () => {
    // 20 MP of noise: far over the 10 MB limit as picked, under it once the browser has made
    // it 2560 px on the long side. Without the shrinking the form would refuse it.
    const width = 5000;
    const height = 4000;
    const noise = Buffer.alloc(width * height * 3);
    for (let i = 0; i < noise.length; i++) noise[i] = (i * 2_654_435_761) >>> 24;
    const buffer = await sharp(noise, { raw: { width, height, channels: 3 } })
      .jpeg({ quality: 90 })
      .toBuffer();
    expect(buffer.length).toBeGreaterThan(10 * 1024 * 1024);

    await page.goto(`${baseUrl}/seller/products/new`);
    await page.getByLabel(texts.form.title).fill(`Camera photo ${suffix}`);
    await page.getByLabel(texts.form.category).selectOption('home');
    await page.getByLabel(texts.form.price).fill('35');
    await page.getByLabel(texts.form.location).selectOption('tamale');
    await page
      .getByLabel(texts.photos.add)
      .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer });
    await page.getByTestId('photo-tile').waitFor({ timeout: 30_000 });
    expect(await page.getByText('larger than 10 MB').count()).toBe(0);
    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await at('/seller/products');
    await toast(texts.form.created);
    const id = await row(`Camera photo ${suffix}`).getAttribute('data-product-id');
    const detail = (await (await fetch(`${baseUrl}/api/products/${id}`)).json()) as {
      images: { width: number; height: number }[];
    };
    expect(detail.images).toHaveLength(1);
    // The largest variant the server keeps, from the 2560 × 2048 upload.
    expect(detail.images[0]).toMatchObject({ width: 1280, height: 1024 });
  });

  it('says when the list cannot load, and loads it on retry', async () => {
    await page.route('**/api/seller/products?*', (route) => route.abort('internetdisconnected'));
    await page.goto(`${baseUrl}/seller/products`);
    await page.getByText(texts.loadError, { exact: true }).waitFor({ timeout: 20_000 });
    await page.unroute('**/api/seller/products?*');
    await page.getByRole('button', { name: texts.retry }).click();
    await page.getByTestId('seller-product-row').first().waitFor();
  });

  it('deletes everything with select-all, then shows the empty state', async () => {
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await page.getByText('2 products selected').waitFor();
    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
    expect(await dialog.textContent()).toContain('Delete 2 products?');
    await dialog.getByRole('button', { name: texts.deleteDialog.confirm, exact: true }).click();
    await toast('2 products deleted');
    await page.getByTestId('products-empty').waitFor();
    await page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (0)` }).waitFor();
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows the not-found screen for a product that is not the seller’s', async () => {
    await page.goto(`${baseUrl}/seller/products/00000000-0000-4000-8000-000000000000/edit`);
    await page.getByRole('heading', { name: en.notFound.title }).waitFor();
  });
});
