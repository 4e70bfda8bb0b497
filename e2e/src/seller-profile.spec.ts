// Edit Shop journey against the real server, with a brand-new seller: shop name and
// description (the public shop shows them), shop photo (the shop page shows it), WhatsApp number
// change with the code read from the outbox (a wrong code first), sign-in with the new number,
// the pay dialogs of Get Verified and Upgrade to Pro, and a wallet whose network the number suggests.
import { en } from '@dwa/domain/i18n/en';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import type { Browser, BrowserContext, Page, Route } from '@playwright/test';
import sharp from 'sharp';
import { freshPhone, sessionUser, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

// One seller and one page through the whole file: each journey starts where the last ended.
test.describe.configure({ mode: 'serial' });

const texts = en.sellerProfile;
const pay = en.payments;
let seller: TestSeller;
let context: BrowserContext;
let page: Page;

test.beforeAll(async ({ browser, baseUrl, demoDataDir }) => {
  seller = await createSeller(baseUrl, demoDataDir);
  context = await browser.newContext({ viewport: { width: 360, height: 800 } });
  await signInSeller(context, baseUrl, seller);
  page = await context.newPage();
});
test.afterAll(async () => {
  await context?.close();
});

/** The toast with exactly this text (sonner's live region). */
const toast = (text: string) => page.locator('[data-sonner-toast]').filter({ hasText: text });

async function openProfile() {
  await page.goto('/seller/profile');
  await expect(page.getByRole('heading', { name: texts.title, exact: true })).toBeVisible();
  await expect(page.getByTestId('wallet-card')).toBeVisible();
}

/** The public shop page as a signed-out buyer sees it. */
async function publicShop(browser: Browser) {
  const buyer = await browser.newContext({ viewport: { width: 360, height: 800 } });
  const shop = await buyer.newPage();
  await shop.goto(`/shops/${seller.id}`);
  await expect(shop.getByRole('heading', { level: 1 })).toBeVisible();
  return { buyer, shop };
}

test.describe('Edit Shop', () => {
  test('changes the shop name and description; the public shop page shows them', async ({
    browser,
  }) => {
    await openProfile();
    await snapBoth(page, 'seller-profile');
    await expectNoSeriousViolations(page, 'Edit Shop');
    const name = page.getByLabel(texts.form.shopName);
    await expect(name).toHaveValue(seller.businessName);

    // The schema's message on the field; nothing saved.
    await name.fill('A');
    await page.getByRole('button', { name: texts.form.save }).click();
    await expect(page.getByText(en.validation.businessName)).toBeVisible();
    await expect(name).toHaveAttribute('aria-invalid', 'true');

    const newName = `${seller.businessName} Kente`;
    await name.fill(newName);
    await page.getByLabel(texts.form.location).selectOption('kumasi');
    await page.getByLabel(texts.form.description).fill('Handwoven kente and smocks from Bonwire.');
    await page.getByRole('button', { name: texts.form.save }).click();
    await expect(toast(texts.updated)).toBeVisible();
    expect(texts.updated).toBe('Profile updated successfully');
    // The layout's "Welcome back" follows (it reads the session).
    await expect(page.getByTestId('seller-name').filter({ hasText: newName })).toBeVisible();

    const { buyer, shop } = await publicShop(browser);
    await expect(shop.getByRole('heading', { level: 1 })).toHaveText(newName);
    await expect(shop.getByText('Handwoven kente and smocks from Bonwire.')).toBeVisible();
    await expect(shop.getByText(en.enums.location.kumasi).first()).toBeAttached();
    await buyer.close();
    seller.businessName = newName;
  });

  test('uploads a shop photo that the shop page shows', async ({ browser }) => {
    const card = page.getByTestId('shop-photo-card');
    await expect(card.getByText(texts.photo.none)).toBeVisible();
    // Not a photo: refused in the browser at once.
    await card.getByTestId('shop-photo-input').setInputFiles({
      name: 'notes.txt',
      mimeType: 'text/plain',
      buffer: Buffer.from('not a photo'),
    });
    await expect(card.getByText(texts.photo.notImage)).toBeVisible();

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
    await expect(card.getByRole('img', { name: texts.photo.previewAlt })).toBeVisible();
    await snapBoth(page, 'seller-profile-photo-preview');
    await card.getByRole('button', { name: texts.photo.upload }).click();
    await expect(toast(texts.photo.uploaded)).toBeVisible();
    const shown = card.getByRole('img', {
      name: texts.photo.alt.replace('{{shop}}', seller.businessName),
    });
    await expect(shown).toHaveAttribute(
      'src',
      new RegExp(`^/media/shops/${seller.id}/[0-9a-f-]{36}/\\d+\\.webp$`),
    );

    const { buyer, shop } = await publicShop(browser);
    const image = shop.locator(`img[src^="/media/shops/${seller.id}/"]`);
    // An anonymous page's HTML is reused for up to a second (LISTING_CACHE_MS): the previous
    // test's visit may still be the copy served, so a buyer sees the photo at most a second on.
    await expect(async () => {
      if ((await image.count()) === 0) await shop.reload();
      await expect(image).toHaveCount(1, { timeout: 1_000 });
    }).toPass({ timeout: 10_000 });
    // Loaded for real (served from /media/), not a broken image.
    await expect(image).toHaveJSProperty('complete', true);
    await expect
      .poll(() => image.evaluate((img: HTMLImageElement) => img.naturalWidth))
      .toBeGreaterThan(0);
    await snapBoth(shop, 'shop-page-with-photo');
    await expectNoSeriousViolations(shop, 'the shop page with its photo');
    await buyer.close();
  });

  test('changes the WhatsApp number with a code sent to it; a wrong code shows Invalid OTP', async ({
    browser,
    outbox,
  }) => {
    const card = page.getByTestId('phone-card');
    await expect(card.getByTestId('current-whatsapp')).toHaveText(formatPhoneDisplay(seller.e164));
    await card.getByRole('button', { name: texts.phone.change }).click();
    const input = card.getByLabel(texts.phone.newNumber);
    // The current number is refused with the server's message on the field.
    await input.fill(seller.phone);
    await card.getByRole('button', { name: texts.phone.sendCode }).click();
    await expect(card.getByText(texts.phone.same)).toBeVisible();

    const fresh = freshPhone('55');
    await input.fill(fresh.local);
    await card.getByRole('button', { name: texts.phone.sendCode }).click();
    const step = card.getByTestId('otp-step');
    await expect(step.getByText(formatPhoneDisplay(fresh.e164))).toBeVisible();
    const code = await outbox.codeFor(fresh.e164); // sent to the NEW number
    const codeInput = step.getByLabel(en.otp.label);
    await codeInput.fill(code === '000000' ? '111111' : '000000');
    await step.getByRole('button', { name: en.otp.verify }).click();
    await expect(step.getByText('Invalid OTP')).toBeVisible();
    await snapBoth(page, 'seller-profile-phone-code');
    await expectNoSeriousViolations(page, 'the number change code');
    await expect.poll(() => sessionUser(page)).toMatchObject({ phone: seller.e164 }); // unchanged

    await codeInput.fill(code);
    await step.getByRole('button', { name: en.otp.verify }).click();
    await expect(
      toast(texts.phone.changed.replace('{{phone}}', formatPhoneDisplay(fresh.e164))),
    ).toBeVisible();
    await expect(card.getByTestId('current-whatsapp')).toHaveText(formatPhoneDisplay(fresh.e164));
    // Still signed in, and the session shows the new number.
    await expect.poll(() => sessionUser(page)).toMatchObject({ id: seller.id, phone: fresh.e164 });

    // A fresh browser signs in with the new number and the same password.
    const other = await browser.newContext({ viewport: { width: 360, height: 800 } });
    const login = await other.newPage();
    await login.goto('/seller/login');
    await login.getByLabel(en.labels.phoneNumber).fill(seller.phone); // the old number
    await login.getByLabel(en.auth.password, { exact: true }).fill(seller.password);
    await login.getByRole('button', { name: en.seller.signIn }).click();
    await expect(
      login.getByRole('alert').filter({ hasText: 'Invalid phone or password.' }),
    ).toBeVisible();
    await login.getByLabel(en.labels.phoneNumber).fill(fresh.local);
    await login.getByRole('button', { name: en.seller.signIn }).click();
    await expect(login).toHaveURL('/seller');
    await expect(login.getByTestId('seller-name')).toHaveText(seller.businessName);
    await other.close();
    Object.assign(seller, { phone: fresh.local, e164: fresh.e164 });
  });

  test('opens the pay dialog from Get Verified and Upgrade to Pro, with the price, the benefits and the wallet to pay from', async () => {
    await page
      .getByTestId('verification-card')
      .getByRole('button', { name: texts.verification.get })
      .click();
    const dialog = page.getByRole('dialog', { name: texts.verification.dialogTitle });
    await expect(dialog.getByTestId('pay-price')).toHaveText('GH₵ 50.00 for 365 days');
    for (const benefit of Object.values(texts.verification.benefits)) {
      await expect(dialog.getByText(benefit)).toBeVisible();
    }
    // No wallet saved yet: the WhatsApp number pays, its network suggested by the prefix.
    await expect(dialog.getByLabel(pay.dialog.phone)).toHaveValue(
      formatPhoneDisplay(seller.e164).replaceAll(' ', ''),
    );
    await expect(dialog.getByRole('button', { name: 'Pay GH₵ 50.00' })).toBeEnabled();
    await snapBoth(page, 'seller-profile-verify-dialog');
    await expectNoSeriousViolations(page, 'the Get Verified dialog');
    await page.keyboard.press('Escape');
    await expect(dialog).toHaveCount(0);

    await page.getByTestId('pro-card').getByRole('button', { name: texts.pro.upgrade }).click();
    const pro = page.getByRole('dialog', { name: texts.pro.dialogTitle });
    await expect(pro.getByTestId('pay-price')).toHaveText('GH₵ 200.00 for one month');
    await expect(pro.getByTestId('pro-benefits')).toContainText(
      pay.pro.benefits.boosts.replace('{{limit}}', '20'),
    );
    await pro.getByRole('button', { name: pay.dialog.cancel }).click();
    await expect(pro).toHaveCount(0);
  });

  test("says 'Failed to load profile' and 'Failed to update profile' when the server fails", async () => {
    const fail = (status: number) => (route: Route) =>
      route.fulfill({
        status,
        contentType: 'application/json',
        body: JSON.stringify({ error: { code: 'internal', message: 'Something went wrong.' } }),
      });
    // A 4xx is not retried, so the message shows at once.
    await page.route('**/api/seller/profile', fail(404));
    await page.reload();
    const loadError = page.getByTestId('profile-load-error');
    await expect(loadError.getByText('Failed to load profile')).toBeVisible();
    await page.unroute('**/api/seller/profile');
    await loadError.getByRole('button', { name: texts.retry }).click();
    await expect(page.getByTestId('wallet-card')).toBeVisible();

    await page.route('**/api/seller/profile', (route) =>
      route.request().method() === 'PUT' ? fail(500)(route) : route.continue(),
    );
    await page.getByRole('button', { name: texts.form.save }).click();
    await expect(
      page.getByTestId('profile-update-error').getByText('Failed to update profile'),
    ).toBeVisible();
    await page.unroute('**/api/seller/profile');
  });

  test('saves a wallet: the network suggested from the prefix, Pending, still there after reload', async () => {
    const card = page.getByTestId('wallet-card');
    await expect(card.getByText(texts.wallet.none)).toBeVisible();
    // Save needs phone and network: the field messages.
    await card.getByRole('button', { name: texts.wallet.save }).click();
    await expect(card.getByText(texts.wallet.phoneRequired)).toBeVisible();
    await expect(card.getByText(texts.wallet.networkRequired)).toBeVisible();
    // The first wrong field (in screen order) has the focus.
    await expect(card.getByLabel(texts.wallet.phone)).toBeFocused();

    const momo = freshPhone('20');
    await card.getByLabel(texts.wallet.phone).fill(momo.local);
    const network = card.getByLabel(texts.wallet.network);
    await expect(network).toHaveValue('vodafone'); // 020 → Vodafone/Telecel
    await expect(card.getByText(/The number suggests Vodafone\/Telecel/)).toBeVisible();
    await card.getByLabel(texts.wallet.accountName).fill('Ama Serwaa');
    await card.getByRole('button', { name: texts.wallet.save }).click();
    await expect(toast(texts.wallet.saved)).toBeVisible();
    await expect(
      card.getByTestId('wallet-status').filter({ hasText: texts.wallet.status.pending }),
    ).toBeVisible();
    await snapBoth(page, 'seller-profile-wallet');

    await page.reload();
    const after = page.getByTestId('wallet-card');
    await expect(after.getByLabel(texts.wallet.phone)).toHaveValue(momo.local);
    await expect(after.getByLabel(texts.wallet.network)).toHaveValue('vodafone');
    await expect(after.getByLabel(texts.wallet.accountName)).toHaveValue('Ama Serwaa');
    await expect(after.getByTestId('wallet-status')).toContainText(texts.wallet.status.pending);
    // Desktop width: both columns.
    await page.setViewportSize({ width: 1280, height: 900 });
    await snapBoth(page, 'seller-profile-final');
    await expectNoSeriousViolations(page, 'Edit Shop at 1280 px');
  });
});
