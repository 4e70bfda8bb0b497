// Paying with mobile money through the simulator: a new seller buys verification
// (approved with a PIN on the simulator's phone prompt) and gets the badge, buys 5 boost credits
// and sees them, boosts the first product for 3 days and finds it first on the home page with
// Boosted; a declined payment says 'Payment failed' and changes nothing. The prompt opens in a
// new tab, as the pay dialog's link does: the stand-in for the payer's phone.
import { en } from '@dwa/domain/i18n/en';
import type { SellerProfile } from '@dwa/domain/seller-profile';
import type { BrowserContext, Page } from '@playwright/test';
import { snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { cards } from './product-cards.ts';
import { createSeller, signInSeller, type TestSeller } from './seller-helpers.ts';

const pay = en.payments;
const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

/** Presses Pay in the open pay dialog and answers the prompt in the tab its link opens. */
async function payThroughPrompt(
  page: Page,
  context: BrowserContext,
  answer: 'approve' | 'decline',
  shots?: string,
) {
  const dialog = page.getByTestId('pay-dialog');
  await dialog.getByTestId('pay-submit').click();
  const waiting = dialog.getByTestId('payment-waiting');
  await expect(waiting).toContainText(pay.dialog.pendingTitle);
  if (shots) await snapBoth(page, `${shots}-pending`);
  const [prompt] = await Promise.all([
    context.waitForEvent('page'),
    waiting.getByRole('link', { name: pay.dialog.openPrompt }).click(),
  ]);
  await expect(prompt.getByTestId('simulator-note')).toContainText("Dwa's payment simulator");
  await expect(prompt.getByTestId('prompt-asks')).toContainText(
    /Dwa wants GH₵ [\d,.]+ from 0\d\d ••• \d{4} \(MTN\)/,
  );
  if (shots) {
    await snapBoth(prompt, `${shots}-prompt`);
    await expectNoSeriousViolations(prompt, 'the payment prompt');
  }
  if (answer === 'approve') {
    await prompt.getByLabel(pay.prompt.pin).fill('1234');
    await prompt.getByRole('button', { name: pay.prompt.approve }).click();
  } else {
    await prompt.getByRole('button', { name: pay.prompt.decline }).click();
  }
  await expect(prompt.getByTestId('prompt-outcome')).toBeVisible();
  if (shots) await snapBoth(prompt, `${shots}-prompt-answered`);
  await prompt.close();
}

async function profileOf(page: Page): Promise<SellerProfile> {
  return (await (await page.request.get('/api/seller/profile')).json()) as SellerProfile;
}

test.describe('Seller payments', () => {
  test.describe.configure({ mode: 'serial' });
  let seller: TestSeller;
  const title = `Paid boost ${Date.now() % 100_000}`;

  test.beforeAll(async ({ baseUrl, demoDataDir }) => {
    seller = await createSeller(baseUrl, demoDataDir, { product: { title } });
  });

  test('buys verification with the simulator and gets the badge', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/profile');
    await page
      .getByTestId('verification-card')
      .getByRole('button', { name: en.sellerProfile.verification.get })
      .click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog.getByTestId('pay-price')).toHaveText('GH₵ 50.00 for 365 days');
    await snapBoth(page, 'pay-verification-form');
    await payThroughPrompt(page, context, 'approve', 'pay-verification');

    await expect(toast(page, 'Verification successful!')).toBeVisible({ timeout: 15_000 });
    await expect(dialog).toHaveCount(0);
    await expect(
      page.getByTestId('verification-card').getByText(en.sellerProfile.verification.badge, {
        exact: true,
      }),
    ).toBeVisible();
    expect((await profileOf(page)).isVerified).toBe(true);

    // Dwa made a receipt of the payment: listed on Edit Shop, public at its number.
    const history = page.getByTestId('payment-history');
    await expect(history.getByTestId('payment-status').first()).toHaveText(
      en.payments.history.status.success,
    );
    await history.getByRole('link', { name: en.payments.history.receipt }).first().click();
    await expect(page).toHaveURL(/\/receipts\/DWA-\d{8}-[A-Z0-9]{6}$/);
    const receipt = page.getByTestId('receipt');
    await expect(receipt).toContainText(en.receipt.status.paid);
    await expect(receipt.getByTestId('receipt-product')).toContainText(
      en.receipt.purchase.verification,
    );
    await expect(receipt.getByTestId('receipt-seller')).toContainText(seller.businessName);
    await expect(receipt.getByTestId('receipt-payee')).toContainText('Dwa');
    await snapBoth(page, 'payment-receipt');
  });

  test('buys 5 boost credits and sees them', async ({ page, context, baseUrl }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/profile');
    const card = page.getByTestId('credits-card');
    await expect(card.getByTestId('credits-balance')).toHaveText('You have 0 boost credits.');
    await card.getByRole('button', { name: pay.credits.buy }).click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.getByRole('radio', { name: /5 credits/ }).check();
    await expect(dialog.getByTestId('pay-submit')).toHaveText('Pay GH₵ 45.00');
    await snapBoth(page, 'pay-credits-form');
    await payThroughPrompt(page, context, 'approve');

    await expect(toast(page, 'Payment received: 5 boost credits added.')).toBeVisible({
      timeout: 15_000,
    });
    await expect(card.getByTestId('credits-balance')).toHaveText('You have 5 boost credits.');
  });

  test('boosts the product for 3 days: it comes first on the home page, Boosted', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/products');
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await page.getByRole('button', { name: en.sellerProducts.bulk.boost, exact: true }).click();
    const dialog = page.getByRole('dialog', { name: en.sellerProducts.boost.title });
    const days = dialog.getByTestId('boost-days');
    // 5 credits: a week (4) is affordable and chosen first; 3 days costs 2.
    await expect(days.getByRole('radio', { name: /7 days/ })).toBeChecked();
    await days.getByRole('radio', { name: /3 days/ }).check();
    await expect(dialog.getByTestId('boost-summary')).toHaveText(
      'Boost 1 product for 3 days: uses 2 credits.',
    );
    await snapBoth(page, 'boost-dialog-days');
    await expectNoSeriousViolations(page, 'the boost dialog');
    const sent = page.waitForRequest((r) => r.url().endsWith('/api/seller/products/bulk'));
    await dialog.getByRole('button', { name: en.sellerProducts.boost.confirm }).click();
    expect((await sent).postDataJSON()).toMatchObject({ action: 'boost', days: 3 });
    await expect(toast(page, '1 product boosted. Credits left: 3')).toBeVisible();
    expect((await profileOf(page)).boostCredits).toBe(3);

    await page.goto('/');
    const first = cards(page).first();
    await expect(first).toContainText(title);
    await expect(first).toContainText(en.product.boosted);
  });

  test('a declined payment says Payment failed and changes nothing', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/profile');
    const before = await profileOf(page);
    await page
      .getByTestId('pro-card')
      .getByRole('button', { name: en.sellerProfile.pro.upgrade })
      .click();
    const dialog = page.getByTestId('pay-dialog');
    await expect(dialog.getByTestId('pro-benefits')).toBeVisible();
    await snapBoth(page, 'pay-pro-form');
    await payThroughPrompt(page, context, 'decline');

    await expect(toast(page, pay.toasts.failed)).toBeVisible({ timeout: 15_000 });
    await expect(dialog.getByTestId('payment-failed')).toContainText(pay.failure.declined);
    await snapBoth(page, 'pay-failed');
    await dialog.getByRole('button', { name: pay.dialog.close }).first().click();
    const after = await profileOf(page);
    expect(after.proUntil).toBe(before.proUntil);
    expect(after.boostCredits).toBe(before.boostCredits);
    await expect(
      page.getByTestId('pro-card').getByRole('button', { name: en.sellerProfile.pro.upgrade }),
    ).toBeVisible();
  });

  test('upgrades to Pro, then renews it from its end date with one tap', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/profile');
    const card = page.getByTestId('pro-card');
    await card.getByRole('button', { name: en.sellerProfile.pro.upgrade }).click();
    await payThroughPrompt(page, context, 'approve');
    await expect(toast(page, pay.toasts.pro)).toBeVisible({ timeout: 15_000 });
    const first = (await profileOf(page)).proUntil!;
    await expect(card).toContainText(en.sellerProfile.pro.renewNote);

    await card.getByRole('button', { name: en.sellerProfile.pro.renew }).click();
    await payThroughPrompt(page, context, 'approve');
    await expect(toast(page, pay.toasts.pro).last()).toBeVisible({ timeout: 15_000 });
    // A month more from the first end, not from today.
    const renewed = new Date(first);
    renewed.setUTCMonth(renewed.getUTCMonth() + 1);
    await expect.poll(async () => (await profileOf(page)).proUntil).toBe(renewed.toISOString());
  });

  test('pays with Telecel Cash: the voucher from the phone, then the PIN', async ({
    page,
    context,
    baseUrl,
  }) => {
    await signInSeller(context, baseUrl, seller);
    await page.goto('/seller/profile');
    const before = (await profileOf(page)).boostCredits;
    await page.getByTestId('credits-card').getByRole('button', { name: pay.credits.buy }).click();
    const dialog = page.getByTestId('pay-dialog');
    await dialog.getByRole('radio', { name: /1 credit/ }).check();
    await dialog.getByLabel(pay.dialog.network).selectOption('vodafone');
    await dialog.getByTestId('pay-submit').click();
    const voucherForm = dialog.getByTestId('voucher-form');
    await expect(voucherForm).toBeVisible();
    const [prompt] = await Promise.all([
      context.waitForEvent('page'),
      dialog.getByRole('link', { name: pay.dialog.openPrompt }).click(),
    ]);
    // The phone shows the voucher and no PIN prompt until Dwa has the voucher.
    const shown = prompt.getByTestId('prompt-voucher');
    await expect(shown).toContainText(pay.prompt.voucherWaiting);
    await expect(prompt.getByLabel(pay.prompt.pin)).toHaveCount(0);
    const voucher = (await shown.locator('.font-mono').textContent())?.trim() ?? '';
    expect(voucher).toMatch(/^\d{6}$/);
    await voucherForm.getByLabel(pay.dialog.voucher).fill(voucher);
    await voucherForm.getByRole('button', { name: pay.dialog.submitVoucher }).click();

    await prompt.getByLabel(pay.prompt.pin).fill('1234');
    await prompt.getByRole('button', { name: pay.prompt.approve }).click();
    await expect(toast(page, 'Payment received: 1 boost credit added.')).toBeVisible({
      timeout: 15_000,
    });
    expect((await profileOf(page)).boostCredits).toBe(before + 1);
    await prompt.close();
  });
});
