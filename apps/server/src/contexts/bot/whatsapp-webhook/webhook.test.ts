// The webhook as Meta uses it: the verification handshake, signatures on the raw bytes, one
// stored event (and one processing job) per message id however often it is delivered, status
// receipts recorded against the messages we sent, and bodies we cannot read acknowledged without
// storing anything.
import { notificationLog, webhookEvents } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import {
  newMessageId,
  simulatedPayload,
  webhookDelivery,
} from '../whatsapp-bot/simulated-message.ts';
import { signWebhookBody } from './signature.ts';

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());

const countEvents = async () => (await t.db.select().from(webhookEvents)).length;
const textBody = (from: string, text: string, id = newMessageId()) =>
  JSON.stringify(simulatedPayload({ from, text, id }));

describe('GET /api/whatsapp/webhook (verification)', () => {
  const verify = (query: string) =>
    t.app.inject({ method: 'GET', url: `/api/whatsapp/webhook?${query}` });

  it('answers the challenge as plain text when the token matches', async () => {
    const token = encodeURIComponent(t.env.whatsapp.verifyToken);
    const res = await verify(
      `hub.mode=subscribe&hub.verify_token=${token}&hub.challenge=1158201444`,
    );
    expect(res.statusCode).toBe(200);
    expect(res.body).toBe('1158201444');
    expect(res.headers['content-type']).toMatch(/^text\/plain/);
  });

  it('refuses a wrong or missing token, a wrong mode and a missing challenge with 403', async () => {
    const token = encodeURIComponent(t.env.whatsapp.verifyToken);
    for (const query of [
      'hub.mode=subscribe&hub.verify_token=nope&hub.challenge=1',
      'hub.mode=subscribe&hub.challenge=1',
      `hub.mode=unsubscribe&hub.verify_token=${token}&hub.challenge=1`,
      `hub.mode=subscribe&hub.verify_token=${token}`,
    ]) {
      const res = await verify(query);
      expect(res.statusCode, query).toBe(403);
      expect(res.json().error.code).toBe('forbidden');
    }
  });
});

