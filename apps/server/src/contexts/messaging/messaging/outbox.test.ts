// The transactional outbox: a message is a row written with the change that causes it, sent
// by a job with retries, recorded with the provider's answer and the number of attempts.
import type { DatabaseHandle } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { OutboxListSchema } from '@dwa/domain/outbox';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import {
  capturingLogger,
  createTestMessaging,
  recordingTransport,
} from '../../../testing/messaging/test-messaging.ts';
import { WhatsAppApiError } from './cloud-api-transport.ts';
import { deliverMessage } from './deliver-message.ts';
import { type OutgoingMessage, renderMessage, SEND_TASK, type SendMeta } from './messenger.ts';
import { listOutbox } from './outbox.service.ts';
import { createOutboxTransport } from './outbox-transport.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

const code = (c: string, language: 'en' | 'tw' | 'pidgin' = 'en'): OutgoingMessage => ({
  kind: 'code',
  code: c,
  language,
});

describe('queueing a message', () => {
  it('writes it with the change that causes it, and the job sends it', async () => {
    const { log, lines } = capturingLogger();
    const m = await createTestMessaging(database, createOutboxTransport(log), { log });
    const seller = await buildSeller(database.db);
    const queued = await database.db.transaction((tx) =>
      m.messenger.queueWhatsApp(tx, seller.whatsappNumber, code('482913'), {
        sellerId: seller.id,
      }),
    );
    const text = 'Your Dwa code is 482913. It expires in 10 minutes. Never share it.';
    expect(queued.status).toBe('queued');
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 0,
      messageText: text,
      eventType: 'otp',
      sellerId: seller.id,
      channel: 'outbox',
    });
    expect(await m.drain()).toBe(1);
    const row = await m.rowOf(queued.id);
    expect(row).toMatchObject({ status: 'sent', attempts: 1, error: null, payload: null });
    expect(row?.sentAt).toBeInstanceOf(Date);
    expect(lines.filter((l) => l.msg === 'whatsapp outbox')).toEqual([
      { level: 'info', fields: { to: seller.whatsappNumber, text }, msg: 'whatsapp outbox' },
    ]);
    await m.close();
  });

  it('leaves no message and no job when the change rolls back', async () => {
    const { transport, sent } = recordingTransport();
    const m = await createTestMessaging(database, transport);
    let id = '';
    await expect(
      database.db.transaction(async (tx) => {
        id = (await m.messenger.queueWhatsApp(tx, '+233241112223', { kind: 'text', body: 'x' })).id;
        throw new Error('the change failed');
      }),
    ).rejects.toThrow('the change failed');
    expect(await m.rowOf(id)).toBeUndefined();
    expect(await m.drain()).toBe(0);
    expect(sent).toEqual([]);
    await m.close();
  });

  it('renders codes in Twi and Pidgin', () => {
    const texts = (['en', 'tw', 'pidgin'] as const).map((l) => renderMessage(code('700123', l)));
    for (const text of texts) expect(text).toContain('700123');
    expect(new Set(texts).size).toBe(3);
    expect(texts[1]).toMatch(/^Wo Dwa code ne 700123\./);
    expect(texts[2]).toMatch(/^Your Dwa code na 700123\./);
  });

  it('keeps a code out of the row on a real channel and hands it to the transport sealed', async () => {
    const { transport, sent } = recordingTransport('cloud_api');
    const m = await createTestMessaging(database, transport);
    const queued = await m.messenger.queueWhatsApp(database.db, '+233241234567', code('604918'));
    const before = await m.rowOf(queued.id);
    expect(before?.messageText).toBe(
      'Your Dwa code is ••••••. It expires in 10 minutes. Never share it.',
    );
    expect(JSON.stringify(before)).not.toContain('604918');
    await m.drain();
    expect(sent).toEqual([
      {
        to: '+233241234567',
        code: '604918',
        text: 'Your Dwa code is 604918. It expires in 10 minutes. Never share it.',
      },
    ]);
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'sent',
      providerMessageId: 'wamid.test-1',
      payload: null,
    });
    await m.close();
  });

  it('refuses messages WhatsApp would reject without calling the transport', async () => {
    const { transport, sent } = recordingTransport();
    const m = await createTestMessaging(database, transport);
    const q = (to: string, message: OutgoingMessage) =>
      m.messenger.queueWhatsApp(database.db, to, message);

    const long = await q('+233241234567', { kind: 'text', body: 'x'.repeat(4097) });
    expect(long.status).toBe('failed');
    expect((await m.rowOf(long.id))?.error).toMatch(/longer than 4096/);
    expect((await q('+233241234567', code('12 34'))).status).toBe('failed');
    const notGhana = await q('0241234567', { kind: 'text', body: 'Hi' });
    expect(notGhana.status).toBe('failed');
    expect(await m.rowOf(notGhana.id)).toBeUndefined();
    // A number outside Ghana only for the bot's one answer to a sender there, flagged so.
    const abroad = '+14155550100';
    const text = { kind: 'text', body: 'Hi' } as const;
    for (const meta of [{}, { outsideGhana: true }, { eventType: 'manual', outsideGhana: true }]) {
      const refused = await m.messenger.queueWhatsApp(database.db, abroad, text, meta as SendMeta);
      expect(refused.status, JSON.stringify(meta)).toBe('failed');
      expect(await m.rowOf(refused.id)).toBeUndefined();
    }
    const outsideGhana = { eventType: 'bot', outsideGhana: true } as const;
    for (const odd of ['+0123456789', '+1415', '14155550100', '+1415555010012345']) {
      expect((await m.messenger.queueWhatsApp(database.db, odd, text, outsideGhana)).status).toBe(
        'failed',
      );
    }
    expect(await m.drain()).toBe(0);
    // The table itself holds another country's number only for such an answer.
    await expect(
      database.db.insert(notificationLog).values({
        eventType: 'manual',
        whatsappNumber: abroad,
        messageText: 'Hi',
      }),
    ).rejects.toThrow();
    const answer = await m.messenger.queueWhatsApp(database.db, abroad, text, outsideGhana);
    expect(answer.status).toBe('queued');
    await m.drain();
    expect(sent.at(-1)).toMatchObject({ to: abroad });
    expect(await m.rowOf(answer.id)).toMatchObject({ status: 'sent', whatsappNumber: abroad });

    const exactlyMax = await q('+233241234567', { kind: 'text', body: 'x'.repeat(4096) });
    expect(exactlyMax.status).toBe('queued');
    await m.drain();
    expect(sent).toHaveLength(2);
    await m.close();
  });
});

