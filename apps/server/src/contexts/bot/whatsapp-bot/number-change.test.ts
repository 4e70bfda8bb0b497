// A seller or rider changes their WhatsApp number in the app: Meta tells us with a system notice
// from the old number (the documented shape: messages[].type "system", system.type
// "user_changed_number", system.wa_id the new number, no contacts array). Dwa records it,
// answers nothing, and does not count it as the person writing; when the new number writes, the
// bot offers to move the account there, and only a one-time code sent to the new number (the
// web's number-change code for sellers) moves it.
import {
  notificationLog,
  riders,
  sellers,
  webhookEvents,
  whatsappNumberChanges,
  whatsappSessions,
} from '@dwa/db/schema/index';
import { buildRider, buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { formatPhoneDisplay, toWhatsAppDigits } from '@dwa/domain/phone';
import { and, desc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { post, signUpSeller } from '../../../testing/auth-helpers.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import { newMessageId, webhookDelivery } from './simulated-message.ts';

const clock = fixedClock(new Date('2026-12-01T09:00:00Z'));
let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp({ clock });
});
afterAll(() => t.close());

const MINUTE = 60_000;
const DAY = 86_400_000;

/** Meta's notice, as its system-messages reference documents it (and pywa's fixture). */
function notice(oldPhone: string, newPhone: string, system: Record<string, unknown> = {}) {
  const from = toWhatsAppDigits(oldPhone);
  const to = toWhatsAppDigits(newPhone);
  return {
    metadata: { display_phone_number: '233200000000', phone_number_id: 'SIMULATED' },
    messages: [
      {
        from,
        id: newMessageId(),
        timestamp: String(Math.floor(clock.now().getTime() / 1000)),
        type: 'system',
        system: {
          body: `User A changed from ${from} to ${to}`,
          wa_id: to,
          type: 'user_changed_number',
          ...system,
        },
      },
    ],
  };
}

async function deliverNotice(value: ReturnType<typeof notice>) {
  const body = JSON.stringify(webhookDelivery(value));
  const res = await t.post(body);
  expect(res.statusCode).toBe(200);
  await t.settle();
  const id = value.messages[0]!.id;
  const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
  return { event: event!, body };
}

/** Sends `text` (or a tap) from `phone` a minute after the last message, and answers the
 * replies it got. */
async function say(phone: string, text: string) {
  clock.advance(MINUTE);
  const before = (await t.replies(phone)).length;
  await t.send({ from: phone, text, at: clock.now() });
  return (await t.replies(phone)).slice(before);
}
async function tap(phone: string, id: string) {
  clock.advance(MINUTE);
  const before = (await t.replies(phone)).length;
  await t.send({ from: phone, button: { id, title: id.split(':')[0]! }, at: clock.now() });
  return (await t.replies(phone)).slice(before);
}

/** The newest one-time code WhatsApp'd to `phone` (the local outbox keeps its text). */
async function codeSentTo(phone: string) {
  const [row] = await t.db
    .select()
    .from(notificationLog)
    .where(and(eq(notificationLog.whatsappNumber, phone), eq(notificationLog.eventType, 'otp')))
    .orderBy(desc(notificationLog.createdAt))
    .limit(1);
  const code = /\b(\d{6})\b/.exec(row?.messageText ?? '')?.[1];
  if (!code) throw new Error(`no code was sent to ${phone}`);
  return code;
}

const changesOf = (oldNumber: string) =>
  t.db
    .select()
    .from(whatsappNumberChanges)
    .where(eq(whatsappNumberChanges.oldNumber, oldNumber))
    .orderBy(desc(whatsappNumberChanges.createdAt));
const sellerNumber = async (id: string) =>
  (await t.db.select().from(sellers).where(eq(sellers.id, id)))[0]!.whatsappNumber;
const sessionOf = async (phone: string) =>
  (await t.db.select().from(whatsappSessions).where(eq(whatsappSessions.whatsappNumber, phone)))[0];