describe('POST /api/whatsapp/webhook', () => {
  it('refuses a missing, wrong or other-secret signature with 401 and stores nothing', async () => {
    const body = textBody('+233241110001', 'hello');
    const before = await countEvents();
    const good = signWebhookBody(t.env.whatsapp.appSecret, body);
    for (const signature of [
      '',
      'sha256=',
      'sha256=00',
      good.replace(/.$/, (c) => (c === '0' ? '1' : '0')),
      signWebhookBody('another-secret', body),
      good.replace('sha256=', 'sha1='),
    ]) {
      const res = await t.post(body, signature);
      expect(res.statusCode, signature).toBe(401);
      expect(res.json().error.code).toBe('unauthorized');
    }
    // The signature covers the bytes: the same JSON re-spaced is another body.
    const respaced = JSON.stringify(JSON.parse(body), null, 1);
    expect((await t.post(respaced, good)).statusCode).toBe(401);
    expect(await countEvents()).toBe(before);
  });

  it('answers malformed JSON with a signed body 400, and an unknown shape 200 with nothing stored', async () => {
    const before = await countEvents();
    expect((await t.post('{"entry": [')).statusCode).toBe(400);
    const odd = await t.post(JSON.stringify({ object: 'page', entry: 'nope' }));
    expect(odd.statusCode).toBe(200);
    expect(odd.json()).toEqual({ messages: 0, statuses: 0 });
    expect(await countEvents()).toBe(before);
  });

  it('acknowledges a signed delivery nested 150,000 deep with 200, storing nothing', async () => {
    // Valid JSON that JSON.parse reads, but every recursive walk of it (the cleaning for
    // PostgreSQL, JSON.stringify, jsonb) overflows the stack: it answered 500, which Meta retries.
    const depth = 150_000;
    const id = newMessageId();
    const body = textBody('+233241110009', 'kente', id).replace(
      '"type":"text"',
      `"type":"text","context":${'['.repeat(depth)}${']'.repeat(depth)}`,
    );
    expect(body.length).toBeLessThan(1024 * 1024);
    const before = await countEvents();
    const res = await t.post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: 0, statuses: 0 });
    expect(await countEvents()).toBe(before);
    // Deep in a receipt or an object, too.
    const deepObject = JSON.stringify(
      webhookDelivery({ statuses: [{ id: 'wamid.X', status: 'read', timestamp: '1' }] }),
    ).replace(
      '"status":"read"',
      `"status":"read","x":${'{"a":'.repeat(depth)}1${'}'.repeat(depth)}`,
    );
    expect((await t.post(deepObject)).statusCode).toBe(200);
    // A real delivery still goes through after them.
    expect((await t.post(textBody('+233241110009', 'kente'))).json().messages).toBe(1);
  });

  it('stores a message once however often it is delivered, even at the same time', async () => {
    const id = newMessageId();
    const body = textBody('+233241110002', 'kente', id);
    const answers = await Promise.all(Array.from({ length: 6 }, () => t.post(body)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200, 200]);
    expect(answers.reduce((n, a) => n + a.json().messages, 0)).toBe(1);
    const rows = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    expect(rows).toHaveLength(1);
    await t.settle();
    // Answered once: one reply for one message.
    expect(await t.replies('+233241110002')).toHaveLength(1);
    const replay = await t.post(body);
    expect(replay.json().messages).toBe(0);
    await t.settle();
    expect(await t.replies('+233241110002')).toHaveLength(1);
  });

  it('takes a batch of 150 entries (Meta batches up to 1,000 updates)', async () => {
    const entries = Array.from({ length: 150 }, (_, i) => {
      const one = simulatedPayload({ from: `+23324222${String(i).padStart(4, '0')}`, text: 'hi' });
      return one.entry[0]!;
    });
    const body = JSON.stringify({ ...webhookDelivery({}), entry: entries });
    const res = await t.post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toBe(150);
  });

  it('records status receipts against the message sent, forward only', async () => {
    const seller = await buildSeller(t.db);
    const [sent] = await t.db
      .insert(notificationLog)
      .values({
        sellerId: seller.id,
        eventType: 'bot',
        whatsappNumber: seller.whatsappNumber,
        messageText: 'hello',
        status: 'sent',
        providerMessageId: 'wamid.RECEIPT1',
      })
      .returning();
    const receipt = (status: string, at: number) =>
      JSON.stringify(
        webhookDelivery({
          statuses: [
            {
              id: 'wamid.RECEIPT1',
              status,
              timestamp: String(at),
              recipient_id: toWhatsAppDigits(seller.whatsappNumber),
            },
          ],
        }),
      );
    const statusOf = async () =>
      (await t.db.select().from(notificationLog).where(eq(notificationLog.id, sent!.id)))[0]!;
    expect((await t.post(receipt('delivered', 1_760_000_000))).json().statuses).toBe(1);
    expect((await statusOf()).deliveryStatus).toBe('delivered');
    expect((await t.post(receipt('read', 1_760_000_100))).json().statuses).toBe(1);
    // A late "delivered" after "read" changes nothing.
    expect((await t.post(receipt('delivered', 1_760_000_050))).json().statuses).toBe(0);
    const row = await statusOf();
    expect(row.deliveryStatus).toBe('read');
    expect(row.deliveryStatusAt?.toISOString()).toBe(new Date(1_760_000_100_000).toISOString());
    // A receipt for a message we never sent is ignored.
    expect(
      (await t.post(receipt('read', 1_760_000_200).replace('RECEIPT1', 'OTHER'))).json(),
    ).toEqual({ messages: 0, statuses: 0 });
  });

  it('stores and answers a message holding NUL or a lone surrogate, which PostgreSQL refuses as written', async () => {
    // Both parse as JSON, but jsonb and text columns refuse U+0000 and an unpaired surrogate: the
    // delivery failed with 500 (with every message committed with it) and Meta kept retrying.
    const phone = '+233241110004';
    const id = newMessageId();
    const body = textBody(phone, 'kente', id)
      .replace('"kente"', '"ken\\u0000te \\ud800"')
      .replace('"Simulated"', '"Ama\\u0000\\udfff"');
    expect(body).toContain('\\u0000');
    const res = await t.post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json().messages).toBe(1);
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    expect(JSON.stringify(event!.payload)).not.toMatch(/\\u0000|\\ud800|\\udfff/);
    await t.settle();
    expect(await t.replies(phone)).toHaveLength(1);
    // A receipt whose id holds NUL matches nothing and is acknowledged.
    const receipt = JSON.stringify(
      webhookDelivery({ statuses: [{ id: 'wamid.\u0000X', status: 'read', timestamp: '1' }] }),
    );
    expect((await t.post(receipt)).json()).toEqual({ messages: 0, statuses: 0 });
  });

  it('hands a message from a number outside Ghana to its one answer (outside-ghana.test.ts)', async () => {
    const id = newMessageId();
    const body = JSON.stringify(
      simulatedPayload({ from: '+233241110003', text: 'hi', id }),
    ).replaceAll('"233241110003"', '"14155550100"');
    expect((await t.post(body)).statusCode).toBe(200);
    await t.settle();
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    expect(event?.processedAt).not.toBeNull();
    expect(event?.outcome).toBe('outside Ghana: told');
  });
});
