// The WhatsApp bot through the admin's simulator (/admin/whatsapp/simulator), which signs each
// message and posts it to the real webhook: a seller lists a product by sending a photo with its
// caption and tapping Publish, and it shows on the home page with a WebP photo; a buyer searches
// by words and by photo and the first link opens the right product. Then the webhook itself: a
// replayed delivery changes nothing, a wrong signature is refused.
//
// The seller is a demo seller other than the first one, whose uploads seller-uploads.spec.ts
// lists (a new upload there while it compares the page with the API would move its counts).

import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { en } from '@dwa/domain/i18n/en';
import { enServer } from '@dwa/domain/i18n/server/en';
import type { ConversationEntry } from '@dwa/domain/whatsapp-simulator';
import type { Locator, Page } from '@playwright/test';
import { simulatedPayload } from '../../apps/server/src/contexts/bot/whatsapp-bot/simulated-message.ts';
import { signWebhookBody } from '../../apps/server/src/contexts/bot/whatsapp-webhook/signature.ts';
import { signInAdmin } from './admin-helpers.ts';
import { freshPhone, snapBoth } from './auth-helpers.ts';
import { expectNoSeriousViolations } from './axe.ts';
import { expect, test } from './fixtures.ts';
import { horizontalOverflow } from './layout.ts';
import { kentePhoto } from './whatsapp-helpers.ts';

const texts = en.simulator;
const bot = enServer.whatsapp.bot;

/** Oguaa Home Centre: a demo seller (the fourth) who writes in English. */
const SELLER = { local: '0247333333', e164: '+233247333333' };
const CAPTION = 'Kente cloth 6 yards\nGHS 450\nHand woven in Bonwire';
const TITLE = 'Kente cloth 6 yards';
/** The summary's last line ("Publish it on Dwa?"). */
const ASK_PUBLISH = bot.summary.split('\n').at(-1)!;
/** The bot waits a few seconds for more photos of the same product before it answers. */
const ANSWER_TIMEOUT = 30_000;

test.describe.configure({ mode: 'serial' });

async function openSimulator(page: Page, number: string) {
  await page.goto('/admin/whatsapp/simulator');
  await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  const from = page.getByLabel(texts.from);
  await from.fill(number);
  return page.getByRole('log');
}

/** The bot's messages (newest last). */
const botMessages = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-direction="out"]');

async function send(page: Page, text: string, photo?: Buffer) {
  if (photo) {
    await page
      .getByTestId('simulator-photo-input')
      .setInputFiles({ name: 'kente.jpg', mimeType: 'image/jpeg', buffer: photo });
    await expect(page.getByTestId('picked-photo')).toBeVisible();
  }
  await page.getByLabel(texts.message).fill(text);
  await page.getByRole('button', { name: texts.send, exact: true }).click();
  // The box empties once the server took the message.
  await expect(page.getByRole('button', { name: texts.sending })).toHaveCount(0);
  await expect(page.getByLabel(texts.message)).toHaveValue('');
  await expect(page.getByTestId('picked-photo')).toHaveCount(0);
}

const linksIn = (message: Locator) => message.locator('a[href*="/products/"]');

