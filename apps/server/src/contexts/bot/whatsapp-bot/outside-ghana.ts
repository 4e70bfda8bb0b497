// A sender outside Ghana: Dwa serves +233 numbers only (accounts, deliveries and MoMo are
// Ghana's), so the bot does not converse with them. Silence reads as a broken line, so they get
// one short answer saying so, with the web link (browsing works from anywhere), in the language
// they wrote in. At most once a day per number, and a bounded number a day in all: each answer
// is a message Meta may bill, and a flood of foreign numbers must not become a flood of sends.
// No session is kept for them: they are no Dwa user.
import type { Db } from '@dwa/db/client';
import { webhookEvents } from '@dwa/db/schema/index';
import { e164FromWhatsAppDigits } from '@dwa/domain/phone';
import { detectLanguage } from '@dwa/domain/whatsapp/message-language';
import type { InboundMessage } from '@dwa/domain/whatsapp-webhook';
import { and, eq, isNull } from 'drizzle-orm';
import { LONGEST_WINDOW_MS, takeHits, type Window } from '../../../lib/rate-limit.ts';
import type { BotDeps } from './bot-deps.ts';
import { botSay, links } from './bot-texts.ts';
import { textOf } from './conversation.ts';

export const OUTSIDE_GHANA_WINDOWS = {
  /** One answer per number a day: it would say the same thing again. */
  perNumber: { bucket: 'bot_outside_ghana', limit: 1, windowMs: LONGEST_WINDOW_MS },
  /** Every number together, a day. */
  all: { bucket: 'bot_outside_ghana_all', limit: 200, windowMs: LONGEST_WINDOW_MS },
} satisfies Record<string, Window>;

/** No person talking (a reaction, Meta's system notice): nothing to answer. */
const NOT_ANSWERED = new Set(['reaction', 'system']);

/** Handles the stored message `eventId` from a number that is not +233: claims it once (a
 * second run finds it processed) and answers it if the limits allow, in one transaction. */
export async function answerOutsideGhana(deps: BotDeps, eventId: string, message: InboundMessage) {
  await deps.db.transaction(async (tx) => {
    const claimed = await tx
      .update(webhookEvents)
      .set({ processedAt: deps.clock.now() })
      .where(and(eq(webhookEvents.id, eventId), isNull(webhookEvents.processedAt)))
      .returning({ id: webhookEvents.id });
    if (claimed.length === 0) return;
    const outcome = await answer(tx, deps, message);
    await tx.update(webhookEvents).set({ outcome }).where(eq(webhookEvents.id, eventId));
  });
}

async function answer(tx: Db, deps: BotDeps, message: InboundMessage): Promise<string> {
  const to = e164FromWhatsAppDigits(message.from);
  if (!to) return 'not a phone number';
  if (NOT_ANSWERED.has(message.type)) return `outside Ghana: not answered (${message.type})`;
  const { perNumber, all } = OUTSIDE_GHANA_WINDOWS;
  const taken = await takeHits(tx, deps.clock, [
    [perNumber, to],
    [all, 'all'],
  ]);
  if (!taken.ok) {
    return taken.window === perNumber
      ? 'outside Ghana: told already'
      : 'outside Ghana: daily answers used up';
  }
  const lang = detectLanguage(textOf(message)) ?? 'en';
  const body = botSay(lang, 'outsideGhana', { link: links(deps.origin).home() });
  await deps.messenger.queueWhatsApp(
    tx,
    to,
    { kind: 'text', body },
    { eventType: 'bot', outsideGhana: true },
  );
  return 'outside Ghana: told';
}
