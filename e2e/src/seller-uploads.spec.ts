// WhatsApp uploads of the demo seller (the only journey that signs in as the demo seller: uploads
// come only from demo data until the bot exists). The list shows 'No price specified' on the
// plantain and '+N' beyond three photos; a publish with a corrected price makes a live product
// in category General, reachable by View Product; a reject asks first and moves the upload out of
// Pending. Server field errors appear at the fields; a seller without uploads sees the empty state.
import { en } from '@dwa/domain/i18n/en';
import { formatGhs } from '@dwa/domain/money';
import type { SellerUpload, SellerUploadList } from '@dwa/domain/seller-uploads';
import type { BrowserContext, Locator, Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { demoCredentials, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, signInSeller } from './seller-helpers.ts';
import { kentePhoto } from './whatsapp-helpers.ts';

// The demo seller's uploads change from journey to journey (published, rejected).
test.describe.configure({ mode: 'serial' });

const texts = en.sellerUploads;
let origin = '';
let cookie: string;
let context: BrowserContext;
let page: Page;

/** The demo seller's uploads as the server lists them (the journey's reference). */
async function uploadsApi(sessionCookie = cookie): Promise<SellerUploadList> {
  const response = await fetch(`${origin}/api/seller/uploads`, {
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

test.beforeAll(async ({ browser, baseUrl, demoDataDir }) => {
  origin = baseUrl;
  context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  cookie = await signInSeller(context, baseUrl, demoCredentials(demoDataDir).seller);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

test.describe('WhatsApp uploads', () => {
  test('lists the uploads with their prices, thumbnails and "+N", and passes axe', async () => {
    const list = await uploadsApi();
    expect(list.counts.pending).toBeGreaterThanOrEqual(3);
    await page.goto('/seller/products/uploads');

    // Both tabs on top, the uploads one with the server's count.
    const tabs = page.getByRole('navigation', { name: en.sellerCenter.productTabsLabel });
    await expect(
      tabs.getByRole('link', { name: `${en.sellerCenter.tabs.uploads} (${list.counts.all})` }),
    ).toBeVisible();
    await expect(page.getByTestId('upload-card')).toHaveCount(list.items.length);

    for (const upload of list.items) {
      const row = card(upload.id);
      await expect(row.getByTestId('upload-title')).toHaveText(
        upload.parsedTitle ?? texts.untitled,
      );
      await expect(row.getByTestId('upload-price')).toHaveText(
        upload.parsedPricePesewas === null ? texts.noPrice : formatGhs(upload.parsedPricePesewas),
      );
      await expect(row.getByTestId('status-badge')).toHaveText(texts.status[upload.status]);
      await expect(row.locator('img')).toHaveCount(Math.min(upload.photoCount, 3));
      const more = row.getByTestId('more-photos');
      if (upload.photoCount > 3) {
        await expect(more).toContainText(`+${upload.photoCount - 3}`);
      } else {
        await expect(more).toHaveCount(0);
      }
      const pending = upload.status === 'pending';
      await expect(row.getByTestId('publish-button')).toHaveCount(pending ? 1 : 0);
      await expect(row.getByTestId('reject-button')).toHaveCount(pending ? 1 : 0);
    }

    const plantain = list.items.find((u) => u.parsedTitle?.includes('plantain'))!;
    await expect(card(plantain.id).getByTestId('upload-price')).toHaveText('No price specified');
    expect(list.items.some((u) => u.photoCount > 3)).toBe(true);
    await expect(page.getByTestId('more-photos').first()).toBeVisible();

    // Thumbnails are real photos, loaded.
    const firstImage = page.getByTestId('upload-card').first().locator('img').first();
    await firstImage.scrollIntoViewIfNeeded();
    await expect(firstImage).toHaveJSProperty('complete', true);
    await expect
      .poll(() => firstImage.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);

    await snapBoth(page, 'seller-uploads');
    await expectNoSeriousViolations(page, 'WhatsApp uploads');
  });

  test('shows errors the server finds at the fields of the publish dialog', async () => {
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
    // No parsed price: the field starts empty, and the form asks for one before sending
    // anything (never a product at GH₵ 0.00).
    const price = dialog.getByLabel(texts.publishDialog.price);
    await expect(price).toHaveValue('');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await expect(dialog.getByText(texts.publishDialog.priceRequired)).toBeVisible();
    await expect(price).toHaveAttribute('aria-invalid', 'true');
    await price.fill('60');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await expect(dialog.getByText(en.validation.productName)).toBeVisible();
    await expect(dialog.getByLabel(texts.publishDialog.productName)).toHaveAttribute(
      'aria-invalid',
      'true',
    );
    await page.unroute('**/api/seller/uploads/*/publish');
    await dialog.getByRole('button', { name: texts.publishDialog.cancel }).click();
    await expect(dialog).toBeHidden();
    await expect(card(plantain.id)).toHaveAttribute('data-status', 'pending');
  });

  test("the bot's Edit on web link opens that upload's publish dialog, once", async () => {
    const upload = await pendingWhere(() => true);
    await page.goto(`/seller/products/uploads?upload=${upload.id}`);
    const dialog = page.getByTestId('publish-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByLabel(texts.publishDialog.productName)).toHaveValue(
      upload.parsedTitle?.trim() || 'Untitled',
    );
    // Taken from the address: closing does not bring it back, nor does a reload.
    await expect(page).toHaveURL(/\/seller\/products\/uploads$/);
    await dialog.getByRole('button', { name: texts.publishDialog.cancel }).click();
    await expect(dialog).toBeHidden();
    await page.reload();
    await expect(card(upload.id)).toBeVisible();
    await expect(dialog).toBeHidden();
  });

  test('publishes an upload after changing its price; View Product opens the live product', async () => {
    const kaba = await pendingWhere((u) => u.photoCount > 3);
    const row = card(kaba.id);
    await row.getByTestId('publish-button').click();
    const dialog = page.getByTestId('publish-dialog');
    await expect(dialog.getByLabel(texts.publishDialog.productName)).toHaveValue(
      kaba.parsedTitle ?? '',
    );
    await expect(dialog.getByLabel(texts.publishDialog.category)).toHaveValue('general');
    await snapBoth(page, 'seller-uploads-publish');
    await expectNoSeriousViolations(page, 'the publish dialog');

    // A price the form refuses first, then the corrected one.
    const price = dialog.getByLabel(texts.publishDialog.price);
    await price.fill('three hundred');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await expect(dialog.getByText(en.validation.price)).toBeVisible();
    await price.fill('320');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await expect(page.getByText(texts.published)).toBeVisible();
    await expect(dialog).toBeHidden();

    // The card now says Published and links to the product; Publish and Reject are gone.
    await expect(row).toHaveAttribute('data-status', 'published');
    await expect(row.getByTestId('status-badge')).toHaveText(texts.status.published);
    await expect(row.getByTestId('publish-button')).toHaveCount(0);
    const published = (await uploadsApi()).items.find((u) => u.id === kaba.id)!;
    expect(published.status).toBe('published');
    await snapBoth(page, 'seller-uploads-published');

    await row.getByRole('link', { name: texts.viewProduct }).click();
    await expect(page).toHaveURL(`/products/${published.productId}`);
    await expect(page.getByTestId('product-price')).toHaveText(formatGhs(32_000));
    await expect(page.getByRole('heading', { level: 1 })).toHaveText(kaba.parsedTitle ?? '');
    await expect(page.getByTestId('fact-category')).toContainText(en.enums.category.general);
    // Every photo of the upload went with it.
    const detail = (await (
      await fetch(`${origin}/api/products/${published.productId}`)
    ).json()) as { photos: unknown[] };
    expect(detail.photos).toHaveLength(kaba.photoCount);
  });

  test('rejects an upload after confirming: gone from Pending, badge Rejected', async () => {
    await page.goto('/seller/products/uploads?status=pending');
    const infinix = await pendingWhere((u) => u.parsedPricePesewas !== null);
    const row = card(infinix.id);
    await expect(row).toBeVisible();

    // Cancelling the question changes nothing.
    await row.getByTestId('reject-button').click();
    const dialog = page.getByTestId('reject-dialog');
    await expect(dialog).toBeVisible();
    await snapBoth(page, 'seller-uploads-reject');
    await expectNoSeriousViolations(page, 'the reject question');
    await dialog.getByRole('button', { name: texts.rejectDialog.cancel }).click();
    await expect(dialog).toBeHidden();
    const afterCancel = await uploadsApi();
    expect(afterCancel.items.find((u) => u.id === infinix.id)?.status).toBe('pending');

    await row.getByTestId('reject-button').click();
    await dialog.getByRole('button', { name: texts.rejectDialog.confirm }).click();
    await expect(page.getByText(texts.rejected)).toBeVisible();
    await expect(row).toHaveCount(0);

    const after = await uploadsApi();
    expect(after.items.find((u) => u.id === infinix.id)?.status).toBe('rejected');
    await page
      .getByRole('button', {
        name: texts.filter.rejected.replace('{{count}}', String(after.counts.rejected)),
      })
      .click();
    await expect(card(infinix.id).getByTestId('status-badge')).toHaveText(texts.status.rejected);
    await expect(card(infinix.id).getByTestId('reject-button')).toHaveCount(0);
  });

  // Issue 32: "Delivery to Ejisu and Adum" set no delivery. Sent by a new seller through the
  // admin's simulator (the real webhook), published from the web with what the caption offered.
  test("a caption's delivery places and fee start the publish dialog and reach the product", async ({
    page: admin,
    browser,
    baseUrl,
    demoDataDir,
  }) => {
    test.setTimeout(120_000);
    const seller = await createSeller(baseUrl, demoDataDir);
    await signInAdmin(admin.request, baseUrl, demoDataDir);
    await admin.goto('/admin/whatsapp/simulator');
    await admin.getByLabel(en.simulator.from).fill(seller.phone);
    await admin
      .getByTestId('simulator-photo-input')
      .setInputFiles({ name: 'sandals.jpg', mimeType: 'image/jpeg', buffer: await kentePhoto() });
    await expect(admin.getByTestId('picked-photo')).toBeVisible();
    await admin
      .getByLabel(en.simulator.message)
      .fill('Ladies sandals GH₵ 85\nDelivery to Ejisu and Adum, 20gh delivery fee');
    await admin.getByRole('button', { name: en.simulator.send, exact: true }).click();
    // The upload exists once the bot has answered with its summary.
    await expect
      .poll(async () => (await uploadsApi(seller.cookie)).items.length, { timeout: 30_000 })
      .toBe(1);
    const [upload] = (await uploadsApi(seller.cookie)).items;
    expect(upload).toMatchObject({
      parsedPricePesewas: 8_500,
      parsedDeliveryAvailable: true,
      parsedDeliveryAreas: ['Ejisu', 'Adum'],
      parsedDeliveryFeePesewas: 2_000,
    });

    const own = await browser.newContext({ viewport: { width: 360, height: 800 } });
    await signInSeller(own, baseUrl, seller);
    const sellerPage = await own.newPage();
    await sellerPage.goto('/seller/products/uploads');
    await sellerPage
      .locator(`[data-testid="upload-card"][data-upload-id="${upload!.id}"]`)
      .getByTestId('publish-button')
      .click();
    const dialog = sellerPage.getByTestId('publish-dialog');
    await expect(dialog.getByText(texts.publishDialog.deliveryFromMessage)).toBeVisible();
    await expect(dialog.getByLabel(en.labels.deliveryAvailable)).toBeChecked();
    await expect(dialog.getByLabel(en.seller.deliveryCost)).toHaveValue('20.00');
    await expect(dialog.getByLabel(en.seller.deliveryAreas)).toHaveValue('Ejisu, Adum');
    await snapBoth(sellerPage, 'seller-uploads-publish-delivery');
    await dialog.getByRole('button', { name: texts.publishDialog.submit }).click();
    await expect(dialog).toBeHidden();

    const published = (await uploadsApi(seller.cookie)).items[0]!;
    await sellerPage.goto(`/products/${published.productId}`);
    const delivery = sellerPage.getByTestId('fact-delivery');
    await expect(delivery).toContainText(formatGhs(2_000));
    await expect(delivery).toContainText('Ejisu, Adum');
    await own.close();
  });

  test('shows the empty state to a seller who has sent nothing', async ({
    page: empty,
    context: other,
    baseUrl,
    demoDataDir,
  }) => {
    const fresh = await createSeller(baseUrl, demoDataDir);
    await signInSeller(other, baseUrl, fresh);
    await empty.goto('/seller/products/uploads');
    await expect(empty.getByTestId('uploads-empty')).toBeVisible();
    await expect(empty.getByText(texts.empty.title)).toHaveCount(1);
    expect((await uploadsApi(fresh.cookie)).items).toHaveLength(0);
  });
});