describe('buttons, templates and once-only messages', () => {
  it('sends reply buttons and templates as they were queued', async () => {
    const sent: unknown[] = [];
    const m = await createTestMessaging(database, {
      channel: 'cloud_api',
      async deliver(_to, message) {
        sent.push(message);
        return { providerMessageId: null };
      },
    });
    const buttons = [
      { id: 'publish:1', title: 'Publish' },
      { id: 'cancel:1', title: 'Cancel' },
    ];
    const a = await m.messenger.queueWhatsApp(database.db, '+233241000001', {
      kind: 'buttons',
      body: 'Kente stole · GH₵ 450.00 · 2 photos',
      buttons,
    });
    const b = await m.messenger.queueWhatsApp(database.db, '+233241000002', {
      kind: 'template',
      name: 'dwa_boost_reminder',
      languageCode: 'en_US',
      parameters: ['Kente stole', '1'],
      text: 'Your boost for "Kente stole" ends in 1 day.',
    });
    expect(await m.rowOf(a.id)).toMatchObject({
      buttons,
      messageText: 'Kente stole · GH₵ 450.00 · 2 photos',
    });
    expect((await m.rowOf(b.id))?.messageText).toBe('Your boost for "Kente stole" ends in 1 day.');
    await m.drain();
    // Sends run concurrently: order is not part of the contract.
    expect(sent).toHaveLength(2);
    expect(sent).toEqual(
      expect.arrayContaining([
        { kind: 'buttons', body: 'Kente stole · GH₵ 450.00 · 2 photos', buttons },
        {
          kind: 'template',
          name: 'dwa_boost_reminder',
          languageCode: 'en_US',
          parameters: ['Kente stole', '1'],
          text: 'Your boost for "Kente stole" ends in 1 day.',
        },
      ]),
    );
    const four = await m.messenger.queueWhatsApp(database.db, '+233241000003', {
      kind: 'buttons',
      body: 'Too many',
      buttons: [...buttons, ...buttons],
    });
    expect(four.status).toBe('failed');
    await m.close();
  });

  it('queues a message once per dedupe key, even when asked twice at the same time', async () => {
    const { transport, sent } = recordingTransport();
    const m = await createTestMessaging(database, transport);
    const ask = () =>
      m.messenger.queueWhatsApp(
        database.db,
        '+233241000004',
        { kind: 'text', body: 'Your boost ends tomorrow' },
        { eventType: 'boost_expiry_reminder', dedupeKey: 'boost_expiry_reminder:p1:2031-01-02' },
      );
    const answers = await Promise.all([ask(), ask(), ask()]);
    expect(answers.map((a) => a.status).sort()).toEqual(['duplicate', 'duplicate', 'queued']);
    await m.drain();
    expect(sent).toHaveLength(1);
    await m.close();
  });
});

