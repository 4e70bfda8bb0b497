// WhatsApp uploads of the demo seller (the only journey that signs in as the demo seller: uploads
// come only from demo data until the bot exists). The list shows 'No price specified' on the
// plantain and '+N' beyond three photos; a publish with a corrected price makes a live product
// in category General, reachable by View Product; a reject asks first and moves the upload out of
// Pending. Server field errors appear at the fields; a seller without uploads sees the empty state.
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import type { SellerUpload, SellerUploadList } from '@dwa/domain/seller-uploads';
import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { demoCredentials, snapBoth } from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { createSeller, signInSeller } from './seller-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('demoDataDir');
const texts = en.sellerUploads;
let browser: Browser;
let cookie: string;
let context: BrowserContext;
let page: Page;

/** The demo seller's uploads as the server lists them (the journey's reference). */
async function uploadsApi(sessionCookie = cookie): Promise<SellerUploadList> {
  const response = await fetch(`${baseUrl}/api/seller/uploads`, {
    headers: { cookie: sessionCookie },
  });
  if (!response.ok) throw new Error(`uploads: ${response.status}`);
  return (await response.json()) as SellerUploadList;
}

const pendingWhere = async (test: (u: SellerUpload) => boolean) => {
  const upload = (await uploadsApi()).items.find((u) => u.status === 'pending' && test(u));
  if (!upload) throw new Error('the demo data has no such pending upload');
  return upload;
};

const card = (id: string): Locator =>
  page.locator(`[data-testid="upload-card"][data-upload-id="${id}"]`);

beforeAll(async () => {
  browser = await launchBrowser();
  context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  cookie = await signInSeller(context, baseUrl, demoCredentials(dataDir).seller);
  page = await context.newPage();
});
afterAll(async () => {
  await context.close();
  await browser.close();
});

