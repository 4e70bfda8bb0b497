// The admin's WhatsApp Management screen, through the screens: a number writes to the
// bot (through the simulator's API) and its session is cleared; a brand-new seller sends a
// product photo with its caption and the admin publishes the upload, which becomes a public
// product; Bot Settings saves an access token and phone number ID, and a reload shows only a
// mask of the token. The app secret and verify token stay as they are: other journeys sign
// webhook deliveries with the demo server's app secret.

import type { AdminUploadList, BotSettingsView } from '@dwa/domain/admin/whatsapp';
import { enAdminWhatsApp } from '@dwa/domain/i18n/admin-whatsapp/en';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import type { Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { freshPhone, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';
import { createSeller } from './seller-helpers.ts';
import { kentePhoto } from './whatsapp-helpers.ts';

const aw = enAdminWhatsApp.adminWhatsApp;
/** The bot waits a few seconds for more photos of the same product before it makes the upload. */
const UPLOAD_TIMEOUT = 30_000;

const toast = (page: Page, text: string) =>
  page.locator('[data-sonner-toast]').filter({ hasText: text });

async function simulate(page: Page, baseUrl: string, data: Record<string, unknown>) {
  const response = await page.request.post('/api/admin/whatsapp/simulate', {
    headers: { origin: baseUrl },
    data,
  });
  expect(response.status(), 'simulated message').toBe(201);
}

test.describe('Admin WhatsApp management', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
    await signInAdmin(page.request, baseUrl, demoDataDir);
  });

  test('clears the session of a number that wrote to the bot', async ({ page, baseUrl }) => {
    const phone = freshPhone('24');
    await simulate(page, baseUrl, { from: phone.local, text: 'help' });
    // The bot handles the message in the background; its session then exists.
    await expect
      .poll(
        async () => {
          const sessions = (await (
            await page.request.get('/api/admin/whatsapp/sessions')
          ).json()) as { items: { number: string }[] };
          return sessions.items.some((s) => s.number === phone.e164);
        },
        { timeout: UPLOAD_TIMEOUT },
      )
      .toBe(true);
    await page.goto('/admin/whatsapp');
    await expect(page.getByRole('heading', { name: aw.title, level: 1 })).toBeVisible();
    const row = page.locator(`[data-testid="session-row"][data-number="${phone.e164}"]`);
    await expect(row).toBeVisible();
    await expect(row).toContainText(formatPhoneDisplay(phone.e164));
    await snapBoth(page, 'admin-whatsapp-sessions');
    expect(await horizontalOverflow(page)).toBe(0);

    await row.getByRole('button', { name: aw.sessions.clear }).click();
    const dialog = page.getByTestId('clear-session-dialog');
    await expect(dialog).toContainText(formatPhoneDisplay(phone.e164));
    await dialog.getByRole('button', { name: aw.sessions.clear }).click();
    await expect(toast(page, aw.sessions.cleared)).toBeVisible();
    await expect(row).toHaveCount(0);
    await expectNoSeriousViolations(page);
  });

  test('publishes a new seller’s WhatsApp upload as the seller would', async ({
    page,
    baseUrl,
    demoDataDir,
  }) => {
    const seller = await createSeller(baseUrl, demoDataDir, {
      businessName: 'E2E Bonwire Weavers',
    });
    const photo = await kentePhoto();
    await simulate(page, baseUrl, {
      from: seller.phone,
      text: 'Kente stole for graduation\nGHS 180\nHand woven',
      photo: { base64: photo.toString('base64'), mimeType: 'image/jpeg' },
    });
    let uploadId = '';
    await expect
      .poll(
        async () => {
          const list = (await (
            await page.request.get('/api/admin/whatsapp/uploads')
          ).json()) as AdminUploadList;
          uploadId = list.items.find((u) => u.number === seller.e164)?.id ?? '';
          return uploadId;
        },
        { timeout: UPLOAD_TIMEOUT },
      )
      .not.toBe('');

    await page.goto('/admin/whatsapp?tab=uploads');
    const card = page.locator(`[data-testid="admin-upload"][data-upload-id="${uploadId}"]`);
    await expect(card).toHaveAttribute('data-status', 'pending');
    await expect(card.getByTestId('upload-title')).toHaveText('Kente stole for graduation');
    await expect(card).toContainText('E2E Bonwire Weavers');
    await expect(card.getByRole('img')).toHaveCount(1);
    await snapBoth(page, 'admin-whatsapp-uploads');
    expect(await horizontalOverflow(page)).toBe(0);

    await card.getByRole('button', { name: aw.uploads.publish }).click();
    const dialog = page.getByTestId('upload-decision-dialog');
    await expect(dialog).toContainText('E2E Bonwire Weavers');
    await dialog.getByRole('button', { name: aw.uploads.publish }).click();
    await expect(toast(page, aw.uploads.published)).toBeVisible();
    await expect(card).toHaveAttribute('data-status', 'published');
    const view = card.getByRole('link', { name: aw.uploads.viewProduct });
    const href = (await view.getAttribute('href')) ?? '';
    expect(href).toMatch(/^\/products\/[0-9a-f-]{36}$/);
    // Public at once, as the seller's own publish would make it.
    const product = await page.request.get(`/api${href}`);
    expect(product.status()).toBe(200);
    expect(((await product.json()) as { title: string }).title).toBe('Kente stole for graduation');
    await expectNoSeriousViolations(page);
  });

  test('saves bot settings: the token is write-only, a reload shows its mask', async ({ page }) => {
    await page.goto('/admin/whatsapp?tab=settings');
    const form = page.getByTestId('bot-settings');
    await expect(form.getByTestId('webhook-url')).toHaveText(/\/api\/whatsapp\/webhook$/);
    await expect(page.getByTestId('setup-step')).toHaveCount(3);
    const verifyToken = await form.getByTestId('verify-token').inputValue();
    expect(verifyToken.length).toBeGreaterThanOrEqual(16);

    const token = `EAAGe2e${Date.now()}TOKEN${Math.floor(Math.random() * 9000 + 1000)}`;
    await form.getByTestId('access-token').fill(token);
    await form.getByTestId('phone-number-id').fill('106540352242922');
    await form.getByTestId('save-settings').click();
    await expect(toast(page, aw.settings.saved)).toBeVisible();
    await expect(form.getByTestId('access-token')).toHaveValue('');

    await page.reload();
    await expect(form.getByTestId('access-token')).toHaveValue('');
    await expect(form).toContainText(`••••${token.slice(-4)}`);
    await expect(form.getByTestId('phone-number-id')).toHaveValue('106540352242922');
    await expect(form.getByTestId('verify-token')).toHaveValue(verifyToken);
    expect(await page.content()).not.toContain(token);
    const view = (await (
      await page.request.get('/api/admin/whatsapp/settings')
    ).json()) as BotSettingsView;
    expect(view.accessToken).toEqual({ source: 'saved', mask: `••••${token.slice(-4)}` });
    expect(JSON.stringify(view)).not.toContain(token);
    await page.evaluate(() => document.getElementById('whatsapp-panel')?.scrollIntoView());
    await snapBoth(page, 'admin-whatsapp-settings');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page);
  });
});
