// Edit Shop journey (issue 5) against the real server, with a brand-new seller: shop name and
// description (the public shop shows them), shop photo (the shop page shows it), WhatsApp number
// change with the code read from the outbox (a wrong code first), sign-in with the new number,
// the verification and Pro dialogs, and a wallet whose network the number suggests.
import { en } from '@dwa/domain/i18n/en';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import type { Browser, BrowserContext, Page } from 'playwright-core';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freshPhone, OutboxReader, sessionUser, snapBoth } from './auth-helpers.ts';
import { seriousViolations } from './axe.ts';
import { launchBrowser } from './chromium.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

const baseUrl = inject('baseUrl');
const dataDir = inject('demoDataDir');
const outbox = new OutboxReader(baseUrl, dataDir);
const texts = en.sellerProfile;
let browser: Browser;
let seller: TestSeller;
let context: BrowserContext;
let page: Page;

beforeAll(async () => {
  browser = await launchBrowser();
  seller = await createSeller(baseUrl, dataDir);
  context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await signInSeller(context, baseUrl, seller);
  page = await context.newPage();
});
afterAll(() => browser.close());

/** The toast with exactly this text (sonner's live region). */
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openProfile() {
  await page.goto(`${baseUrl}/seller/profile`);
  await page.getByRole('heading', { name: texts.title, exact: true }).waitFor();
  await page.getByTestId('wallet-card').waitFor();
}

/** The public shop page as a signed-out buyer sees it. */
async function publicShop() {
  const buyer = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const shop = await buyer.newPage();
  await shop.goto(`${baseUrl}/shops/${seller.id}`);
  await shop.getByRole('heading', { level: 1 }).waitFor();
  return { buyer, shop };
}

