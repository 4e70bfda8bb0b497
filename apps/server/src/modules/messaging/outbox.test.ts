import type { DatabaseHandle } from '@dwa/db/client';
import { notificationLog } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import {
  createMessenger,
  type MessagingLogger,
  type OutgoingMessage,
  renderMessage,
  type WhatsAppTransport,
} from './messenger.ts';
import { OutboxListSchema } from './outbox.schema.ts';
import { listOutbox } from './outbox.service.ts';
import { createOutboxTransport } from './outbox-transport.ts';

let database: DatabaseHandle;
beforeAll(async () => {
  database = await createTestDatabase();
});
afterAll(() => database.close());

type Line = { level: 'info' | 'warn' | 'error'; fields: Record<string, unknown>; msg: unknown };

/** A logger that keeps what it was given, so tests can read the log lines. */
function capturingLogger() {
  const lines: Line[] = [];
  const at =
    (level: Line['level']) =>
    (...args: unknown[]) => {
      lines.push({ level, fields: args[0] as Record<string, unknown>, msg: args[1] });
    };
  const log: MessagingLogger = { info: at('info'), warn: at('warn'), error: at('error') };
  return { log, lines };
}

const rowOf = async (id: string) => {
  const [row] = await database.db.select().from(notificationLog).where(eq(notificationLog.id, id));
  return row;
};

