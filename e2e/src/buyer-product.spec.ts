// A buyer's journey from a home card to the seller: the product page (photos, price, seller,
// related), 'Chat on WhatsApp' with the right number and text and an inquiry recorded on the
// server, a receipt requested and verified publicly, views counted once per visitor per day, the
// shop page with its share links, and unknown products answered with the 404 page.
import type { ProductDetail, Receipt, ShopPage } from '@dwa/domain/catalog';
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import { formatGhs } from '@dwa/domain/money';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import type { ProductListResponse } from '@dwa/domain/products';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { snapBoth } from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { snap } from './screenshots.ts';

const baseUrl = inject('baseUrl');
const UNKNOWN_ID = '00000000-0000-4000-8000-000000000000';
let browser: Browser;
/** A demo product with more than one photo and a seller with a WhatsApp number. */
let product: ProductDetail;

const api = async <T>(path: string): Promise<T> => {
  const response = await fetch(`${baseUrl}${path}`);
  if (!response.ok) throw new Error(`${path}: ${response.status}`);
  return (await response.json()) as T;
};

beforeAll(async () => {
  browser = await launchBrowser();
  const list = await api<ProductListResponse>('/api/products?pageSize=48');
  for (const item of list.items) {
    const detail = await api<ProductDetail>(`/api/products/${item.id}`);
    if (detail.images.length > 1 && detail.seller.whatsappNumber && detail.related.length > 0) {
      product = detail;
      break;
    }
  }
  if (!product) throw new Error('the demo data has no product with two photos');
});
afterAll(() => browser.close());

async function open(
  url: string,
  options: { width?: number; language?: 'tw' } = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    viewport: { width: options.width ?? 360, height: 800 },
  });
  if (options.language) {
    await context.addInitScript((lang) => localStorage.setItem('lang', lang), options.language);
  }
  // No real WhatsApp: wa.me answers locally.
  await context.route('https://wa.me/**', (route) =>
    route.fulfill({ status: 200, contentType: 'text/html', body: '<title>WhatsApp</title>' }),
  );
  const page = await context.newPage();
  await page.goto(`${baseUrl}${url}`);
  return { context, page };
}

const productUrl = (id: string) => `/products/${id}`;