describe('Edit Shop', () => {
  it('changes the shop name and description; the public shop page shows them', async () => {
    await openProfile();
    await snapBoth(page, 'seller-profile');
    expect(await seriousViolations(page)).toEqual([]);
    const name = page.getByLabel(texts.form.shopName);
    expect(await name.inputValue()).toBe(seller.businessName);

    // The schema's message on the field; nothing saved.
    await name.fill('A');
    await page.getByRole('button', { name: texts.form.save }).click();
    await page.getByText(en.validation.businessName).waitFor();
    expect(await name.getAttribute('aria-invalid')).toBe('true');

    const newName = `${seller.businessName} Kente`;
    await name.fill(newName);
    await page.getByLabel(texts.form.location).selectOption('kumasi');
    await page.getByLabel(texts.form.description).fill('Handwoven kente and smocks from Bonwire.');
    await page.getByRole('button', { name: texts.form.save }).click();
    await toast(texts.updated).waitFor();
    expect(texts.updated).toBe('Profile updated successfully');
    // The layout's "Welcome back" follows (it reads the session).
    await page.getByTestId('seller-name').filter({ hasText: newName }).waitFor();

    const { buyer, shop } = await publicShop();
    expect(await shop.getByRole('heading', { level: 1 }).textContent()).toBe(newName);
    await shop.getByText('Handwoven kente and smocks from Bonwire.').waitFor();
    expect(await shop.getByText(en.enums.location.kumasi).count()).toBeGreaterThan(0);
    await buyer.close();
    seller.businessName = newName;
  });

  it('uploads a shop photo that the shop page shows', async () => {
    const card = page.getByTestId('shop-photo-card');
    await card.getByText(texts.photo.none).waitFor();
    // Not a photo: refused in the browser at once.
    await card.getByTestId('shop-photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await card.getByText(texts.photo.notImage).waitFor();

    const photo = await sharp({
      create: { width: 1200, height: 900, channels: 3, background: { r: 196, g: 120, b: 24 } },
    })
      .jpeg()
      .toBuffer();
    await card.getByTestId('shop-photo-input').setInputFiles({
      name: 'shop.jpg',
      mimeType: 'image/jpeg',
      buffer: photo,
    });
    await card.getByRole('img', { name: texts.photo.previewAlt }).waitFor();
    await snapBoth(page, 'seller-profile-photo-preview');
    await card.getByRole('button', { name: texts.photo.upload }).click();
    await toast(texts.photo.uploaded).waitFor();
    const shown = card.getByRole('img', {
      name: texts.photo.alt.replace('{{shop}}', seller.businessName),
    });
    await shown.waitFor();
    expect(await shown.getAttribute('src')).toMatch(
      new RegExp(`^/media/shops/${seller.id}/[0-9a-f-]{36}/\\d+\\.webp$`),
    );

    const { buyer, shop } = await publicShop();
    const image = shop.locator(`img[src^="/media/shops/${seller.id}/"]`);
    await image.waitFor();
    // Loaded for real (served from /media/), not a broken image.
    await shop.waitForFunction(
      (img) => (img as HTMLImageElement).complete && (img as HTMLImageElement).naturalWidth > 0,
      await image.elementHandle(),
    );
    await snapBoth(shop, 'shop-page-with-photo');
    expect(await seriousViolations(shop)).toEqual([]);
    await buyer.close();
  });

  it('changes the WhatsApp number with a code sent to it; a wrong code shows Invalid OTP', async () => {
    const card = page.getByTestId('phone-card');
    expect(await card.getByTestId('current-whatsapp').textContent()).toBe(
      formatPhoneDisplay(seller.e164),
    );
    await card.getByRole('button', { name: texts.phone.change }).click();
    const input = card.getByLabel(texts.phone.newNumber);
    // The current number is refused with the server's message on the field.
    await input.fill(seller.phone);
    await card.getByRole('button', { name: texts.phone.sendCode }).click();
    await card.getByText(texts.phone.same).waitFor();

    const fresh = freshPhone('55');
    await input.fill(fresh.local);
    await card.getByRole('button', { name: texts.phone.sendCode }).click();
    const step = card.getByTestId('otp-step');
    await step.waitFor();
    await step.getByText(formatPhoneDisplay(fresh.e164)).waitFor();
    const code = await outbox.codeFor(fresh.e164); // sent to the NEW number
    const codeInput = step.getByLabel(en.otp.label);
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: en.otp.verify }).click();
    await step.getByText('Invalid OTP').waitFor();
    await snapBoth(page, 'seller-profile-phone-code');
    expect(await seriousViolations(page)).toEqual([]);
    expect(await sessionUser(page)).toMatchObject({ phone: seller.e164 }); // unchanged

    await codeInput.fill(code);
    await step.getByRole('button', { name: en.otp.verify }).click();
    await toast(texts.phone.changed.replace('{{phone}}', formatPhoneDisplay(fresh.e164))).waitFor();
    await card
      .getByTestId('current-whatsapp')
      .filter({ hasText: formatPhoneDisplay(fresh.e164) })
      .waitFor();
    // Still signed in, and the session shows the new number.
    expect(await sessionUser(page)).toMatchObject({ id: seller.id, phone: fresh.e164 });

    // A fresh browser signs in with the new number and the same password.
    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const login = await other.newPage();
    await login.goto(`${baseUrl}/seller/login`);
    await login.getByLabel(en.labels.phoneNumber).fill(seller.phone); // the old number
    await login.getByLabel(en.auth.password, { exact: true }).fill(seller.password);
    await login.getByRole('button', { name: en.seller.signIn }).click();
    await login.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }).waitFor();
    await login.getByLabel(en.labels.phoneNumber).fill(fresh.local);
    await login.getByRole('button', { name: en.seller.signIn }).click();
    await login.waitForURL(`${baseUrl}/seller`);
    expect(await login.getByTestId('seller-name').textContent()).toBe(seller.businessName);
    await other.close();
    Object.assign(seller, { phone: fresh.local, e164: fresh.e164 });
  });

  it('shows the real terms of Get Verified and Upgrade to Pro, with a way to get them today', async () => {
    await page
      .getByTestId('verification-card')
      .getByRole('button', { name: texts.verification.get })
      .click();
    const dialog = page.getByRole('dialog', { name: texts.verification.dialogTitle });
    await dialog.waitFor();
    expect(await dialog.getByTestId('plan-price').textContent()).toBe(
      'Price: GH₵ 50.00, paid once',
    );
    for (const benefit of Object.values(texts.verification.benefits)) {
      await dialog.getByText(benefit).waitFor();
    }
    // Support on WhatsApp with the request filled in, or the Contact page: never a fake payment.
    const next = dialog
      .getByTestId('plan-support-link')
      .or(dialog.getByRole('link', { name: texts.plans.contactPage }));
    await next.waitFor();
    const href = (await next.getAttribute('href')) ?? '';
    expect(href.startsWith('https://wa.me/') || href === '/contact').toBe(true);
    if (href.startsWith('https://wa.me/')) {
      expect(decodeURIComponent(href)).toContain(seller.businessName);
    }
    await snapBoth(page, 'seller-profile-verify-dialog');
    expect(await seriousViolations(page)).toEqual([]);
    await page.keyboard.press('Escape');
    await dialog.waitFor({ state: 'detached' });

    await page.getByTestId('pro-card').getByRole('button', { name: texts.pro.upgrade }).click();
    const pro = page.getByRole('dialog', { name: texts.pro.dialogTitle });
    expect(await pro.getByTestId('plan-price').textContent()).toBe('Price: GH₵ 200.00 a month');
    await pro.getByText(texts.pro.benefits.boosts).waitFor();
    await pro.getByRole('button', { name: texts.plans.close }).click();
    await pro.waitFor({ state: 'detached' });
  });

  it("says 'Failed to load profile' and 'Failed to update profile' when the server fails", async () => {
    const fail = (status: number) => (route: import('playwright-core').Route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      });
    // A 4xx is not retried, so the message shows at once.
    await page.route('**/api/seller/profile', fail(404));
    await page.reload();
    const loadError = page.getByTestId('profile-load-error');
    await loadError.getByText('Failed to load profile').waitFor();
    await page.unroute('**/api/seller/profile');
    await loadError.getByRole('button', { name: texts.retry }).click();
    await page.getByTestId('wallet-card').waitFor();

    await page.route('**/api/seller/profile', (route) =>
      route.request().method() === 'PUT' ? fail(500)(route) : route.continue(),
    );
    await page.getByRole('button', { name: texts.form.save }).click();
    await page.getByTestId('profile-update-error').getByText('Failed to update profile').waitFor();
    await page.unroute('**/api/seller/profile');
  });

  it('saves a wallet: the network suggested from the prefix, Pending, still there after reload', async () => {
    const card = page.getByTestId('wallet-card');
    await card.getByText(texts.wallet.none).waitFor();
    // Save needs phone and network: the field messages.
    await card.getByRole('button', { name: texts.wallet.save }).click();
    await card.getByText(texts.wallet.phoneRequired).waitFor();
    await card.getByText(texts.wallet.networkRequired).waitFor();
    // The first wrong field (in screen order) has the focus.
    expect(
      await card.getByLabel(texts.wallet.phone).evaluate((el) => el === document.activeElement),
    ).toBe(true);

    const momo = freshPhone('20');
    await card.getByLabel(texts.wallet.phone).fill(momo.local);
    const network = card.getByLabel(texts.wallet.network);
    await expect.poll(() => network.inputValue()).toBe('vodafone'); // 020 → Vodafone/Telecel
    await card.getByText(/The number suggests Vodafone\/Telecel/).waitFor();
    await card.getByLabel(texts.wallet.accountName).fill('Ama Serwaa');
    await card.getByRole('button', { name: texts.wallet.save }).click();
    await toast(texts.wallet.saved).waitFor();
    await card
      .getByTestId('wallet-status')
      .filter({ hasText: texts.wallet.status.pending })
      .waitFor();
    await snapBoth(page, 'seller-profile-wallet');

    await page.reload();
    await page.getByTestId('wallet-card').waitFor();
    const after = page.getByTestId('wallet-card');
    expect(await after.getByLabel(texts.wallet.phone).inputValue()).toBe(momo.local);
    expect(await after.getByLabel(texts.wallet.network).inputValue()).toBe('vodafone');
    expect(await after.getByLabel(texts.wallet.accountName).inputValue()).toBe('Ama Serwaa');
    expect(await after.getByTestId('wallet-status').textContent()).toContain(
      texts.wallet.status.pending,
    );
    // Desktop width: both columns.
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapBoth(page, 'seller-profile-final');
    expect(await seriousViolations(page)).toEqual([]);
    await context.close();
  });
});
