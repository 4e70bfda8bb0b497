// My Products and the product form against the real server, in real Chromium, with a brand-new
// seller (its registration brings one product): add a product with two photos → the buyer sees
// it on the home page and its product page → edit title, price and cover → hide two in bulk
// (gone for buyers) → unhide → delete one after the confirmation. Also: 9 photos are refused in
// the form, boosting without verification is explained (no fake success), an unknown product's
// edit page is the not-found screen, and both screens at 360 and 1280 px pass axe.
import { en } from '@dwa/domain/i18n/en';
import type { Browser, BrowserContext, Locator, Page } from '@playwright/test';
import sharp from 'sharp';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { snap } from './screenshots.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

// One seller and one page through the whole file: each journey starts where the last ended.
test.describe.configure({ mode: 'serial' });

const texts = en.sellerProducts;
let origin = '';
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

const row = (title: string) =>
  page.getByTestId('seller-product-row').filter({ has: page.getByText(title, { exact: true }) });

/** Ticks the given products' boxes (and only those). */
async function select(...titles: string[]) {
  for (const title of titles) {
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
  }
}

const toast = (text: string) => expect(page.getByText(text, { exact: true }).first()).toBeVisible();

/** The public product page's answer for a buyer (no seller cookie). */
const publicStatus = (id: string) => fetch(`${origin}/api/products/${id}`).then((r) => r.status);

/** The buyer's home page lists the product (or not), within 15 s. Each look is a new visitor:
 * the listing may be up to a second old on the server and a browser keeps it for 30 s
 * (max-age), so a look from a browser that already saw the page could be older than the
 * change. */
