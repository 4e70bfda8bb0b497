// Boost in the seller center: a seller who cannot boost (not verified, or without a
// credit) gets the upgrade dialog as soon as Boost is pressed, on the dashboard and in My
// Products' bulk bar, with nothing sent to the server; a verified seller with credits gets the
// confirmation. And the Boosted badge tells screen readers its end as a date people read, in the
// chosen language.

import { TW_MONTHS } from '@dwa/domain/i18n/dates/tw';
import { en } from '@dwa/domain/i18n/en';
import { tw } from '@dwa/domain/i18n/tw';
import type { SellerProductList } from '@dwa/domain/seller-products';
import type { SellerProfile } from '@dwa/domain/seller-profile';
import type { Page } from '@playwright/test';
import { demoCredentials, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { chooseLanguage, expect, test } from './fixtures.ts';
import { createSeller, signInSeller } from './seller-helpers.ts';

const texts = en.sellerProducts.boost;

/** Counts the boost requests the page sends (there must be none before a Confirm). */
function countBulkRequests(page: Page) {
  const sent: string[] = [];
  page.on('request', (request) => {
    if (request.method() === 'POST' && request.url().endsWith('/api/seller/products/bulk')) {
      sent.push(request.url());
    }
  });
  return sent;
}

test.describe('Boost', () => {
  test('opens the upgrade dialog at once for a seller who is not verified', async ({
    page,
    context,
    baseUrl,
    demoDataDir,
  }) => {
    const title = `Boost check ${Date.now() % 100_000}`;
    const seller = await createSeller(baseUrl, demoDataDir, { product: { title } });
    await signInSeller(context, baseUrl, seller);
    const sent = countBulkRequests(page);

    // The dashboard's Boost button.
    await page.goto('/seller');
    await page
      .getByRole('button', {
        name: en.sellerDashboard.products.boostProduct.replace('{{title}}', title),
      })
      .click();
    const upgrade = page.getByRole('dialog', { name: texts.upgrade.title });
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByTestId('upgrade-reason')).toContainText(
      'Boosting is for verified sellers.',
    );
    await expect(upgrade.getByRole('button', { name: texts.getVerified })).toBeVisible();
    // The one list of Pro benefits, without the old "credits every month".
    await expect(upgrade.getByTestId('pro-benefits')).toBeVisible();
    await expect(upgrade).not.toContainText('every month');
    await expect(upgrade.getByRole('button', { name: texts.confirm })).toHaveCount(0);
    await expect(page.getByRole('dialog', { name: texts.title })).toHaveCount(0);
    await snapBoth(page, 'seller-boost-upgrade');
    await expectNoSeriousViolations(page, 'the upgrade dialog');
    await page.keyboard.press('Escape');
    await expect(upgrade).toBeHidden();

    // My Products' bulk Boost.
    await page.goto('/seller/products');
    await page.getByRole('checkbox', { name: `Select ${title}`, exact: true }).check();
    await page.getByRole('button', { name: en.sellerProducts.bulk.boost, exact: true }).click();
    await expect(upgrade).toBeVisible();
    await expect(upgrade.getByRole('button', { name: texts.confirm })).toHaveCount(0);
    // Get Verified opens the pay dialog for verification at once.
    await upgrade.getByRole('button', { name: texts.getVerified }).click();
    await expect(upgrade).toBeHidden();
    const pay = page.getByRole('dialog', {
      name: en.sellerProfile.verification.dialogTitle,
    });
    await expect(pay.getByTestId('pay-price')).toContainText('GH₵ 50.00');
    expect(sent).toEqual([]);
  });

  test('opens the upgrade dialog for a verified seller without credits, and Confirm for one with credits', async ({
    page,
    context,
    baseUrl,
    demoDataDir,
  }) => {
    // The demo seller is verified and has credits (the seed's first shop). It is also Pro, who
    // boosts without credits: the page is shown the same seller without Pro.
    await signInSeller(context, baseUrl, demoCredentials(demoDataDir).seller);
    const sent = countBulkRequests(page);
    const withProfile = (change: Partial<SellerProfile>) =>
      page.route('**/api/seller/profile', async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as SellerProfile;
        await route.fulfill({ response: answer, json: { ...body, proUntil: null, ...change } });
      });
    await withProfile({});
    await page.goto('/seller/products');
    const profile = (await (await page.request.get('/api/seller/profile')).json()) as SellerProfile;
    expect(profile.isVerified).toBe(true);
    expect(profile.boostCredits).toBeGreaterThan(0);

    const rows = page.getByTestId('seller-product-row');
    await expect(rows.first()).toBeVisible();
    await rows.first().getByRole('checkbox').check();
    await page.getByRole('button', { name: en.sellerProducts.bulk.boost, exact: true }).click();
    const confirm = page.getByRole('dialog', { name: texts.title });
    await expect(confirm).toBeVisible();
    await expect(confirm.getByTestId('boost-balance')).toHaveText(
      texts.balance.replace('{{credits}}', String(profile.boostCredits)),
    );
    await expect(confirm.getByRole('button', { name: texts.confirm })).toBeEnabled();
    await confirm.getByRole('button', { name: texts.cancel, exact: true }).click();
    await expect(confirm).toBeHidden();

    // The same seller's profile with no credits left (as the server would say after spending).
    await page.unrouteAll();
    await withProfile({ boostCredits: 0 });
    await page.reload();
    await expect(rows.first()).toBeVisible();
    const unboosted = rows.filter({ hasNot: page.getByTestId('boosted-badge') });
    await unboosted.first().getByRole('checkbox').check();
    await page.getByRole('button', { name: en.sellerProducts.bulk.boost, exact: true }).click();
    const upgrade = page.getByRole('dialog', { name: texts.upgrade.title });
    await expect(upgrade.getByTestId('upgrade-reason')).toContainText(
      'Boosting this product needs 1 credit; you have 0.',
    );
    await expect(upgrade.getByRole('button', { name: texts.upgrade.upgradePro })).toBeVisible();
    await expect(upgrade.getByRole('button', { name: texts.confirm })).toHaveCount(0);
    // Buy boost credits opens the pay dialog on the packs.
    await upgrade.getByRole('button', { name: en.payments.credits.buy }).click();
    const pay = page.getByRole('dialog', { name: en.payments.credits.buy });
    await expect(pay.getByTestId('pack-choice').getByRole('radio')).toHaveCount(3);
    await expect(pay.getByRole('button', { name: 'Pay GH₵ 45.00' })).toBeVisible();
    expect(sent).toEqual([]);
  });

  test('reads the boost end to screen readers as a date, in the chosen language', async ({
    page,
    context,
    baseUrl,
    demoDataDir,
  }) => {
    await signInSeller(context, baseUrl, demoCredentials(demoDataDir).seller);
    // One product boosted until the moment the issue quoted (the answer changed in the browser,
    // so no demo product is boosted for real).
    const until = '2026-12-04T01:40:15.516Z';
    await page.route(
      (url) => url.pathname === '/api/seller/products',
      async (route) => {
        const answer = await route.fetch();
        const body = (await answer.json()) as SellerProductList;
        const [first, ...rest] = body.items;
        await route.fulfill({
          response: answer,
          json: { ...body, items: [{ ...first!, isBoosted: true, boostedUntil: until }, ...rest] },
        });
      },
    );
    await page.goto('/seller/products');
    const badge = page.getByTestId('seller-product-row').first().getByTestId('boosted-badge');
    await expect(badge).toHaveText('Boosted (Boosted until 4 Dec 2026)');
    await expect(badge).not.toContainText('T01:40');

    await chooseLanguage(context, baseUrl, 'tw');
    await page.goto('/seller/products');
    await expect(badge).toHaveText(
      `${tw.labels.boosted} (${tw.sellerProducts.boostedUntil.replace('{{date}}', `4 ${TW_MONTHS[11]} 2026`)})`,
    );
  });
});