describe('WhatsApp uploads', () => {
  it('lists the uploads with their prices, thumbnails and "+N", and passes axe', async () => {
    const list = await uploadsApi();
    expect(list.counts.pending).toBeGreaterThanOrEqual(3);
    await page.goto(`${baseUrl}/seller/products/uploads`);
    await page.getByTestId('upload-card').first().waitFor();

    // Both tabs on top, the uploads one with the server's count.
    const tabs = page.getByRole('navigation', { name: en.sellerCenter.productTabsLabel });
    await tabs
      .getByRole('link', { name: `${en.sellerCenter.tabs.uploads} (${list.counts.all})` })
      .waitFor();
    expect(await page.getByTestId('upload-card').count()).toBe(list.items.length);

    for (const upload of list.items) {
      const row = card(upload.id);
      expect(await row.getByTestId('upload-title').textContent()).toBe(
        upload.parsedTitle ?? texts.untitled,
      );
      expect(await row.getByTestId('upload-price').textContent()).toBe(
        upload.parsedPricePesewas === null ? texts.noPrice : formatGhs(upload.parsedPricePesewas),
      );
      expect(await row.getByTestId('status-badge').textContent()).toBe(texts.status[upload.status]);
      expect(await row.locator('img').count()).toBe(Math.min(upload.imageCount, 3));
      const more = row.getByTestId('more-photos');
      if (upload.imageCount > 3) {
        expect(await more.textContent()).toContain(`+${upload.imageCount - 3}`);
      } else {
        expect(await more.count()).toBe(0);
      }
      const pending = upload.status === 'pending';
      expect(await row.getByTestId('publish-button').count()).toBe(pending ? 1 : 0);
      expect(await row.getByTestId('reject-button').count()).toBe(pending ? 1 : 0);
    }

    const plantain = list.items.find((u) => u.parsedTitle?.includes('plantain'))!;
    expect(await card(plantain.id).getByTestId('upload-price').textContent()).toBe(
      'No price specified',
    );
    expect(list.items.some((u) => u.imageCount > 3)).toBe(true);
    expect(await page.getByTestId('more-photos').count()).toBeGreaterThan(0);

    // Thumbnails are real photos, loaded.
    const firstImage = page.getByTestId('upload-card').first().locator('img').first();
    await firstImage.scrollIntoViewIfNeeded();
    await page.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await firstImage.elementHandle(),
    );

    await snapBoth(page, 'seller-uploads');
    expect(await seriousViolations(page)).toEqual([]);
  });

  it('shows errors the server finds at the fields of the publish dialog', async () => {
    const plantain = await pendingWhere((u) => u.parsedPricePesewas === null);
    // The server's answer is replaced for this one request, so the upload stays pending.
    await page.route('**/api/seller/uploads/*/publish', (route) =>
      route.fulfill({
        status: 400,
        contentType: 'application/json',
        body: JSON.stringify({
          error: {
            code: 'validation_failed',
            message: 'Some fields are not valid.',
            fields: { title: en.validation.productName },
          },
        }),
      }),
    );
    await card(plantain.id).getByTestId('publish-button').click();
    const dialog = page.getByTestId('publish-dialog');
    await dialog.waitFor();
    // No parsed price: the field starts empty (publishing it means GH₵ 0).
    expect(await dialog.getByLabel(texts.publishDialog.price).inputValue()).toBe('');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await dialog.getByText(en.validation.productName).waitFor();
    expect(
      await dialog.getByLabel(texts.publishDialog.productName).getAttribute('aria-invalid'),
    ).toBe('true');
    await page.unroute('**/api/seller/uploads/*/publish');
    await dialog.getByRole('button', { name: texts.publishDialog.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect(await card(plantain.id).getAttribute('data-status')).toBe('pending');
  });

  it('publishes an upload after changing its price; View Product opens the live product', async () => {
    const kaba = await pendingWhere((u) => u.imageCount > 3);
    const row = card(kaba.id);
    await row.getByTestId('publish-button').click();
    const dialog = page.getByTestId('publish-dialog');
    await dialog.waitFor();
    expect(await dialog.getByLabel(texts.publishDialog.productName).inputValue()).toBe(
      kaba.parsedTitle,
    );
    expect(await dialog.getByLabel(texts.publishDialog.category).inputValue()).toBe('general');
    await snapBoth(page, 'seller-uploads-publish');
    expect(await seriousViolations(page)).toEqual([]);

    // A price the form refuses first, then the corrected one.
    const price = dialog.getByLabel(texts.publishDialog.price);
    await price.fill('three hundred');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await dialog.getByText(en.validation.price).waitFor();
    await price.fill('320');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await page.getByText(texts.published).waitFor();
    await dialog.waitFor({ state: 'hidden' });

    // The card now says Published and links to the product; Publish and Reject are gone.
    await page.locator(`[data-upload-id="${kaba.id}"][data-status="published"]`).waitFor();
    expect(await row.getByTestId('status-badge').textContent()).toBe(texts.status.published);
    expect(await row.getByTestId('publish-button').count()).toBe(0);
    const published = (await uploadsApi()).items.find((u) => u.id === kaba.id)!;
    expect(published.status).toBe('published');
    await snapBoth(page, 'seller-uploads-published');

    await row.getByRole('link', { name: texts.viewProduct }).click();
    await page.waitForURL(`${baseUrl}/products/${published.productId}`);
    await page.getByTestId('product-price').waitFor();
    expect(await page.getByTestId('product-price').textContent()).toBe(formatGhs(32_000));
    expect(await page.getByRole('heading', { level: 1 }).textContent()).toBe(kaba.parsedTitle);
    expect(await page.getByTestId('fact-category').textContent()).toContain(
      en.enums.category.general,
    );
    // Every photo of the upload went with it.
    const detail = (await (
      await fetch(`${baseUrl}/api/products/${published.productId}`)
    ).json()) as { images: unknown[]; status?: string };
    expect(detail.images).toHaveLength(kaba.imageCount);
  });

  it('rejects an upload after confirming: gone from Pending, badge Rejected', async () => {
    await page.goto(`${baseUrl}/seller/products/uploads?status=pending`);
    const infinix = await pendingWhere((u) => u.parsedPricePesewas !== null);
    const row = card(infinix.id);
    await row.waitFor();

    // Cancelling the question changes nothing.
    await row.getByTestId('reject-button').click();
    const dialog = page.getByTestId('reject-dialog');
    await dialog.waitFor();
    await snapBoth(page, 'seller-uploads-reject');
    expect(await seriousViolations(page)).toEqual([]);
    await dialog.getByRole('button', { name: texts.rejectDialog.cancel }).click();
    await dialog.waitFor({ state: 'hidden' });
    expect((await uploadsApi()).items.find((u) => u.id === infinix.id)?.status).toBe('pending');

    await row.getByTestId('reject-button').click();
    await dialog.getByRole('button', { name: texts.rejectDialog.confirm }).click();
    await page.getByText(texts.rejected).waitFor();
    await row.waitFor({ state: 'detached' });

    const after = await uploadsApi();
    expect(after.items.find((u) => u.id === infinix.id)?.status).toBe('rejected');
    await page
      .getByRole('button', {
        name: texts.filter.rejected.replace('{{count}}', String(after.counts.rejected)),
      })
      .click();
    expect(await card(infinix.id).getByTestId('status-badge').textContent()).toBe(
      texts.status.rejected,
    );
    expect(await card(infinix.id).getByTestId('reject-button').count()).toBe(0);
  });

  it('shows the empty state to a seller who has sent nothing', async () => {
    const fresh = await createSeller(baseUrl, dataDir);
    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await signInSeller(other, baseUrl, fresh);
    const empty = await other.newPage();
    await empty.goto(`${baseUrl}/seller/products/uploads`);
    await empty.getByTestId('uploads-empty').waitFor();
    expect(await empty.getByText(texts.empty.title).count()).toBe(1);
    expect((await uploadsApi(fresh.cookie)).items).toHaveLength(0);
    await other.close();
  });
});