describe('delivery', () => {
  it('retries a failing provider and records each attempt until it is sent', async () => {
    let calls = 0;
    const flaky = recordingTransport('cloud_api', async (n) => {
      calls = n;
      if (n < 3) throw new WhatsAppApiError('WhatsApp Cloud API answered 503: busy', 503);
      return { providerMessageId: 'wamid.third-time' };
    });
    const m = await createTestMessaging(database, flaky.transport, { retryLimit: 3 });
    const queued = await m.messenger.queueWhatsApp(database.db, '+233201112223', {
      kind: 'text',
      body: 'Hello',
    });
    await m.tasks.runDue(SEND_TASK);
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'queued',
      attempts: 1,
      error: 'WhatsApp Cloud API answered 503: busy',
    });
    await m.drain();
    expect(calls).toBe(3);
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'sent',
      attempts: 3,
      error: null,
      providerMessageId: 'wamid.third-time',
    });
    await m.close();
  });

  it('fails for good when the retries run out, with the provider answer', async () => {
    const { log, lines } = capturingLogger();
    const down = recordingTransport('cloud_api', async () => {
      throw new Error('socket hang up');
    });
    const m = await createTestMessaging(database, down.transport, { log, retryLimit: 2 });
    const queued = await m.messenger.queueWhatsApp(database.db, '+233201112224', code('135790'));
    await m.drain();
    expect(down.sent).toHaveLength(3);
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 3,
      error: 'socket hang up',
      payload: null,
    });
    const whatsappLines = lines.filter((l) => String(l.msg).startsWith('whatsapp'));
    expect(whatsappLines.map((l) => l.msg)).toEqual([
      'whatsapp send failed, will retry',
      'whatsapp send failed, will retry',
      'whatsapp send failed',
    ]);
    expect(JSON.stringify(lines)).not.toContain('135790');
    await m.close();
  });

  it('does not retry a message the provider refuses (4xx)', async () => {
    const refusing = recordingTransport('cloud_api', async () => {
      throw new WhatsAppApiError('WhatsApp Cloud API answered 400: (#131030) not allowed', 400);
    });
    const m = await createTestMessaging(database, refusing.transport, { retryLimit: 5 });
    const queued = await m.messenger.queueWhatsApp(database.db, '+233201112225', {
      kind: 'text',
      body: 'Hi',
    });
    await m.drain();
    expect(refusing.sent).toHaveLength(1);
    expect(await m.rowOf(queued.id)).toMatchObject({
      status: 'failed',
      attempts: 1,
      error: 'WhatsApp Cloud API answered 400: (#131030) not allowed',
    });
    await m.close();
  });

  it('sends a message once even when its job runs twice, or twice at the same time', async () => {
    const { transport, sent } = recordingTransport();
    const m = await createTestMessaging(database, transport);
    const queued = await m.messenger.queueWhatsApp(database.db, '+233201112226', {
      kind: 'text',
      body: 'Once',
    });
    const deps = { ...m.deliveryDeps, log: capturingLogger().log };
    const run = { id: 'x', data: { messageId: queued.id }, retryCount: 0, retryLimit: 2 };
    const outcomes = await Promise.allSettled([
      deliverMessage(deps, run),
      deliverMessage(deps, run),
    ]);
    await deliverMessage(deps, run); // a late duplicate finds it sent
    await m.drain(); // and so does the queued job
    expect(sent).toHaveLength(1);
    expect(outcomes.filter((o) => o.status === 'fulfilled').length).toBeGreaterThanOrEqual(1);
    expect(await m.rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 1 });
    await m.close();
  });

  it('takes over a claim whose run died (lease expired), not one still running', async () => {
    const clock = fixedClock(new Date('2031-01-01T10:00:00Z'));
    const { transport, sent } = recordingTransport();
    const m = await createTestMessaging(database, transport, { clock });
    const queued = await m.messenger.queueWhatsApp(database.db, '+233201112227', {
      kind: 'text',
      body: 'Lease',
    });
    // A run claimed the message and was killed before it settled.
    await database.db
      .update(notificationLog)
      .set({ lockedUntil: new Date('2031-01-01T10:01:00Z'), attempts: 1 })
      .where(eq(notificationLog.id, queued.id));
    const deps = { ...m.deliveryDeps, clock, log: capturingLogger().log };
    const run = { id: 'y', data: { messageId: queued.id }, retryCount: 0, retryLimit: 2 };
    await expect(deliverMessage(deps, run)).rejects.toThrow(/another run/);
    expect(sent).toHaveLength(0);
    clock.advance(61_000);
    await deliverMessage(deps, run);
    expect(sent).toHaveLength(1);
    expect(await m.rowOf(queued.id)).toMatchObject({ status: 'sent', attempts: 2 });
    await m.close();
  });
});