describe('outbox messenger', () => {
  it('logs a code with its recipient and text and records it as sent', async () => {
    const { log, lines } = capturingLogger();
    const messenger = createMessenger({
      db: database.db,
      transport: createOutboxTransport(log),
      log,
    });
    const result = await messenger.sendWhatsApp('+233241234567', {
      kind: 'code',
      code: '482913',
      language: 'en',
    });

    expect(result.status).toBe('sent');
    const text = 'Your Dwa code is 482913. It expires in 10 minutes. Never share it.';
    expect(lines).toEqual([
      { level: 'info', fields: { to: '+233241234567', text }, msg: 'whatsapp outbox' },
    ]);
    expect(await rowOf(result.id)).toMatchObject({
      eventType: 'otp',
      whatsappNumber: '+233241234567',
      messageText: text,
      channel: 'outbox',
      status: 'sent',
      error: null,
      sellerId: null,
    });
  });

  it('renders codes in Twi and Pidgin', () => {
    const code = (language: 'en' | 'tw' | 'pidgin'): OutgoingMessage => ({
      kind: 'code',
      code: '700123',
      language,
    });
    const texts = (['en', 'tw', 'pidgin'] as const).map((l) => renderMessage(code(l)));
    for (const text of texts) expect(text).toContain('700123');
    expect(new Set(texts).size).toBe(3);
    expect(texts[1]).toMatch(/^Wo Dwa code ne 700123\./);
    expect(texts[2]).toMatch(/^Your Dwa code na 700123\./);
  });

  it('records the event type and seller it is given', async () => {
    const { log } = capturingLogger();
    const seller = await buildSeller(database.db);
    const messenger = createMessenger({
      db: database.db,
      transport: createOutboxTransport(log),
      log,
    });
    const result = await messenger.sendWhatsApp(
      seller.whatsappNumber,
      { kind: 'text', body: 'Akwaaba to Dwa!' },
      { eventType: 'welcome', sellerId: seller.id },
    );
    expect(await rowOf(result.id)).toMatchObject({
      eventType: 'welcome',
      sellerId: seller.id,
      messageText: 'Akwaaba to Dwa!',
      status: 'sent',
    });
    const manual = await messenger.sendWhatsApp(seller.whatsappNumber, {
      kind: 'text',
      body: 'Hi',
    });
    expect((await rowOf(manual.id))?.eventType).toBe('manual');
  });

  it('records a failed delivery instead of throwing', async () => {
    const { log, lines } = capturingLogger();
    const broken: WhatsAppTransport = {
      channel: 'cloud_api',
      deliver: async () => {
        throw new Error('socket hang up');
      },
    };
    const messenger = createMessenger({ db: database.db, transport: broken, log });
    const result = await messenger.sendWhatsApp('+233201112223', { kind: 'text', body: 'Hello' });

    expect(result.status).toBe('failed');
    expect(await rowOf(result.id)).toMatchObject({
      status: 'failed',
      error: 'socket hang up',
      channel: 'cloud_api',
      messageText: 'Hello',
    });
    expect(lines).toEqual([
      expect.objectContaining({
        level: 'warn',
        fields: expect.objectContaining({ to: '+233201112223', error: 'socket hang up' }),
      }),
    ]);
  });

  it('refuses messages WhatsApp would reject without calling the transport', async () => {
    const { log } = capturingLogger();
    let calls = 0;
    const counting: WhatsAppTransport = {
      channel: 'outbox',
      deliver: async () => {
        calls++;
      },
    };
    const messenger = createMessenger({ db: database.db, transport: counting, log });

    const long = await messenger.sendWhatsApp('+233241234567', {
      kind: 'text',
      body: 'x'.repeat(4097),
    });
    expect(long.status).toBe('failed');
    expect((await rowOf(long.id))?.error).toMatch(/longer than 4096/);

    const badCode = await messenger.sendWhatsApp('+233241234567', {
      kind: 'code',
      code: '12 34',
      language: 'en',
    });
    expect(badCode.status).toBe('failed');

    const notGhana = await messenger.sendWhatsApp('0241234567', { kind: 'text', body: 'Hi' });
    expect(notGhana.status).toBe('failed');
    expect(await rowOf(notGhana.id)).toBeUndefined();
    expect(calls).toBe(0);

    const exactlyMax = await messenger.sendWhatsApp('+233241234567', {
      kind: 'text',
      body: 'x'.repeat(4096),
    });
    expect(exactlyMax.status).toBe('sent');
    expect(calls).toBe(1);
  });

  it('does not throw when the log row cannot be written', async () => {
    const { log, lines } = capturingLogger();
    const messenger = createMessenger({
      db: database.db,
      transport: createOutboxTransport(log),
      log,
    });
    // No such seller: the foreign key rejects the row after the message went out.
    const result = await messenger.sendWhatsApp(
      '+233241234567',
      { kind: 'text', body: 'Hi' },
      { sellerId: '00000000-0000-4000-8000-000000000000' },
    );
    expect(result.status).toBe('sent');
    expect(await rowOf(result.id)).toBeUndefined();
    expect(lines.map((l) => [l.level, l.msg])).toEqual([
      ['info', 'whatsapp outbox'],
      ['error', 'whatsapp send not recorded'],
    ]);
  });
});

describe('listOutbox', () => {
  it('lists the newest messages first, within the limit', async () => {
    const { log } = capturingLogger();
    // Later than every other row in this file's database.
    const clock = fixedClock(new Date('2030-01-01T08:00:00Z'));
    const messenger = createMessenger({
      db: database.db,
      transport: createOutboxTransport(log),
      log,
      clock,
    });
    const sent: string[] = [];
    for (const body of ['first', 'second', 'third']) {
      sent.push((await messenger.sendWhatsApp('+233551234567', { kind: 'text', body })).id);
      clock.advance(60_000);
    }

    const entries = await listOutbox(database.db, { limit: 3 });
    expect(OutboxListSchema.parse(entries)).toEqual(entries);
    expect(entries.map((e) => e.text)).toEqual(['third', 'second', 'first']);
    expect(entries[0]).toEqual({
      id: sent[2],
      to: '+233551234567',
      text: 'third',
      eventType: 'manual',
      channel: 'outbox',
      status: 'sent',
      error: null,
      createdAt: '2030-01-01T08:02:00.000Z',
    });

    const all = await listOutbox(database.db);
    expect(all.length).toBeGreaterThan(3);
    const times = all.map((e) => e.createdAt);
    expect(times).toEqual([...times].sort().reverse());
  });
});