describe('the user_changed_number notice', () => {
  it('is recorded (who, old, new, when), answered with nothing, and is no activity', async () => {
    const seller = await buildSeller(t.db);
    const oldPhone = seller.whatsappNumber;
    const newPhone = uniquePhone();
    await say(oldPhone, 'help');
    const activity = (await sessionOf(oldPhone))!.lastActivity;
    const repliesBefore = (await t.replies(oldPhone)).length;

    clock.advance(DAY);
    const value = notice(oldPhone, newPhone);
    const { event, body } = await deliverNotice(value);
    expect(event.outcome).toBe('number change recorded');
    // Nothing to the old number (it got "I can read text and photos only") or the new one.
    expect(await t.replies(oldPhone)).toHaveLength(repliesBefore);
    expect(await t.replies(newPhone)).toHaveLength(0);
    // Not the person writing: the 24-hour window of the old number did not move.
    expect((await sessionOf(oldPhone))!.lastActivity).toEqual(activity);
    expect(await sessionOf(newPhone)).toBeUndefined();
    const [change] = await changesOf(oldPhone);
    expect(change).toMatchObject({
      oldNumber: oldPhone,
      newNumber: newPhone,
      sellerId: seller.id,
      riderId: null,
      status: 'pending',
      changedAt: new Date(Number(value.messages[0]!.timestamp) * 1000),
      eventId: event.id,
    });
    // The shop is not moved by the notice alone.
    expect(await sellerNumber(seller.id)).toBe(oldPhone);

    // Delivered again: still one row.
    expect((await t.post(body)).json()).toEqual({ messages: 0, statuses: 0 });
    await t.settle();
    expect(await changesOf(oldPhone)).toHaveLength(1);
  });

  it('is read in its older shapes too (new_wa_id, customer_changed_number)', async () => {
    const seller = await buildSeller(t.db);
    const newPhone = uniquePhone();
    const value = notice(seller.whatsappNumber, newPhone, {
      type: 'customer_changed_number',
      wa_id: undefined,
      new_wa_id: toWhatsAppDigits(newPhone),
    });
    await deliverNotice(value);
    expect((await changesOf(seller.whatsappNumber))[0]).toMatchObject({ newNumber: newPhone });
  });

  it('keeps nothing for a number with no account, or another system notice, and answers none', async () => {
    const buyer = uniquePhone();
    const { event } = await deliverNotice(notice(buyer, uniquePhone()));
    expect(event.outcome).toBe('number change: no account');
    expect(await changesOf(buyer)).toHaveLength(0);

    const seller = await buildSeller(t.db);
    const identity = await deliverNotice(
      notice(seller.whatsappNumber, uniquePhone(), {
        type: 'customer_identity_changed',
        body: 'User identity changed',
        wa_id: undefined,
      }),
    );
    expect(identity.event.outcome).toBe('system notice ignored: customer_identity_changed');
    const odd = await deliverNotice(notice(seller.whatsappNumber, uniquePhone(), { wa_id: 'x' }));
    expect(odd.event.outcome).toBe('number change: no readable new number');
    expect(await changesOf(seller.whatsappNumber)).toHaveLength(0);
    expect(await t.replies(buyer)).toHaveLength(0);
    expect(await t.replies(seller.whatsappNumber)).toHaveLength(0);
    expect(await sessionOf(seller.whatsappNumber)).toBeUndefined();
  });
});

