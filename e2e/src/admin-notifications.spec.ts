// The admin's Notifications screen, through the screens: a template's message is
// edited and saved (then put back, the demo's templates are shared), previewed in a WhatsApp
// bubble with the sample values, and tested: the demo admin has no WhatsApp number on file, so
// the test goes to a number typed in the dialog, and its text is in Admin → Outbox. Send Manual
// stays disabled until both fields are filled, says the server's refusal for a number outside
// the 24-hour window and queues a message to one that just wrote to the bot; History lists it
// with its Open WhatsApp link.
import { enAdminWhatsApp } from '@dwa/domain/i18n/admin-whatsapp/en';
import { enServer } from '@dwa/domain/i18n/server/en';
import type { NotificationTemplate } from '@dwa/domain/notifications';
import { notificationSampleValues, renderNotification } from '@dwa/domain/notifications';
import type { Page } from '@playwright/test';
import { signInAdmin } from './admin-helpers.ts';
import { freshPhone, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';

const an = enAdminWhatsApp.adminNotifications;
const EVENT = 'pro_expiry';
const LANGUAGE = 'pidgin';

const card = (page: Page) =>
  page.locator(`[data-testid="template-card"][data-event="${EVENT}"][data-language="${LANGUAGE}"]`);

async function templateOf(page: Page): Promise<NotificationTemplate> {
  const response = await page.request.get('/api/admin/notification-templates');
  expect(response.ok()).toBe(true);
  const { items } = (await response.json()) as { items: NotificationTemplate[] };
  return items.find((t) => t.eventType === EVENT && t.language === LANGUAGE)!;
}

test.describe('Admin notifications', () => {
  test.describe.configure({ mode: 'serial' });

  test.beforeEach(async ({ page, baseUrl, demoDataDir }) => {
    await signInAdmin(page.request, baseUrl, demoDataDir);
  });

  test('edits a template, previews it and tests it: the text is in the outbox', async ({
    page,
    baseUrl,
  }) => {
    const original = await templateOf(page);
    const edited = `${original.message} Call us if you need help.`;
    try {
      await page.goto(`/admin/notifications?lang=${LANGUAGE}`);
      await expect(page.getByRole('heading', { name: an.title, level: 1 })).toBeVisible();
      await expect(card(page)).toBeVisible();
      await snapBoth(page, 'admin-notifications-templates');

      await card(page).getByRole('button', { name: an.templates.edit }).click();
      const message = card(page).getByTestId('template-message-input');
      await expect(message).toHaveValue(original.message);
      // An unknown placeholder is refused by the server, next to the field; nothing is saved.
      await message.fill(`${original.message} {price}`);
      await card(page).getByTestId('template-save').click();
      await expect(
        card(page).getByText(enServer.errors.notifications.templatePlaceholder),
      ).toBeVisible();
      await message.fill(edited);
      await card(page).getByTestId('template-save').click();
      await expect(
        page.locator('[data-sonner-toast]').filter({ hasText: an.templates.saved }),
      ).toBeVisible();
      await expect(card(page).getByTestId('template-message')).toHaveText(edited);
      expect((await templateOf(page)).message).toBe(edited);

      // Preview: the sample values filled in, in a WhatsApp bubble.
      const rendered = renderNotification(edited, notificationSampleValues(baseUrl)).text;
      await card(page).getByRole('button', { name: an.templates.preview }).click();
      await expect(card(page).getByTestId('whatsapp-preview-text')).toHaveText(rendered);
      await snapBoth(page, 'admin-notifications-preview');

      // Test WhatsApp: the demo admin has no number on file, so the server says so first.
      await card(page).getByRole('button', { name: an.templates.test }).click();
      const dialog = page.getByTestId('test-template-dialog');
      await expect(dialog.getByRole('heading', { name: an.test.title })).toBeVisible();
      await dialog.getByTestId('test-send').click();
      await expect(dialog.getByTestId('test-error')).toContainText(
        enServer.errors.adminWhatsApp.noAdminPhone,
      );
      const phone = freshPhone('24');
      await dialog.getByTestId('test-to').fill(phone.local);
      await dialog.getByTestId('test-send').click();
      await expect(dialog.getByTestId('test-result')).toBeVisible();
      await expectNoSeriousViolations(page);
      await dialog.getByRole('link', { name: an.test.outboxLink }).click();
      await expect(page).toHaveURL(/\/admin\/outbox$/);
      const sent = page.getByTestId('outbox-item').filter({ hasText: rendered });
      await expect(sent).toBeVisible();
    } finally {
      const restored = await page.request.patch(
        `/api/admin/notification-templates/${original.id}`,
        {
          headers: { origin: baseUrl },
          data: { message: original.message },
        },
      );
      expect(restored.ok()).toBe(true);
    }
  });

  test('sends a manual message (refused outside the window) and lists it in History', async ({
    page,
    baseUrl,
  }) => {
    await page.goto('/admin/notifications?tab=manual');
    const send = page.getByTestId('manual-send');
    await expect(send).toBeDisabled();
    const outside = freshPhone('24');
    await page.getByTestId('manual-phone').fill(outside.local);
    await expect(send).toBeDisabled();
    await page.getByTestId('manual-message').fill('Akwaaba from the Dwa team.');
    await expect(send).toBeEnabled();
    await send.click();
    await expect(page.getByTestId('manual-error')).toContainText(
      enServer.errors.notifications.outsideWindow,
    );

    // A number that just wrote to the bot (through the simulator) can be answered.
    const inside = freshPhone('24');
    const wrote = await page.request.post('/api/admin/whatsapp/simulate', {
      headers: { origin: baseUrl },
      data: { from: inside.local, text: 'hello' },
    });
    expect(wrote.status()).toBe(201);
    // The bot handles the message in the background: its session opens the window.
    await expect
      .poll(
        async () => {
          const sessions = (await (
            await page.request.get('/api/admin/whatsapp/sessions')
          ).json()) as { items: { number: string }[] };
          return sessions.items.some((s) => s.number === inside.e164);
        },
        { timeout: 30_000 },
      )
      .toBe(true);
    const text = `Your question is answered, ${inside.local.slice(-4)}. Thank you for writing to Dwa.`;
    await page.getByTestId('manual-phone').fill(inside.local);
    await page.getByTestId('manual-message').fill(text);
    await send.click();
    await expect(page.getByTestId('manual-result')).toContainText(
      an.manual.sent.replace('{{to}}', inside.e164),
    );
    await snapBoth(page, 'admin-notifications-manual');

    await page.getByRole('tab', { name: an.tabs.history }).click();
    const entry = page.getByTestId('history-item').filter({ hasText: text.slice(0, 40) });
    await expect(entry).toBeVisible();
    const link = entry.getByRole('link', { name: an.history.openWhatsApp });
    await expect(link).toHaveAttribute(
      'href',
      new RegExp(`^https://wa\\.me/${inside.e164.slice(1)}\\?text=`),
    );
    expect(await horizontalOverflow(page)).toBe(0);
    await snapBoth(page, 'admin-notifications-history');
    await expectNoSeriousViolations(page);
  });
});
