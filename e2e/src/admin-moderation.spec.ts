// The admin's moderation screens, through the screens: a seller is suspended (their
// product leaves the public site, its page is 404, and their sign-in says why) and reactivated;
// a visitor reports a listing from its product page, the report is in the admin's queue and
// resolving it by blocking takes the listing off the site; a contact-form message shows in
// Messages and is marked handled. Every seller, product and message here is made by this file.
import { enAdminModeration } from '@dwa/domain/i18n/admin-moderation/en';
import { en } from '@dwa/domain/i18n/en';
import { enProductReport } from '@dwa/domain/i18n/product-report/en';
import { enServerAdminModeration } from '@dwa/domain/i18n/server/admin-moderation/en';
import type { Browser, Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { apiCall } from './api-helpers.ts';
import { freshPhone, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test, waitForApp } from './fixtures.ts';
import { createSeller } from './seller-helpers.ts';

const as = enAdminModeration.adminSellers;
const ap = enAdminModeration.adminProducts;
const amsg = enAdminModeration.adminMessages;
const pr = enProductReport.productReport;

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });
const fill = (text: string, values: Record<string, string | number>) =>
  text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(values[name]));
const tag = () => String(Date.now() % 100_000).padStart(5, '0');

/** The status of the product's public page for an anonymous visitor (the micro-caches keep an
 * answer up to a second: polled). */
async function publicStatus(browser: Browser, baseUrl: string, productId: string) {
  const context = await browser.newContext();
  try {
    const response = await context.request.get(`${baseUrl}/api/products/${productId}`);
    return response.status();
  } finally {
    await context.close();
  }
}

async function productIdOf(baseUrl: string, cookie: string) {
  const response = await apiCall(baseUrl, cookie, 'GET', '/api/seller/products');
  const { items } = (await response.json()) as { items: { id: string; title: string }[] };
  return items[0]!;
}

