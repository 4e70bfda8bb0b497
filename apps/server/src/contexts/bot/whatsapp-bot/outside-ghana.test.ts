// Senders outside Ghana: Dwa serves +233 numbers only, so a person abroad gets one short answer
// saying so (with the web link, which works from anywhere) instead of silence, at most once a day
// per number and a few hundred a day in all: each reply is a message Meta may bill, and a flood
// of foreign numbers must not turn into a flood of sends.
import {
  notificationLog,
  rateLimitHits,
  webhookEvents,
  whatsappSessions,
} from '@dwa/db/schema/index';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { translate } from '../../../lib/i18n.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import { buildCloudApiPayload } from '../../messaging/messaging/cloud-api-transport.ts';
import { OUTSIDE_GHANA_WINDOWS } from './outside-ghana.ts';
import { newMessageId, webhookDelivery } from './simulated-message.ts';

const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp({ clock });
});
afterAll(() => t.close());

const DAY = 86_400_000;
let next = 1000;
/** A fresh number in the United States' +1 range, as Meta sends it (digits, no "+"). */
const foreignNumber = () => `1415555${String(next++).padStart(4, '0')}`;

/** Delivers one message of `fields` from `digits`; answers the stored event. */
async function deliver(digits: string, fields: Record<string, unknown>) {
  const id = newMessageId();
  const body = JSON.stringify(
    webhookDelivery({
      contacts: [{ profile: { name: 'Abroad' }, wa_id: digits }],
      messages: [{ from: digits, id, timestamp: String(clock.now().getTime() / 1000), ...fields }],
    }),
  );
  const res = await t.post(body);
  expect(res.statusCode).toBe(200);
  await t.settle();
  const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
  return event!;
}
const text = (body: string) => ({ type: 'text', text: { body } });
const sent = (digits: string) =>
  t.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.whatsappNumber, `+${digits}`));

describe('a sender outside Ghana', () => {
  it('gets one short answer that Dwa serves Ghana numbers, with the web link', async () => {
    const digits = foreignNumber();
    const event = await deliver(digits, text('Hello, do you ship to London?'));
    const replies = await sent(digits);
    expect(replies).toHaveLength(1);
    expect(replies[0]).toMatchObject({
      eventType: 'bot',
      status: 'sent',
      messageText: translate('en', 'whatsapp.bot.outsideGhana', {
        link: `${t.env.publicOrigin}/`,
      }),
    });
    expect(replies[0]!.messageText).toContain('+233');
    expect(event).toMatchObject({ outcome: 'outside Ghana: told' });
    expect(event.processedAt).not.toBeNull();
    // No conversation is kept for the number: it is no Dwa user (and the table holds +233 only).
    expect(
      await t.db
        .select()
        .from(whatsappSessions)
        .where(eq(whatsappSessions.whatsappNumber, `+${digits}`)),
    ).toHaveLength(0);
    // The Cloud API gets the digits Meta sent.
    const payload = buildCloudApiPayload(
      `+${digits}`,
      { kind: 'text', body: 'x' },
      { otpTemplate: 'otp' },
    );
    expect(payload.to).toBe(digits);
  });

  it('is answered once a day, whatever it sends meanwhile, even all at once', async () => {
    const digits = foreignNumber();
    await Promise.all(
      Array.from({ length: 20 }, (_, i) =>
        t.post(
          JSON.stringify(
            webhookDelivery({
              messages: [
                { from: digits, id: newMessageId(), timestamp: '1764579600', ...text(`hi ${i}`) },
              ],
            }),
          ),
        ),
      ),
    );
    await t.settle();
    expect(await sent(digits)).toHaveLength(1);
    const later = await deliver(digits, text('hello again'));
    expect(later.outcome).toBe('outside Ghana: told already');
    expect(await sent(digits)).toHaveLength(1);

    clock.advance(DAY + 1000);
    await deliver(digits, text('one more day'));
    expect(await sent(digits)).toHaveLength(2);
  });

  it('answers in Pidgin or Twi when it writes in them', async () => {
    const digits = foreignNumber();
    await deliver(digits, text('Abeg wetin dey happen, I wan buy am'));
    const [reply] = await sent(digits);
    expect(reply!.messageText).toBe(
      translate('pidgin', 'whatsapp.bot.outsideGhana', { link: `${t.env.publicOrigin}/` }),
    );
  });

  it('is not answered for a reaction or a system notice', async () => {
    const digits = foreignNumber();
    const reaction = await deliver(digits, {
      type: 'reaction',
      reaction: { message_id: 'wamid.X', emoji: '👍' },
    });
    const notice = await deliver(digits, {
      type: 'system',
      system: { body: 'changed', type: 'user_changed_number', wa_id: '14155550199' },
    });
    expect(await sent(digits)).toHaveLength(0);
    expect(reaction.outcome).toBe('outside Ghana: not answered (reaction)');
    expect(notice.outcome).toBe('outside Ghana: not answered (system)');
    // Not counted against the day's answer either.
    await deliver(digits, text('hello'));
    expect(await sent(digits)).toHaveLength(1);
  });

  it('stops answering for the day once the daily total is reached', async () => {
    const { all } = OUTSIDE_GHANA_WINDOWS;
    // The day's answers so far, as the limit counts them.
    await t.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, all.bucket));
    await t.db.insert(rateLimitHits).values(
      Array.from({ length: all.limit - 1 }, () => ({
        bucket: all.bucket,
        key: 'all',
        at: clock.now(),
      })),
    );
    const first = foreignNumber();
    const second = foreignNumber();
    await deliver(first, text('hello'));
    const refused = await deliver(second, text('hello'));
    expect(await sent(first)).toHaveLength(1);
    expect(await sent(second)).toHaveLength(0);
    expect(refused.outcome).toBe('outside Ghana: daily answers used up');
    // The number that got no answer gets one once the window frees a place.
    clock.advance(DAY + 1000);
    await deliver(second, text('hello'));
    expect(await sent(second)).toHaveLength(1);
    await t.db.delete(rateLimitHits).where(eq(rateLimitHits.bucket, all.bucket));
  });

  it('keeps dropping what is no phone number at all', async () => {
    const event = await deliver('0123456', text('hello'));
    expect(event.outcome).toBe('not a phone number');
    expect(
      await t.db.select().from(notificationLog).where(like(notificationLog.whatsappNumber, '+0%')),
    ).toHaveLength(0);
  });
});