describe('moving the account to the new number', () => {
  it('offers the move once; the code sent to the new number moves the shop, and sign-in follows', async () => {
    const signedUp = await signUpSeller(t);
    const oldPhone = signedUp.phone;
    const newPhone = uniquePhone();
    await deliverNotice(notice(oldPhone, newPhone));
    const [change] = await changesOf(oldPhone);

    const [offer, ...more] = await say(newPhone, 'hello');
    expect(more).toHaveLength(0);
    expect(offer!.messageText).toContain('Ama Fabrics');
    expect(offer!.messageText).toContain(formatPhoneDisplay(oldPhone));
    expect(offer!.buttons?.map((b) => b.id)).toEqual([
      `number_move:${change!.id}`,
      `number_keep:${change!.id}`,
    ]);
    expect(offer!.buttons!.every((b) => b.title.length <= 20)).toBe(true);
    // Asked once: the next message is answered as any other.
    const [help] = await say(newPhone, 'hi');
    expect(help!.messageText).toContain('Tell me what you are looking for');
    expect(help!.buttons).toBeNull();
    // Six digits before a code was sent are no code.
    const [notACode] = await say(newPhone, '123456');
    expect(notACode!.messageText).not.toContain('code');
    expect(await sellerNumber(signedUp.id)).toBe(oldPhone);

    const sent = await tap(newPhone, `number_move:${change!.id}`);
    expect(sent.map((r) => r.eventType).sort()).toEqual(['bot', 'otp']);
    expect(sent.find((r) => r.eventType === 'bot')!.messageText).toContain('6-digit code');
    const code = await codeSentTo(newPhone);

    const wrong = code === '000000' ? '111111' : '000000';
    const [refused] = await say(newPhone, wrong);
    expect(refused!.messageText).toContain('not right');
    expect(await sellerNumber(signedUp.id)).toBe(oldPhone);

    const [moved] = await say(newPhone, ` ${code} `);
    expect(moved!.messageText).toContain('Ama Fabrics');
    expect(moved!.messageText).toContain('password');
    expect(await sellerNumber(signedUp.id)).toBe(newPhone);
    expect((await changesOf(oldPhone))[0]).toMatchObject({ status: 'moved' });
    expect((await sessionOf(newPhone))!.userType).toBe('seller');
    // The new number is the seller now, on WhatsApp and on the web.
    const [sellerHelp] = await say(newPhone, 'help');
    expect(sellerHelp!.messageText).toContain('Akwaaba, Ama Fabrics');
    const login = await post(t, '/api/auth/seller/login', {
      phone: newPhone,
      password: 'kente-2026',
    });
    expect(login.statusCode).toBe(200);
    // The code is spent, and the move is done: the same code again moves nothing more.
    const [again] = await say(newPhone, code);
    expect(again!.messageText).not.toContain('Done');
  });

  it('moves once when the code arrives several times at once', async () => {
    const seller = await buildSeller(t.db);
    const newPhone = uniquePhone();
    await deliverNotice(notice(seller.whatsappNumber, newPhone));
    const [change] = await changesOf(seller.whatsappNumber);
    await say(newPhone, 'hello');
    await tap(newPhone, `number_move:${change!.id}`);
    const code = await codeSentTo(newPhone);
    clock.advance(MINUTE);
    const bodies = Array.from({ length: 6 }, () =>
      JSON.stringify(
        webhookDelivery({
          messages: [
            {
              from: toWhatsAppDigits(newPhone),
              id: newMessageId(),
              timestamp: String(Math.floor(clock.now().getTime() / 1000)),
              type: 'text',
              text: { body: code },
            },
          ],
        }),
      ),
    );
    const before = (await t.replies(newPhone)).length;
    await Promise.all(bodies.map((b) => t.post(b)));
    await t.settle();
    const answers = (await t.replies(newPhone)).slice(before).map((r) => r.messageText);
    expect(answers).toHaveLength(6);
    expect(answers.filter((a) => a.startsWith('Done'))).toHaveLength(1);
    expect(await sellerNumber(seller.id)).toBe(newPhone);
  });

  it('"Not mine" closes it: nothing moves and the bot never asks again', async () => {
    const seller = await buildSeller(t.db);
    const newPhone = uniquePhone();
    await deliverNotice(notice(seller.whatsappNumber, newPhone));
    const [change] = await changesOf(seller.whatsappNumber);
    await say(newPhone, 'hello');
    const [kept] = await tap(newPhone, `number_keep:${change!.id}`);
    expect(kept!.messageText).toContain('nothing moved');
    expect((await changesOf(seller.whatsappNumber))[0]).toMatchObject({ status: 'declined' });
    // An old Move button now finds it closed, and sends no code.
    const [closed] = await tap(newPhone, `number_move:${change!.id}`);
    expect(closed!.messageText).toContain('no longer open');
    expect((await t.replies(newPhone)).filter((r) => r.eventType === 'otp')).toHaveLength(0);
    expect(await sellerNumber(seller.id)).toBe(seller.whatsappNumber);
  });

  it('is not offered once the shop has another number, or a month after the notice', async () => {
    const changedOnWeb = await buildSeller(t.db);
    const newPhone = uniquePhone();
    await deliverNotice(notice(changedOnWeb.whatsappNumber, newPhone));
    await t.db
      .update(sellers)
      .set({ whatsappNumber: uniquePhone() })
      .where(eq(sellers.id, changedOnWeb.id));
    const [first] = await say(newPhone, 'hello');
    expect(first!.buttons).toBeNull();

    const late = await buildSeller(t.db);
    const lateNew = uniquePhone();
    await deliverNotice(notice(late.whatsappNumber, lateNew));
    clock.advance(31 * DAY);
    const [answer] = await say(lateNew, 'hello');
    expect(answer!.buttons).toBeNull();
  });

  it('follows a second change (old → new → newer) and closes the first', async () => {
    const seller = await buildSeller(t.db);
    const middle = uniquePhone();
    const newest = uniquePhone();
    await deliverNotice(notice(seller.whatsappNumber, middle));
    clock.advance(MINUTE);
    await deliverNotice(notice(middle, newest));
    const rows = await t.db
      .select()
      .from(whatsappNumberChanges)
      .where(eq(whatsappNumberChanges.sellerId, seller.id))
      .orderBy(whatsappNumberChanges.createdAt);
    expect(rows.map((r) => [r.oldNumber, r.newNumber, r.status])).toEqual([
      [seller.whatsappNumber, middle, 'superseded'],
      [seller.whatsappNumber, newest, 'pending'],
    ]);
    const [none] = await say(middle, 'hello');
    expect(none!.buttons).toBeNull();
    const [offer] = await say(newest, 'hello');
    expect(offer!.buttons?.[0]?.id).toBe(`number_move:${rows[1]!.id}`);
  });

  it('moves a rider, whose sign-in codes then go to the new number', async () => {
    const rider = await buildRider(t.db, { name: 'Kwesi Mensah' });
    const newPhone = uniquePhone();
    await deliverNotice(notice(rider.whatsappNumber, newPhone));
    const [change] = await changesOf(rider.whatsappNumber);
    expect(change).toMatchObject({ riderId: rider.id, sellerId: null });
    const [offer] = await say(newPhone, 'jobs');
    expect(offer!.messageText).toContain('Kwesi Mensah');
    await tap(newPhone, `number_move:${change!.id}`);
    // A rider sign-in code for the new number is not the move's code.
    const moveCode = await codeSentTo(newPhone);
    const [moved] = await say(newPhone, moveCode);
    expect(moved!.messageText).toContain('rider');
    const [row] = await t.db.select().from(riders).where(eq(riders.id, rider.id));
    expect(row!.whatsappNumber).toBe(newPhone);
    const sent = await post(t, '/api/auth/codes', { phone: newPhone, purpose: 'rider_login' });
    expect(sent.statusCode).toBe(202);
    const codes = await t.db
      .select()
      .from(notificationLog)
      .where(
        and(eq(notificationLog.whatsappNumber, newPhone), eq(notificationLog.eventType, 'otp')),
      );
    expect(codes).toHaveLength(2);
  });
});