describe('product page', () => {
  it('opens from a home card with title, price, seller, photos and related products', async () => {
    const { context, page } = await open('/');
    const card = page.getByTestId('product-card').first();
    await card.waitFor();
    const title = (await card.getByRole('link').textContent())!.trim();
    // One link per card, named by the title.
    expect(await card.getByRole('link').count()).toBe(1);
    await card.getByRole('link', { name: title }).click();
    await page.waitForURL(/\/products\/[0-9a-f-]{36}$/);
    const id = new URL(page.url()).pathname.split('/').pop()!;
    const detail = await api<ProductDetail>(`/api/products/${id}`);
    expect(detail.title).toBe(title);

    const heading = page.getByRole('heading', { level: 1 });
    await heading.waitFor();
    expect(await heading.textContent()).toBe(detail.title);
    expect(await page.getByTestId('product-price').textContent()).toBe(
      formatGhs(detail.pricePesewas),
    );
    const seller = page.getByTestId('seller-link');
    expect(await seller.textContent()).toBe(detail.seller.businessName);
    expect(await seller.getAttribute('href')).toBe(`/shops/${detail.seller.id}`);
    expect(await page.getByTestId('seller-location').textContent()).toContain(
      en.enums.location[detail.seller.location as keyof typeof en.enums.location],
    );
    expect(await page.getByTestId('verified-badge').count()).toBe(detail.seller.isVerified ? 1 : 0);

    // The main photo: WebP variants, explicit size, loaded first with high priority.
    const photo = page.getByRole('img', { name: detail.title }).first();
    expect(await photo.getAttribute('srcset')).toBe(detail.images[0]!.srcset);
    expect(await photo.getAttribute('width')).toBe(String(detail.images[0]!.width));
    expect(await photo.getAttribute('loading')).toBe('eager');
    expect(await photo.getAttribute('fetchpriority')).toBe('high');
    await page.waitForFunction(
      (name) =>
        Array.from(document.images).some(
          (img) => img.alt === name && img.complete && img.naturalWidth,
        ),
      detail.title,
    );
    expect(await page.getByTestId('product-card').count()).toBe(detail.related.length);
    await context.close();
  });

  it('shows every photo, the delivery facts and no serious a11y violation', async () => {
    const { context, page } = await open(productUrl(product.id), { width: 1280 });
    await page.getByRole('heading', { level: 1 }).waitFor();
    const thumbs = page.getByTestId('gallery-thumb');
    expect(await thumbs.count()).toBe(product.images.length);
    await thumbs.nth(1).click();
    expect(await thumbs.nth(1).getAttribute('aria-pressed')).toBe('true');
    const main = page.getByRole('img', { name: product.title });
    expect(await main.getAttribute('src')).toBe(product.images[1]!.src);
    const facts = (await page.getByTestId('fact-delivery').textContent()) ?? '';
    if (product.deliveryAvailable) {
      expect(facts).toContain(en.productPage.deliveryAvailable);
      for (const area of product.deliveryAreas) expect(facts).toContain(area);
      if (product.deliveryCostPesewas)
        expect(facts).toContain(formatGhs(product.deliveryCostPesewas));
    } else {
      expect(facts).toContain(en.productPage.pickupOnly);
    }
    expect(await page.getByTestId('fact-category').textContent()).toContain(
      en.enums.category[product.category],
    );
    await thumbs.nth(0).click();
    await page.waitForFunction(() => Array.from(document.images).every((i) => i.complete));
    await snapBoth(page, 'product');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});

describe('contacting the seller', () => {
  it('links to the seller on WhatsApp with the product, price and link, and records the inquiry', async () => {
    const { context, page } = await open(productUrl(product.id));
    const link = page.getByRole('link', { name: new RegExp(en.sellerContact.chatOnWhatsApp) });
    await link.waitFor();
    const href = new URL((await link.getAttribute('href'))!);
    expect(href.origin).toBe('https://wa.me');
    expect(href.pathname).toBe(`/${toWhatsAppDigits(product.seller.whatsappNumber!)}`);
    const text = href.searchParams.get('text')!;
    expect(text).toContain(product.title);
    expect(text).toContain(formatGhs(product.pricePesewas));
    expect(text).toContain(`${baseUrl}/products/${product.id}`);
    expect(await link.getAttribute('target')).toBe('_blank');

    const before = (await api<ProductDetail>(`/api/products/${product.id}`)).whatsappClickCount;
    const [popup] = await Promise.all([context.waitForEvent('page'), link.click()]);
    await popup.waitForLoadState();
    expect(popup.url()).toBe(href.toString());
    // The beacon reaches the server on its own time; the count is the server's.
    await expect
      .poll(
        async () => (await api<ProductDetail>(`/api/products/${product.id}`)).whatsappClickCount,
        { timeout: 5_000 },
      )
      .toBe(before + 1);
    await context.close();
  });

  it('writes the prefilled message in Twi for a Twi buyer', async () => {
    const { context, page } = await open(productUrl(product.id), { language: 'tw' });
    const link = page.getByRole('link', { name: new RegExp(tw.sellerContact.chatOnWhatsApp) });
    await link.waitFor();
    const text = new URL((await link.getAttribute('href'))!).searchParams.get('text');
    expect(text).toBe(
      tw.sellerContact.whatsappMessage
        .replace('{{title}}', product.title)
        .replace('{{price}}', formatGhs(product.pricePesewas))
        .replace('{{url}}', `${baseUrl}/products/${product.id}`),
    );
    await snap(page, 'product-360-twi');
    await context.close();
  });

  it('shows no link, only a note, when the seller has no usable WhatsApp number', async () => {
    const context = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const page = await context.newPage();
    // The server returns null for a number that does not normalise (catalog.service.ts).
    await page.route(`**/api/products/${product.id}`, async (route) => {
      const body = (await (await route.fetch()).json()) as ProductDetail;
      await route.fulfill({ json: { ...body, seller: { ...body.seller, whatsappNumber: null } } });
    });
    await page.goto(`${baseUrl}${productUrl(product.id)}`);
    await page.getByText(en.sellerContact.noWhatsApp).waitFor();
    expect(await page.getByTestId('whatsapp-link').count()).toBe(0);
    expect(await page.locator('a[href^="https://wa.me"]').count()).toBe(0);
    await context.close();
  });
});

describe('receipts', () => {
  it('generates a receipt and verifies it publicly without the buyer phone', async () => {
    const { context, page } = await open(productUrl(product.id));
    await page.getByTestId('request-receipt').click();
    const dialog = page.getByRole('dialog', { name: en.receipt.dialogTitle });
    await dialog.waitFor();
    // Checked in the browser with the shared schema before anything is sent.
    await dialog.getByLabel(en.receipt.buyerPhone).fill('12345');
    await dialog.getByRole('button', { name: en.receipt.generate }).click();
    await dialog.getByText(en.validation.phone).waitFor();
    await snap(page, 'receipt-dialog-360-error');
    expect(await seriousViolations(page)).toEqual([]);

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
    await shown.waitFor();
    expect(await shown.getByTestId('receipt-number').textContent()).toContain(receipt.number);
    expect(await shown.getByTestId('receipt-product').textContent()).toContain(product.title);
    expect(await shown.getByTestId('receipt-amount').textContent()).toContain('GH₵ 120.50');
    expect(await shown.getByTestId('receipt-seller').textContent()).toContain(
      product.seller.businessName,
    );
    const verifyUrl = `${baseUrl}/receipts/${receipt.number}`;
    expect(await shown.getByTestId('receipt-verification-url').textContent()).toBe(verifyUrl);
    expect(await shown.getByRole('button', { name: en.receipt.print }).isVisible()).toBe(true);
    await snap(page, 'receipt-dialog-360');
    // Printed from the dialog: the whole receipt is on the page, nothing clipped or covered.
    await page.emulateMedia({ media: 'print' });
    // Paper starts at the top of the document.
    await page.evaluate(() => window.scrollTo(0, 0));
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    for (const id of ['receipt-number', 'receipt-location', 'receipt-verification-url']) {
      // By test id, not role: the dialog itself is hidden in print, so it has no role then.
      const hit = await page.getByTestId(id).evaluate((row) => {
        // A row is display: contents (no box of its own): test its value.
        const el = row.querySelector('dd') ?? row;
        // The first line box: a wrapped link's bounding box also covers text beside it.
        const box = el.getClientRects()[0] ?? el.getBoundingClientRect();
        const top = document.elementFromPoint(box.left + 4, box.top + box.height / 2);
        return box.height > 0 && top !== null && el.contains(top);
      });
      expect(hit, id).toBe(true);
    }
    await page.emulateMedia({ media: 'screen' });
    await page.keyboard.press('Escape');
    expect(await dialog.isVisible()).toBe(false);

    await page.goto(verifyUrl);
    await page.getByRole('heading', { name: en.receipt.verifiedTitle }).waitFor();
    const body = (await page.locator('main').textContent()) ?? '';
    expect(body).toContain(receipt.number);
    expect(body).toContain(product.title);
    expect(body).not.toMatch(/241234567|024 123 4567/);
    await snapBoth(page, 'receipt-verified');
    expect(await seriousViolations(page)).toEqual([]);
    // Print: window.print, and the print stylesheet shows the receipt only.
    await page.evaluate(() => {
      window.print = () => {
        (window as unknown as { printed: boolean }).printed = true;
      };
    });
    await page.getByRole('button', { name: en.receipt.print }).click();
    expect(await page.evaluate(() => (window as unknown as { printed?: boolean }).printed)).toBe(
      true,
    );
    await page.emulateMedia({ media: 'print' });
    expect(await page.getByTestId('receipt-product').isVisible()).toBe(true);
    expect(await page.getByRole('banner').isVisible()).toBe(false);
    expect(await page.getByRole('heading', { name: en.receipt.verifiedTitle }).isVisible()).toBe(
      false,
    );
    expect(await page.getByRole('button', { name: en.receipt.print }).isVisible()).toBe(false);
    await page.emulateMedia({ media: 'screen' });

    await page.goto(`${baseUrl}/receipts/DWA-20200101-AAAAAA`);
    await page.getByRole('heading', { name: en.receipt.notFoundTitle }).waitFor();
    await context.close();
  });

  it("shows the server's field errors at the fields and 'Failed to generate receipt' on failure", async () => {
    const { context, page } = await open(productUrl(product.id));
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
    await dialog.getByText(serverText).waitFor();
    expect(await dialog.getByText(en.receipt.failed).count()).toBe(0);

    await page.unroute('**/api/receipts');
    await page.route('**/api/receipts', (route) =>
      route.fulfill({ status: 500, contentType: 'application/json', body: '{}' }),
    );
    await dialog.getByRole('button', { name: en.receipt.generate }).click();
    await dialog.getByText('Failed to generate receipt', { exact: true }).waitFor();
    await context.close();
  });
});

describe('views', () => {
  it('counts one view per visitor per product per day', async () => {
    const views = async () => (await api<ProductDetail>(`/api/products/${product.id}`)).viewCount;
    const viewPosted = (page: Page) =>
      page.waitForResponse((r) => r.url().endsWith(`/api/products/${product.id}/views`));
    const before = await views();
    const context = await browser.newContext();
    const page = await context.newPage();
    const [first] = await Promise.all([
      viewPosted(page),
      page.goto(`${baseUrl}${productUrl(product.id)}`),
    ]);
    expect(first.status()).toBe(204);
    expect(await views()).toBe(before + 1);
    // The same visitor again today: posted, not counted.
    const [again] = await Promise.all([viewPosted(page), page.reload()]);
    expect(again.status()).toBe(204);
    expect(await views()).toBe(before + 1);
    await context.close();
    // Another visitor counts.
    const other = await browser.newContext();
    const otherPage = await other.newPage();
    await Promise.all([
      viewPosted(otherPage),
      otherPage.goto(`${baseUrl}${productUrl(product.id)}`),
    ]);
    expect(await views()).toBe(before + 2);
    await other.close();
  });
});

describe('shop page', () => {
  it('opens from the product, lists all its active products and shares on WhatsApp', async () => {
    const { context, page } = await open(productUrl(product.id));
    await page.getByTestId('seller-link').click();
    await page.waitForURL(`${baseUrl}/shops/${product.seller.id}`);
    const shop = await api<ShopPage>(`/api/shops/${product.seller.id}`);
    await page.getByRole('heading', { level: 1, name: shop.businessName }).waitFor();
    await page.getByTestId('product-card').first().waitFor();
    expect(await page.getByTestId('product-card').count()).toBe(shop.products.length);
    const cardTitles = await page.getByTestId('product-card').getByRole('link').allTextContents();
    expect(cardTitles).toEqual(shop.products.map((p) => p.title));

    const shopUrl = `${baseUrl}/shops/${shop.id}`;
    const share = new URL((await page.getByTestId('share-whatsapp').getAttribute('href'))!);
    expect(`${share.origin}${share.pathname}`).toBe('https://wa.me/');
    expect(share.searchParams.get('text')).toContain(shopUrl);
    expect(share.searchParams.get('text')).toContain(shop.businessName);
    await snapBoth(page, 'shop');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });

  it("'Share' uses the phone's share sheet, else copies the shop link", async () => {
    const shopPath = `/shops/${product.seller.id}`;
    // A phone: navigator.share exists; record what it is given.
    const phone = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await phone.addInitScript(() => {
      Object.defineProperty(navigator, 'share', {
        configurable: true,
        value: async (data: ShareData) => {
          (window as unknown as { shared: ShareData }).shared = data;
        },
      });
    });
    const page = await phone.newPage();
    await page.goto(`${baseUrl}${shopPath}`);
    await page.getByTestId('share-shop').click();
    const shared = await page.waitForFunction(
      () => (window as unknown as { shared?: ShareData }).shared,
    );
    expect((await shared.jsonValue())?.url).toBe(`${baseUrl}${shopPath}`);
    await phone.close();

    // A desktop without a share sheet: the link goes to the clipboard.
    const desktop = await browser.newContext({ viewport: { width: 1280, height: 800 } });
    await desktop.grantPermissions(['clipboard-read', 'clipboard-write'], { origin: baseUrl });
    await desktop.addInitScript(() => {
      Object.defineProperty(navigator, 'share', { configurable: true, value: undefined });
    });
    const desk = await desktop.newPage();
    await desk.goto(`${baseUrl}${shopPath}`);
    await desk.getByTestId('share-shop').click();
    await desk.getByText(en.shopPage.linkCopied).waitFor();
    expect(await desk.evaluate(() => navigator.clipboard.readText())).toBe(`${baseUrl}${shopPath}`);
    await desktop.close();
  });
});

describe('unknown product or shop', () => {
  it('answers with HTTP 404 and the 404 page', async () => {
    for (const path of [productUrl(UNKNOWN_ID), `/shops/${UNKNOWN_ID}`]) {
      const context = await browser.newContext();
      const page = await context.newPage();
      const response = await page.goto(`${baseUrl}${path}`);
      expect(response?.status(), path).toBe(404);
      await page.getByRole('heading', { level: 1, name: en.notFound.title }).waitFor();
      await context.close();
    }
  });
});