test.describe('Admin moderation', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
    await signInAdmin(page.request, baseUrl, demoDataDir);
  });

  test('suspends a seller: the product leaves the site, sign-in says why; reactivating restores', async ({
    page,
    browser,
    baseUrl,
    demoDataDir,
  }) => {
    const n = tag();
    const seller = await createSeller(baseUrl, demoDataDir, {
      businessName: `Suspend Me ${n}`,
      product: { title: `Zebrawood stool ${n}` },
    });
    const product = await productIdOf(baseUrl, seller.cookie);
    expect(await publicStatus(browser, baseUrl, product.id)).toBe(200);
    // Before: search finds it.
    const before = await browser.newContext();
    const searching = await before.newPage();
    await searching.goto(`${baseUrl}/search?q=${encodeURIComponent(product.title)}`);
    await expect(searching.locator(`a[href="/products/${product.id}"]`).first()).toBeVisible();
    await before.close();

    await page.goto('/admin/sellers');
    await expect(page.getByRole('heading', { level: 1, name: as.title })).toBeVisible();
    await page.getByTestId('moderation-search').fill(seller.phone);
    await page.getByRole('button', { name: enAdminModeration.adminModeration.apply }).click();
    const rows = page.getByTestId('admin-seller-row');
    await expect(rows).toHaveCount(1);
    const row = rows.first();
    await expect(row).toContainText(seller.businessName);
    await expect(row.getByTestId('seller-status')).toHaveText(as.status.active);
    await snapBoth(page, 'admin-sellers');
    await expectNoSeriousViolations(page, 'the admin sellers screen');

    await row
      .getByRole('button', { name: fill(as.suspendNamed, { name: seller.businessName }) })
      .click();
    const dialog = page.getByTestId('suspend-dialog');
    await expect(dialog).toBeVisible();
    await dialog.getByTestId('moderation-reason').fill('Selling counterfeit goods');
    await snapBoth(page, 'admin-sellers-suspend');
    await dialog.getByRole('button', { name: as.suspend, exact: true }).click();
    await expect(toast(page, as.suspended)).toBeVisible();
    await expect(row.getByTestId('seller-status')).toHaveText(as.status.suspended);

    // Gone publicly: the product's page is 404 (API and page), and search does not find it.
    await expect.poll(() => publicStatus(browser, baseUrl, product.id)).toBe(404);
    const visitor = await browser.newContext();
    const visitorPage = await visitor.newPage();
    const answer = await visitorPage.goto(`${baseUrl}/products/${product.id}`);
    expect(answer?.status()).toBe(404);
    // Search (which then offers the closest other products) and home link to it nowhere.
    const linkToIt = visitorPage.locator(`a[href="/products/${product.id}"]`);
    await visitorPage.goto(`${baseUrl}/search?q=${encodeURIComponent(product.title)}`);
    await expect(
      visitorPage.getByRole('heading', { name: new RegExp(product.title) }),
    ).toBeVisible();
    await expect(linkToIt).toHaveCount(0);
    await visitorPage.goto(`${baseUrl}/`);
    await expect(linkToIt).toHaveCount(0);

    // The seller's sign-in, with the right password, says why.
    await visitorPage.goto(`${baseUrl}/seller/login`);
    await waitForApp(visitorPage);
    await visitorPage.getByLabel(en.labels.phoneNumber).fill(seller.phone);
    await visitorPage.getByLabel(en.auth.password, { exact: true }).fill(seller.password);
    await visitorPage.getByRole('button', { name: en.seller.signIn }).click();
    await expect(visitorPage.getByText(enServerAdminModeration.sellerSuspended)).toBeVisible();
    await expect(visitorPage).toHaveURL(/\/seller\/login/);
    await visitor.close();

    await row
      .getByRole('button', { name: fill(as.reactivateNamed, { name: seller.businessName }) })
      .click();
    await expect(toast(page, as.reactivated)).toBeVisible();
    await expect(row.getByTestId('seller-status')).toHaveText(as.status.active);
    await expect.poll(() => publicStatus(browser, baseUrl, product.id)).toBe(200);
    const back = await apiCall(baseUrl, '', 'POST', '/api/auth/seller/login', {
      phone: seller.phone,
      password: seller.password,
    });
    expect(back.status).toBe(200);
  });

  test('a visitor reports a listing; the admin blocks it from the queue', async ({
    page,
    browser,
    baseUrl,
    demoDataDir,
  }) => {
    const n = tag();
    const seller = await createSeller(baseUrl, demoDataDir, {
      businessName: `Reported Shop ${n}`,
      product: { title: `Miracle phone ${n}` },
    });
    const product = await productIdOf(baseUrl, seller.cookie);

    const visitor = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const buyer = await visitor.newPage();
    await buyer.goto(`${baseUrl}/products/${product.id}`);
    await waitForApp(buyer);
    await buyer.getByTestId('report-listing').click();
    const dialog = buyer.getByTestId('report-dialog');
    await expect(dialog).toBeVisible();
    await expect(dialog.getByRole('heading', { name: pr.title })).toBeVisible();
    await dialog.getByLabel(pr.reasons.scam).check();
    await dialog.getByTestId('report-details').fill('Asked me to pay before I could see it.');
    await snapBoth(buyer, 'product-report-dialog');
    await dialog.getByTestId('report-submit').click();
    await expect(dialog.getByTestId('report-sent')).toHaveText(pr.sent);
    await visitor.close();

    await page.goto('/admin/products?tab=reports');
    await expect(page.getByRole('tab', { name: ap.tabs.reports })).toHaveAttribute(
      'aria-selected',
      'true',
    );
    const card = page.getByTestId('admin-report').filter({ hasText: product.title });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText(ap.reports.reasons.scam);
    await expect(card).toContainText('Asked me to pay before I could see it.');
    await expect(card).toContainText(seller.businessName);
    await snapBoth(page, 'admin-products-reports');
    await expectNoSeriousViolations(page, 'the admin reports queue');

    await card.getByTestId('report-block').click();
    const resolve = page.getByTestId('resolve-dialog');
    await resolve.getByTestId('moderation-reason').fill('Scam reported by a buyer');
    await resolve.getByRole('button', { name: ap.reports.blockProduct }).click();
    await expect(toast(page, ap.reports.productBlocked)).toBeVisible();
    await expect(card).toHaveCount(0);
    await expect.poll(() => publicStatus(browser, baseUrl, product.id)).toBe(404);

    // In the products list it shows blocked; the admin lifts it (hidden, for the seller).
    await page.getByRole('tab', { name: ap.tabs.products }).click();
    await page.getByTestId('moderation-search').fill(product.title);
    await page.getByRole('button', { name: enAdminModeration.adminModeration.apply }).click();
    const row = page.getByTestId('admin-product-row');
    await expect(row).toHaveCount(1);
    await expect(row.getByTestId('product-status')).toHaveText(ap.status.blocked);
    await snapBoth(page, 'admin-products');
    await row
      .getByRole('button', { name: fill(ap.unblockNamed, { title: product.title }) })
      .click();
    await expect(toast(page, ap.unblocked)).toBeVisible();
    await expect(row.getByTestId('product-status')).toHaveText(ap.status.hidden);
  });

  test('a contact message shows in Messages and is marked handled', async ({ page }) => {
    const name = `Abena Contact ${tag()}`;
    const phone = freshPhone('24');
    await page.goto('/contact');
    await page.getByLabel(en.contact.name).fill(name);
    await page.getByLabel(en.contact.phone).fill(phone.local);
    await page.getByLabel(en.contact.message).fill('My order never came. Please help.');
    await page.getByRole('button', { name: en.contact.send }).click();
    await expect(page.getByText(en.contact.sent)).toBeVisible();

    await page.goto('/admin/messages');
    await expect(page.getByRole('heading', { level: 1, name: amsg.title })).toBeVisible();
    const card = page.getByTestId('admin-message').filter({ hasText: name });
    await expect(card).toHaveCount(1);
    await expect(card).toContainText('My order never came. Please help.');
    const whatsapp = card.getByTestId('reply-whatsapp');
    await expect(whatsapp).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${phone.e164.slice(1)}\\?text=`),
    );
    await snapBoth(page, 'admin-messages');
    await expectNoSeriousViolations(page, 'the admin messages screen');

    await card.getByTestId('message-handled').click();
    await expect(toast(page, amsg.handledToast)).toBeVisible();
    await expect(card).toHaveCount(0);
    await page.getByRole('tab', { name: amsg.tabs.handled }).click();
    const handled = page.getByTestId('admin-message').filter({ hasText: name });
    await expect(handled.getByTestId('message-handled-by')).toBeVisible();
    await expect(handled.getByTestId('message-reopen')).toBeVisible();
  });
});