async function expectHomeLists(browser: Browser, title: string, listed: boolean) {
  await expect
    .poll(
      async () => {
        const visitor = await browser.newContext();
        try {
          const buyer = await visitor.newPage();
          await buyer.goto('/');
          const cards = buyer.getByTestId('product-card');
          await expect(cards.first()).toBeVisible();
          return (await cards.filter({ hasText: title }).count()) > 0;
        } finally {
          await visitor.close();
        }
      },
      { message: `home lists “${title}”`, timeout: 15_000, intervals: [1_000] },
    )
    .toBe(listed);
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

test.beforeAll(async ({ browser, baseUrl, demoDataDir }) => {
  origin = baseUrl;
  seller = await createSeller(baseUrl, demoDataDir);
  context = await browser.newContext({ viewport: { width: 1280, height: 900 } });
  await signInSeller(context, baseUrl, seller);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test.describe('My Products', { tag: '@desktop' }, () => {
  const suffix = String(Date.now()).slice(-6);
  const title = `Bluetooth speaker ${suffix}`;
  const newTitle = `Bluetooth speaker XL ${suffix}`;
  let firstTitle = '';
  let productId = '';

  test('lists the new seller’s products with tabs, filters and a bulk bar that waits for a selection', async () => {
    await page.goto('/seller/products');
    await expect(page.getByRole('heading', { name: texts.title, exact: true })).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (1)` }),
    ).toBeVisible();
    const rows = page.getByTestId('seller-product-row');
    await expect(rows).toHaveCount(1);
    const firstTitleCell = rows.first().locator('td').nth(2).locator('a, span').first();
    await expect(firstTitleCell).toContainText('E2E first product');
    firstTitle = (await firstTitleCell.textContent()) ?? '';
    for (const action of ['hide', 'unhide', 'boost', 'delete'] as const) {
      await expect(
        page.getByRole('button', { name: texts.bulk[action], exact: true }),
        action,
      ).toBeDisabled();
    }
    await snapBoth(page, 'seller-products-list');
    await snapPart('seller-products-rows', rows.first());
    await expectNoSeriousViolations(page, 'My Products');
  });

  test('refuses 9 photos in the form, with the rule said plainly', async () => {
    await page.goto('/seller/products/new');
    await expect(
      page.getByRole('heading', { name: texts.form.newTitle, exact: true }),
    ).toBeVisible();
    const nine = await Promise.all(
      Array.from({ length: 9 }, (_, i) => photo(`p${i + 1}.jpg`, [i * 20, 100, 100], 200, 150)),
    );
    await page.getByLabel(texts.photos.add).setInputFiles(nine);
    await expect(
      page.getByText('A product can have at most 8 photos. You have 0 and picked 9.', {
        exact: true,
      }),
    ).toBeVisible();
    await expect(page.getByTestId('photo-tile')).toHaveCount(0);
  });

  test('shows the server’s verdict on a fake photo at the photos, and saves nothing', async () => {
    await page.goto('/seller/products/new');
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
    await expect(page.getByTestId('photo-tile')).toBeVisible();
    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await expect(page.getByText(en.sellerPhotos.notImage, { exact: true })).toBeVisible();
    await expect(page.getByTestId('product-form-error')).toBeVisible();
    await expect(page).toHaveURL((url) => url.pathname === '/seller/products/new');
    const list = await fetch(`${origin}/api/seller/products`, {
      headers: { cookie: seller.cookie },
    }).then((r) => r.json() as Promise<{ counts: { all: number } }>);
    expect(list.counts.all).toBe(1);
  });

  test('adds a product with two photos; the buyer sees its card and its page', async ({
    browser,
  }) => {
    await page.goto('/seller/products');
    await page.getByRole('link', { name: texts.addProduct }).first().click();
    await expect(page).toHaveURL('/seller/products/new');
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
    await expect(page.getByTestId('photo-tile')).toHaveCount(2);

    // Reordering works from the keyboard, and focus follows the moved photo.
    const previews = () =>
      page
        .getByTestId('photo-tile')
        .locator('img')
        .evaluateAll((imgs) => imgs.map((i) => (i as HTMLImageElement).src));
    const order = await previews();
    const focusedButton = (name: string) => page.getByRole('button', { name, exact: true });
    await focusedButton('Move photo 1 later').focus();
    await page.keyboard.press('Enter');
    await expect.poll(previews).toEqual([order[1], order[0]]);
    await expect(focusedButton('Move photo 2 earlier')).toBeFocused();
    await page.keyboard.press('Enter');
    await expect.poll(previews).toEqual(order);
    await expect(focusedButton('Move photo 1 later')).toBeFocused();
    await page.evaluate(() => window.scrollTo(0, 0));
    await snapBoth(page, 'seller-product-form');
    await snapPart('seller-product-form-photos', page.getByTestId('photo-list'));
    await expectNoSeriousViolations(page, 'the product form');

    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await expect(page).toHaveURL('/seller/products');
    await toast(texts.form.created);
    await expect(row(title)).toHaveAttribute('data-product-id', /^[0-9a-f-]{36}$/);
    productId = (await row(title).getAttribute('data-product-id')) ?? '';
    await expect(row(title).getByText('GH₵ 249.99')).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (2)` }),
    ).toBeVisible();

    await expectHomeLists(browser, title, true);
    const buyerContext = await browser.newContext({ viewport: { width: 1280, height: 900 } });
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/products/${productId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: title })).toBeVisible();
    await expect(buyer.getByTestId('product-price')).toHaveText('GH₵ 249.99');
    await expect(buyer.getByTestId('gallery-thumb')).toHaveCount(2);
    await buyerContext.close();
  });

  test('edits title, price and cover; the product page shows the change', async ({ browser }) => {
    const before = (await (await fetch(`${origin}/api/products/${productId}`)).json()) as {
      photos: { src: string }[];
    };
    expect(before.photos).toHaveLength(2);

    await page.getByRole('link', { name: `Edit ${title}`, exact: true }).click();
    await expect(page).toHaveURL(`/seller/products/${productId}/edit`);
    await expect(
      page.getByRole('heading', { name: texts.form.editTitle, exact: true }),
    ).toBeVisible();
    await expect(page.getByLabel(texts.form.title)).toHaveValue(title);
    await expect(page.getByLabel(texts.form.price)).toHaveValue('249.99');
    await expect(page.getByLabel(en.seller.deliveryAreas)).toHaveValue('Adum, Asokwa');
    await expect(page.getByTestId('photo-tile').nth(1)).toBeVisible();
    await page.getByLabel(texts.form.title).fill(newTitle);
    await page.getByLabel(texts.form.price).fill('199.5');
    // The second photo (blue) becomes the cover; focus follows it.
    await page.getByRole('button', { name: 'Make cover: photo 2', exact: true }).click();
    await page.getByRole('button', { name: texts.form.save, exact: true }).click();
    await expect(page).toHaveURL('/seller/products');
    await toast(texts.form.saved);
    await expect(row(newTitle)).toBeVisible();

    const after = (await (await fetch(`${origin}/api/products/${productId}`)).json()) as {
      title: string;
      pricePesewas: number;
      photos: { src: string }[];
    };
    expect(after.title).toBe(newTitle);
    expect(after.pricePesewas).toBe(19_950);
    expect(after.photos.map((i) => i.src)).toEqual([before.photos[1]!.src, before.photos[0]!.src]);

    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    await buyer.goto(`/products/${productId}`);
    await expect(buyer.getByRole('heading', { level: 1, name: newTitle })).toBeVisible();
    await expect(buyer.getByTestId('product-price')).toHaveText('GH₵ 199.50');
    const main = buyer.getByRole('region', { name: en.productPage.photos }).locator('img').first();
    await expect(main).toHaveAttribute('src', before.photos[1]!.src);
    await buyerContext.close();
  });

  test('hides two products in bulk (gone for buyers), then unhides them', async ({ browser }) => {
    await select(newTitle, firstTitle);
    await expect(page.getByText('2 products selected')).toBeVisible();
    await page.getByRole('button', { name: texts.bulk.hide, exact: true }).click();
    await toast('2 products hidden');
    await expect(row(newTitle).getByText(texts.status.hidden)).toBeVisible();
    await expect(row(firstTitle).getByText(texts.status.hidden)).toBeVisible();
    await expect(page.getByRole('checkbox', { name: texts.selectAll })).not.toBeChecked();
    await expect.poll(() => publicStatus(productId)).toBe(404);
    await snapPart('seller-products-hidden', row(newTitle));

    await expectHomeLists(browser, newTitle, false);
    const buyerContext = await browser.newContext();
    const buyer = await buyerContext.newPage();
    const response = await buyer.goto(`/products/${productId}`);
    expect(response?.status()).toBe(404);
    await expect(buyer.getByRole('heading', { name: en.notFound.title })).toBeVisible();

    // Select all (both are shown), then Unhide.
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await expect(page.getByText('2 products selected')).toBeVisible();
    await page.getByRole('button', { name: texts.bulk.unhide, exact: true }).click();
    await toast('2 products visible again');
    await expect(row(newTitle).getByText(texts.status.active)).toBeVisible();
    await expect.poll(() => publicStatus(productId)).toBe(200);
    await expectHomeLists(browser, newTitle, true);
    await buyerContext.close();
  });

  test('explains that boosting needs verification, without pretending it worked', async () => {
    await select(newTitle);
    await page.getByRole('button', { name: texts.bulk.boost, exact: true }).click();
    // Not verified: the upgrade dialog at once (spec section 6), no Confirm to press first.
    const dialog = page.getByRole('dialog', { name: texts.boost.upgrade.title });
    await expect(dialog.getByTestId('upgrade-reason')).toContainText(
      'Boosting is for verified sellers.',
    );
    await expect(dialog.getByRole('button', { name: texts.boost.confirm })).toHaveCount(0);
    await snapBoth(page, 'seller-products-boost');
    await expectNoSeriousViolations(page, 'the boost dialog');
    // Get Verified opens the payment for it (closing it changes nothing).
    await dialog.getByRole('button', { name: texts.boost.getVerified }).click();
    const pay = page.getByTestId('pay-dialog');
    await expect(pay.getByTestId('pay-price')).toHaveText('GH₵ 50.00 for 365 days');
    await pay.getByRole('button', { name: en.payments.dialog.close }).first().click();
    await expect(pay).toBeHidden();
    await expect(dialog).toBeHidden();
    await expect(row(newTitle).getByText(en.labels.boosted, { exact: true })).toHaveCount(0);
    // Still selected: the seller may choose another action.
    await expect(page.getByText('1 product selected')).toBeVisible();
    await page.getByRole('checkbox', { name: `Select ${newTitle}` }).uncheck();
  });

  test('deletes one product only after the confirmation', async () => {
    await select(firstTitle);
    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
    await expect(dialog).toContainText(`Delete “${firstTitle}”?`);
    await dialog
      .getByRole('button', { name: texts.deleteDialog.cancel, exact: true })
      .last()
      .click();
    await expect(dialog).toBeHidden();
    await expect(page.getByTestId('seller-product-row')).toHaveCount(2);

    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    await expect(dialog).toBeVisible();
    await dialog.getByRole('button', { name: texts.deleteDialog.confirm, exact: true }).click();
    await toast('1 product deleted');
    await expect(row(firstTitle)).toHaveCount(0);
    await expect(page.getByTestId('seller-product-row')).toHaveCount(1);
    await expect(
      page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (1)` }),
    ).toBeVisible();
  });

  test('filters by status and search, and says when nothing matches', async () => {
    await page.getByLabel(texts.statusFilter).selectOption('sold');
    await expect(page.getByTestId('products-no-match')).toBeVisible();
    await page.getByRole('button', { name: texts.clearFilters }).click();
    await expect(row(newTitle)).toBeVisible();
    await page.getByLabel(texts.search).fill('XL');
    await expect(page).toHaveURL('/seller/products?q=XL');
    await expect(page.getByTestId('seller-product-row')).toHaveCount(1);
  });

  test('shrinks a 16 MB camera photo in the browser so it can be sent', async () => {
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

    await page.goto('/seller/products/new');
    await page.getByLabel(texts.form.title).fill(`Camera photo ${suffix}`);
    await page.getByLabel(texts.form.category).selectOption('home');
    await page.getByLabel(texts.form.price).fill('35');
    await page.getByLabel(texts.form.location).selectOption('tamale');
    await page
      .getByLabel(texts.photos.add)
      .setInputFiles({ name: 'camera.jpg', mimeType: 'image/jpeg', buffer });
    await expect(page.getByTestId('photo-tile')).toBeVisible({ timeout: 30_000 });
    await expect(page.getByText('larger than 10 MB')).toHaveCount(0);
    await page.getByRole('button', { name: texts.form.create, exact: true }).click();
    await expect(page).toHaveURL('/seller/products');
    await toast(texts.form.created);
    const id = await row(`Camera photo ${suffix}`).getAttribute('data-product-id');
    const detail = (await (await fetch(`${origin}/api/products/${id}`)).json()) as {
      photos: { width: number; height: number }[];
    };
    expect(detail.photos).toHaveLength(1);
    // The largest variant the server keeps, from the 2560 × 2048 upload.
    expect(detail.photos[0]).toMatchObject({ width: 1280, height: 1024 });
  });

  test('says when the list cannot load, and loads it on retry', async () => {
    await page.route('**/api/seller/products?*', (route) => route.abort('internetdisconnected'));
    await page.goto('/seller/products');
    await expect(page.getByText(texts.loadError, { exact: true })).toBeVisible({
      timeout: 20_000,
    });
    await page.unroute('**/api/seller/products?*');
    await page.getByRole('button', { name: texts.retry }).click();
    await expect(page.getByTestId('seller-product-row').first()).toBeVisible();
  });

  test('deletes everything with select-all, then shows the empty state', async () => {
    await page.getByRole('checkbox', { name: texts.selectAll }).check();
    await expect(page.getByText('2 products selected')).toBeVisible();
    await page.getByRole('button', { name: texts.bulk.delete, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: texts.deleteDialog.title });
    await expect(dialog).toContainText('Delete 2 products?');
    await dialog.getByRole('button', { name: texts.deleteDialog.confirm, exact: true }).click();
    await toast('2 products deleted');
    await expect(page.getByTestId('products-empty')).toBeVisible();
    await expect(
      page.getByRole('link', { name: `${en.sellerCenter.tabs.myProducts} (0)` }),
    ).toBeVisible();
    await expectNoSeriousViolations(page, 'the empty My Products');
  });

  test('shows the not-found screen for a product that is not the seller’s', async () => {
    await page.goto('/seller/products/00000000-0000-4000-8000-000000000000/edit');
    await expect(page.getByRole('heading', { name: en.notFound.title })).toBeVisible();
  });
});
