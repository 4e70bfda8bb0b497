// Driving the admin's WhatsApp simulator (/admin/whatsapp/simulator) as a number: it signs each
// message and posts it to the real webhook, and shows the bot's answers from the outbox.
import { en } from '@dwa/domain/i18n/en';
import type { Page } from '@playwright/test';
import { expect } from './fixtures.ts';

const texts = en.simulator;
/** How long a journey waits for the bot's answer (the inbound task, then the outbox). */
export const ANSWER_TIMEOUT = 30_000;

/** The bot's messages in the conversation shown. */
export const botMessages = (page: Page) =>
  page.locator('[data-testid="chat-message"][data-direction="out"]');

/** Opens the simulator (unless it is open) and writes as `number`. */
export async function openSimulatorAs(page: Page, number: string) {
  if (!page.url().endsWith('/admin/whatsapp/simulator')) {
    await page.goto('/admin/whatsapp/simulator');
    await expect(page.getByRole('heading', { name: texts.title })).toBeVisible();
  }
  await page.getByLabel(texts.from).fill(number);
}

/** Sends `text` as the number in the From field and returns the bot's answer holding `answer`
 * (as the simulator shows it: WhatsApp's *bold* without its stars). */
export async function ask(page: Page, text: string, answer: string) {
  const before = await botMessages(page).filter({ hasText: answer }).count();
  await page.getByLabel(texts.message).fill(text);
  await page.getByRole('button', { name: texts.send, exact: true }).click();
  await expect(page.getByLabel(texts.message)).toHaveValue('');
  const replies = botMessages(page).filter({ hasText: answer });
  await expect(replies).toHaveCount(before + 1, { timeout: ANSWER_TIMEOUT });
  return replies.last();
}
