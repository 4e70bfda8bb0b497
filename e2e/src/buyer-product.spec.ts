// A buyer's journey from a home card to the seller: the product page (photos, price, seller,
// related), 'Chat on WhatsApp' with the right number and text and an inquiry recorded on the
// server, a receipt requested and verified publicly, views counted once per visitor per day, the
// shop page with its share links, and unknown products answered with the 404 page.
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { formatGhs } from '@dwa/domain/money';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { ProductDetail, ProductListResponse } from '@dwa/domain/products';
import type { Receipt } from '@dwa/domain/receipts';
import type { ShopPage } from '@dwa/domain/shops';
import type { Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { chooseLanguage, expect, navigateInApp, test, waitForApp } from './fixtures.ts';
import { snap } from './screenshots.ts';

const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let origin = '';
/** A demo product with more than one photo and a seller with a WhatsApp number. */
let product: ProductDetail;
/** The product whose views are counted: one that no other journey opens (the first listing
 * item is opened from home and by offline.spec.ts, `product` by this file's desktop journey,
 * possibly at the same time in the other worker). */
let viewed: string;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${origin}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

test.beforeAll(async ({ baseUrl }) => {
  origin = baseUrl;
  const list = await api<ProductListResponse>('/api/products?pageSize=48');
  for (const item of list.items.slice(1)) {
    const detail = await api<ProductDetail>(`/api/products/${item.id}`);
    if (detail.photos.length > 1 && detail.seller.whatsappNumber && detail.related.length > 0) {
      product = detail;
      break;
    }
  }
  if (!product) throw new Error('the demo data has no product with two photos');
  viewed = list.items.findLast((item) => item.id !== product.id)!.id;
});

test.beforeEach(async ({ context }) => {
  // No real WhatsApp: wa.me answers locally.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
});

const productUrl = (id: string) => `/products/${id}`;

test.describe('product page', () => {
  test('opens from a home card with title, price, seller, photos and related products', async ({
    page,
  }) => {
    await page.goto('/');
    const card = page.getByTestId('product-card').first();
    // One link per card, named by the title.
    await expect(card.getByRole('link')).toHaveCount(1);
    const title = (await card.getByRole('link').textContent())!.trim();
    await card.getByRole('link', { name: title }).click();
    await expect(page).toHaveURL(/\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await api<ProductDetail>(`/api/products/${id}`);
    expect(detail.title).toBe(title);

    // Retried until the product page has replaced home (the h1 was home's for a moment).
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(detail.title);
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(detail.pricePesewas));
    const seller = page.getByTestId('seller-link');
    await expect(seller).toHaveText(detail.seller.businessName);
    await expect(seller).toHaveAttribute('href', `/shops/${detail.seller.id}`);
    await expect(page.getByTestId('seller-location')).toContainText(
      en.enums.location[detail.seller.location as keyof typeof en.enums.location],
    );
    await expect(page.getByTestId('verified-badge')).toHaveCount(detail.seller.isVerified ? 1 : 0);

    // The main photo: WebP variants, explicit size, loaded first with high priority.
    const photo = page.getByRole('img', { name: detail.title }).first();
    await expect(photo).toHaveAttribute('srcset', detail.photos[0]!.srcset);
    await expect(photo).toHaveAttribute('width', String(detail.photos[0]!.width));
    await expect(photo).toHaveAttribute('loading', 'eager');
    await expect(photo).toHaveAttribute('fetchpriority', 'high');
    await expect(photo).toHaveJSProperty('complete', true);
    await expect
      .poll(() => photo.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await expect(page.getByTestId('product-card')).toHaveCount(detail.related.length);
  });

  test('shows every photo, the delivery facts and no serious a11y violation', {
    tag: '@desktop',
  }, async ({ page }) => {
    await page.goto(productUrl(product.id));
    await expect(page.getByRole('heading', { level: 1 })).toBeVisible();
    const thumbs = page.getByTestId('gallery-thumb');
    await expect(thumbs).toHaveCount(product.photos.length);
    await thumbs.nth(1).click();
    await expect(thumbs.nth(1)).toHaveAttribute('aria-pressed', 'true');
    const main = page.getByRole('img', { name: product.title });
    await expect(main).toHaveAttribute('src', product.photos[1]!.src);
    const facts = page.getByTestId('fact-delivery');
    if (product.deliveryAvailable) {
      await expect(facts).toContainText(en.productPage.deliveryAvailable);
      for (const area of product.deliveryAreas) await expect(facts).toContainText(area);
      if (product.deliveryCostPesewas)
        await expect(facts).toContainText(formatGhs(product.deliveryCostPesewas));
    } else {
      await expect(facts).toContainText(en.productPage.pickupOnly);
    }
    await expect(page.getByTestId('fact-category')).toContainText(
      en.enums.category[product.category],
    );
    await thumbs.nth(0).click();
    await expect
      .poll(() => page.evaluate(() => Array.from(document.images).every((i) => i.complete)))
      .toBe(true);
    await snapBoth(page, 'product');
    await expectNoSeriousViolations(page, 'the product page');
  });
});

test.describe('contacting the seller', () => {
  test('links to the seller on WhatsApp with the product, price and link, and records the inquiry', async ({
    page,
    context,
    baseUrl,
  }) => {
    await page.goto(productUrl(product.id));
    const link = page.getByRole('link', { name: new RegExp(en.sellerContact.chatOnWhatsApp) });
    await expect(link).toHaveAttribute('href', /^https:\/\/wa\.me\//);
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toBe(`/${toWhatsAppDigits(product.seller.whatsappNumber!)}`);
    const text = href.searchParams.get('text')!;
    expect(text).toContain(product.title);
    expect(text).toContain(formatGhs(product.pricePesewas));
    expect(text).toContain(`${baseUrl}/products/${product.id}`);
    await expect(link).toHaveAttribute('target', '_blank');

    const before = (await api<ProductDetail>(`/api/products/${product.id}`)).whatsappClickCount;
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await expect(popup).toHaveURL(href.toString());
    // The beacon reaches the server on its own time; the count is the server's.
    await expect
      .poll(
        async () => (await api<ProductDetail>(`/api/products/${product.id}`)).whatsappClickCount,
      )
      .toBe(before + 1);
  });

  test('writes the prefilled message in Twi for a Twi buyer', async ({
    page,
    context,
    baseUrl,
  }) => {
    await chooseLanguage(context, baseUrl, 'tw');
    await page.goto(productUrl(product.id));
    const link = page.getByRole('link', { name: new RegExp(tw.sellerContact.chatOnWhatsApp) });
    await expect
      .poll(async () => new URL((await link.getAttribute('href'))!).searchParams.get('text'))
      .toBe(
        tw.sellerContact.whatsappMessage
          .replace('{{title}}', product.title)
          .replace('{{price}}', formatGhs(product.pricePesewas))
          .replace('{{url}}', `${baseUrl}/products/${product.id}`),
      );
    await snap(page, 'product-360-twi');
  });

  test('shows no link, only a note, when the seller has no usable WhatsApp number', async ({
    page,
  }) => {
    // The server returns null for a number that does not normalise (shops.service.ts).
    await page.route(`**/api/products/${product.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as ProductDetail;
      await route.fulfill({ json: { ...body, seller: { ...body.seller, whatsappNumber: null } } });
    });
    // From another page of the app, so the product page asks the (intercepted) API itself.
    await page.goto('/about');
    await navigateInApp(page, productUrl(product.id));
    await expect(page.getByText(en.sellerContact.noWhatsApp)).toBeVisible();
    await expect(page.getByTestId('whatsapp-link')).toHaveCount(0);
    await expect(page.locator('a[href^="https://wa.me"]')).toHaveCount(0);
  });
});

test.describe('receipts', () => {
  test('generates a receipt and verifies it publicly without the buyer phone', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(productUrl(product.id));
    await page.getByTestId('request-receipt').click();
    const dialog = page.getByRole('dialog', { name: en.receipt.dialogTitle });
    await expect(dialog).toBeVisible();
    // Checked in the browser with the shared schema before anything is sent.
    await dialog.getByLabel(en.receipt.buyerPhone).fill('12345');
    await dialog.getByRole('button', { name: en.receipt.generate }).click();
    await expect(dialog.getByText(en.validation.phone)).toBeVisible();
    await snap(page, 'receipt-dialog-360-error');
    await expectNoSeriousViolations(page, 'the receipt dialog');

    await dialog.getByLabel(en.receipt.buyerPhone).fill('024 123 4567');
    await dialog.getByLabel(en.receipt.amount).fill('120.50');
    const [response] = await Promise.all([
      page.waitForResponse((r) => r.url().endsWith('/api/receipts')),
      dialog.getByRole('button', { name: en.receipt.generate }).click(),
    ]);
    expect(response.status()).toBe(201);
    const receipt = (await response.json()) as Receipt;
    expect(receipt.number).toMatch(/^DWA-\d{8}-[A-Z0-9]{6}$/);
    const shown = dialog.getByTestId('receipt');
    await expect(shown.getByTestId('receipt-number')).toContainText(receipt.number);
    await expect(shown.getByTestId('receipt-product')).toContainText(product.title);
    await expect(shown.getByTestId('receipt-amount')).toContainText('GH₵ 120.50');
    await expect(shown.getByTestId('receipt-seller')).toContainText(product.seller.businessName);
    const verifyUrl = `${baseUrl}/receipts/${receipt.number}`;
    await expect(shown.getByTestId('receipt-verification-url')).toHaveText(verifyUrl);
    await expect(shown.getByRole('button', { name: en.receipt.print })).toBeVisible();
    await snap(page, 'receipt-dialog-360');
    // Printed from the dialog: the whole receipt is on the page, nothing clipped or covered.
    await page.emulateMedia({ media: 'print' });
    // Paper starts at the top of the document.
    await page.evaluate(() => window.scrollTo(0, 0));
    await expect(page.getByRole('banner')).toBeHidden();
    for (const id of ['receipt-number', 'receipt-location', 'receipt-verification-url']) {
      // By test id, not role: the dialog itself is hidden in print, so it has no role then.
      const uncovered = () =>
        page.getByTestId(id).evaluate((row) => {
          // A row is display: contents (no box of its own): test its value.
          const el = row.querySelector('dd') ?? row;
          // The first line box: a wrapped link's bounding box also covers text beside it.
          const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
          const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
          return box.height > 0 && top !== null && el.contains(top);
        });
      await expect.poll(uncovered, { message: id }).toBe(true);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    await expect(dialog).toBeHidden();

    await page.goto(verifyUrl);
    await expect(page.getByRole('heading', { name: en.receipt.pageTitle })).toBeVisible();
    // Nobody confirmed it yet, and the page says so (decision 038).
    await expect(page.getByTestId('receipt-status')).toContainText(en.receipt.status.requested);
    const main = page.locator('main');
    await expect(main).toContainText(receipt.number);
    await expect(main).toContainText(product.title);
    await expect(main).not.toContainText(/241234567|024 123 4567/);
    await snapBoth(page, 'receipt-requested');
    await expectNoSeriousViolations(page, 'the requested receipt');
    // Print: window.print, and the print stylesheet shows the receipt only.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: en.receipt.print }).click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { printed?: boolean }).printed))
      .toBe(true);
    await page.emulateMedia({ media: 'print' });
    await expect(page.getByTestId('receipt-product')).toBeVisible();
    await expect(page.getByRole('banner')).toBeHidden();
    await expect(page.getByRole('heading', { name: en.receipt.pageTitle })).toBeHidden();
    await expect(page.getByRole('button', { name: en.receipt.print })).toBeHidden();
    await page.emulateMedia({ media: 'screen' });

    await page.goto('/receipts/DWA-20200101-AAAAAA');
    await expect(page.getByRole('heading', { name: en.receipt.notFoundTitle })).toBeVisible();
  });

  test("shows the server's field errors at the fields and 'Failed to generate receipt' on failure", async ({
    page,
  }) => {
    await page.goto(productUrl(product.id));
    await page.getByTestId('request-receipt').click();
    const dialog = page.getByRole('dialog');
    await dialog.getByLabel(en.receipt.buyerPhone).fill('0241234567');
    const serverText = 'The server says this number is wrong.';
    await page.route('**/api/receipts', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: { code: 'validation_failed', message: 'x', fields: { buyerPhone: serverText } },
        }),
      }),
    );
    await dialog.getByRole('button', { name: en.receipt.generate }).click();
    await expect(dialog.getByText(serverText)).toBeVisible();
    await expect(dialog.getByText(en.receipt.failed)).toHaveCount(0);

    await page.unroute('**/api/receipts');
    await page.route('**/api/receipts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await dialog.getByRole('button', { name: en.receipt.generate }).click();
    await expect(dialog.getByText('Failed to generate receipt', { exact: true })).toBeVisible();
  });
});

test.describe('views', () => {
  test('counts one view per visitor per product per day', async ({ page, browser }) => {
    const views = async () => (await api<ProductDetail>(`/api/products/${viewed}`)).viewCount;
    const viewPosted = (on: Page) =>
      on.waitForResponse((r) => r.url().endsWith(`/api/products/${viewed}/views`));
    const before = await views();
    const [first] = await Promise.all([viewPosted(page), page.goto(productUrl(viewed))]);
    expect(first.status()).toBe(204);
    // Read once each time, after the server answered: the count must be exact, not eventually.
    expect(await views()).toBe(before + 1);
    // The same visitor again today: posted, not counted.
    const [again] = await Promise.all([viewPosted(page), page.reload()]);
    expect(again.status()).toBe(204);
    expect(await views()).toBe(before + 1);
    // Another visitor counts.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await Promise.all([viewPosted(otherPage), otherPage.goto(productUrl(viewed))]);
    expect(await views()).toBe(before + 2);
    await other.close();
  });
});

test.describe('shop page', () => {
  test('opens from the product, lists all its active products and shares on WhatsApp', async ({
    page,
    baseUrl,
  }) => {
    await page.goto(productUrl(product.id));
    await page.getByTestId('seller-link').click();
    await expect(page).toHaveURL(`/shops/${product.seller.id}`);
    const shop = await api<ShopPage>(`/api/shops/${product.seller.id}`);
    await expect(page.getByRole('heading', { level: 1, name: shop.businessName })).toBeVisible();
    const cards = page.getByTestId('product-card');
    await expect(cards).toHaveCount(shop.products.length);
    await expect(cards.getByRole('link')).toHaveText(shop.products.map((p) => p.title));

    const shopUrl = `${baseUrl}/shops/${shop.id}`;
    const shareLink = page.getByTestId('share-whatsapp');
    await expect(shareLink).toHaveAttribute('href', /^https:\/\/wa\.me\/\?/);
    const share = new URL((await shareLink.getAttribute('href'))!);
    expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/');
    expect(share.searchParams.get('text')).toContain(shopUrl);
    expect(share.searchParams.get('text')).toContain(shop.businessName);
    await snapBoth(page, 'shop');
    await expectNoSeriousViolations(page, 'the shop page');
  });

  test("'Share' uses the phone's share sheet, else copies the shop link", async ({
    page,
    context,
    browser,
    baseUrl,
  }) => {
    const shopPath = `/shops/${product.seller.id}`;
    // A phone: navigator.share exists; record what it is given.
    await context.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    await page.goto(shopPath);
    await page.getByTestId('share-shop').click();
    await expect
      .poll(() => page.evaluate(() => (window as unknown as { shared?: ShareData }).shared?.url))
      .toBe(`${baseUrl}${shopPath}`);

    // A desktop without a share sheet: the link goes to the clipboard.
    const desktop = await browser.newContext({
      viewport: { width: 1280, height: 800 },
      hasTouch: false,
    });
    await desktop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await desktop.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    const desk = await desktop.newPage();
    await desk.goto(shopPath);
    await waitForApp(desk);
    await desk.getByTestId('share-shop').click();
    await expect(desk.getByText(en.shopPage.linkCopied)).toBeVisible();
    await expect
      .poll(() => desk.evaluate(() => navigator.clipboard.readText()))
      .toBe(`${baseUrl}${shopPath}`);
    await desktop.close();
  });
});

test.describe('unknown product or shop', () => {
  test('answers with HTTP 404 and the 404 page', async ({ page }) => {
    for (const path of [productUrl(UNKNOWN_ID), `/shops/${UNKNOWN_ID}`]) {
      const response = await page.goto(path);
      expect(response?.status(), path).toBe(404);
      await expect(
        page.getByRole('heading', { level: 1, name: en.notFound.title }),
        path,
      ).toBeVisible();
    }
  });
});