describe('listOutbox', () => {
  it('lists the newest messages first with status, attempts and the provider answer', async () => {
    // Later than every other row in this file's database.
    const clock = fixedClock(new Date('2032-01-01T08:00:00Z'));
    const { transport } = recordingTransport('cloud_api');
    const m = await createTestMessaging(database, transport, { clock });
    const ids: string[] = [];
    for (const body of ['first', 'second', 'third']) {
      ids.push(
        (await m.messenger.queueWhatsApp(database.db, '+233551234567', { kind: 'text', body })).id,
      );
      clock.advance(60_000);
    }
    await m.drain();

    const entries = await listOutbox(database.db, { limit: 3 });
    expect(OutboxListSchema.parse({ items: entries }).items).toEqual(entries);
    expect(entries.map((e) => e.text)).toEqual(['third', 'second', 'first']);
    expect(entries[0]).toEqual({
      id: ids[2],
      to: '+233551234567',
      text: 'third',
      eventType: 'manual',
      channel: 'cloud_api',
      status: 'sent',
      attempts: 1,
      error: null,
      errorCode: null,
      errorTitle: null,
      errorDetails: null,
      heldSince: null,
      nextAttemptAt: null,
      templateName: null,
      resendOf: null,
      providerMessageId: expect.stringMatching(/^wamid\.test-\d+$/),
      deliveryStatus: null,
      buttons: null,
      createdAt: '2032-01-01T08:02:00.000Z',
      sentAt: expect.any(String),
    });
    const all = await listOutbox(database.db);
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
    await m.close();
  });
});