test.describe('WhatsApp bot in the simulator', () => {
  test('a seller lists a product by photo and caption, and it goes live with a WebP photo', async ({
    page,
    baseUrl,
    demoDataDir,
  }) => {
    test.setTimeout(120_000);
    await signInAdmin(page.request, baseUrl, demoDataDir);
    await page.goto('/admin');
    // On a phone the admin's sections sit behind the Menu button.
    const layout = page.getByTestId('admin-layout');
    await expect(layout).toBeVisible();
    const menu = layout.getByRole('button', { name: en.adminShell.menu });
    if (await menu.isVisible()) await menu.click();
    await page.getByRole('link', { name: texts.link }).click();
    await expect(page).toHaveURL('/admin/whatsapp/simulator');
    const log = await openSimulator(page, SELLER.local);
    await expect(log).toHaveAccessibleName(texts.chatLabel.replace('{{number}}', '024 733 3333'));
    await send(page, CAPTION, await kentePhoto());
    // The seller's message on the right, with its photo mark.
    const mine = page.locator('[data-testid="chat-message"][data-direction="in"]').last();
    await expect(mine).toContainText('Hand woven in Bonwire');
    await expect(mine).toContainText(texts.photoMessage);

    // The summary with its three buttons.
    const summary = botMessages(page).filter({ hasText: ASK_PUBLISH }).last();
    await expect(summary).toContainText(TITLE, { timeout: ANSWER_TIMEOUT });
    await expect(summary).toContainText('GH₵ 450.00');
    await expect(summary).toContainText(ASK_PUBLISH);
    const buttons = summary.getByRole('group', { name: texts.replyButtons }).getByRole('button');
    await expect(buttons).toHaveText([bot.publish, bot.edit, bot.cancel]);
    await expect(summary.getByTestId('chat-status')).toHaveText(/Queued|Sent/);
    await snapBoth(page, 'whatsapp-simulator-summary');
    expect(await horizontalOverflow(page)).toBe(0);
    await expectNoSeriousViolations(page, 'the WhatsApp simulator');

    await summary.getByRole('button', { name: bot.publish }).click();
    const published = botMessages(page).filter({ hasText: 'Published!' }).last();
    await expect(published).toContainText(`Published! "${TITLE}" is live on Dwa:`, {
      timeout: ANSWER_TIMEOUT,
    });
    await expect(published.getByTestId('chat-status')).toHaveText('Sent');
    const link = await linksIn(published).first().getAttribute('href');
    const productPath = new URL(link!).pathname;

    // On the home page, with its photo re-encoded as WebP.
    await page.goto('/');
    const card = page.getByTestId('product-card').filter({ hasText: TITLE }).first();
    await expect(async () => {
      if (await card.isVisible()) return;
      await page.getByRole('button', { name: en.home.loadMore }).click({ timeout: 2_000 });
      await expect(card).toBeVisible({ timeout: 2_000 });
    }).toPass({ timeout: 20_000 });
    await expect(card.getByRole('link').first()).toHaveAttribute('href', productPath);
    const img = card.getByRole('img', { name: TITLE });
    await img.scrollIntoViewIfNeeded(); // cards load their photos lazily
    await expect(img).toHaveJSProperty('complete', true);
    await expect(img).not.toHaveJSProperty('naturalWidth', 0);
    const src = await img.evaluate((i: HTMLImageElement) => i.currentSrc || i.src);
    const photo = await page.request.get(src);
    expect(photo.status()).toBe(200);
    expect(photo.headers()['content-type']).toBe('image/webp');
    expect((await photo.body()).subarray(8, 12).toString('latin1')).toBe('WEBP');
  });

  test('a buyer finds products by words and by photo, and a link opens the product', async ({
    page,
    context,
    baseUrl,
    demoDataDir,
  }) => {
    test.setTimeout(90_000);
    await signInAdmin(page.request, baseUrl, demoDataDir);
    const buyer = freshPhone('20');
    await openSimulator(page, buyer.local);
    await expect(page.getByText(texts.empty)).toBeVisible();

    await send(page, 'kente');
    const results = botMessages(page).first();
    await expect(results).toContainText('What I found for "kente":', { timeout: ANSWER_TIMEOUT });
    await expect(linksIn(results).first()).toBeVisible();
    const firstTitle = /^1\. (.+) · [^·\n]+ · [^·\n]+$/m.exec(
      (await results.textContent()) ?? '',
    )?.[1];
    expect(firstTitle, 'the first result names a product').toBeTruthy();

    const [productPage] = await Promise.all([
      context.waitForEvent('page'),
      linksIn(results).first().click(),
    ]);
    await expect(productPage.getByRole('heading', { level: 1 })).toHaveText(firstTitle!);
    await productPage.close();

    await send(page, '', await kentePhoto());
    const byPhoto = botMessages(page).nth(1);
    await expect(byPhoto).toContainText(bot.photoResultsTitle, { timeout: ANSWER_TIMEOUT });
    await expect(linksIn(byPhoto).first()).toBeVisible();
  });

  test('refuses a delivery with a wrong signature and answers a replayed one once', async ({
    request,
    baseUrl,
    demoDataDir,
  }) => {
    const secrets = JSON.parse(readFileSync(join(demoDataDir, 'secrets.json'), 'utf8')) as {
      whatsappAppSecret: string;
    };
    const buyer = freshPhone('20');
    const body = JSON.stringify(simulatedPayload({ from: buyer.e164, text: 'kente' }));
    const deliver = (signature: string) =>
      request.post('/api/whatsapp/webhook', {
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': signature },
        data: body,
      });

    const forged = await deliver(signWebhookBody('not-the-app-secret-at-all', body));
    expect(forged.status()).toBe(401);
    expect(((await forged.json()) as { error: { code: string } }).error.code).toBe('unauthorized');
    const bodyChanged = await request.post('/api/whatsapp/webhook', {
      headers: {
        'content-type': 'application/json',
        'x-hub-signature-256': signWebhookBody(secrets.whatsappAppSecret, body),
      },
      data: body.replace('kente', 'kenta'),
    });
    expect(bodyChanged.status()).toBe(401);

    const signature = signWebhookBody(secrets.whatsappAppSecret, body);
    const first = await deliver(signature);
    expect(first.status()).toBe(200);
    expect(await first.json()).toEqual({ messages: 1, statuses: 0 });
    const replay = await deliver(signature);
    expect(replay.status()).toBe(200);
    expect(await replay.json()).toEqual({ messages: 0, statuses: 0 });

    // One message in, one answer out, and still so a while after the answer.
    await signInAdmin(request, baseUrl, demoDataDir);
    const conversation = async () => {
      const response = await request.get(
        `/api/admin/whatsapp/conversation?number=${encodeURIComponent(buyer.local)}`,
      );
      expect(response.status()).toBe(200);
      const { items } = (await response.json()) as { items: ConversationEntry[] };
      return items.map((i) => `${i.direction}:${i.text.split('\n')[0]}`);
    };
    const expected = ['in:kente', 'out:What I found for "kente":'];
    await expect.poll(conversation, { timeout: ANSWER_TIMEOUT }).toEqual(expected);
    await new Promise((resolve) => setTimeout(resolve, 3_000));
    expect(await conversation()).toEqual(expected);
  });
});
