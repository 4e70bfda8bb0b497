// The Cloud API transport against a fake Graph API on 127.0.0.1: the exact requests Meta gets,
// and that every way Meta can fail ends as a recorded 'failed' send, never an exception.

import { mkdtempSync } from 'node:fs';
import { createServer, type IncomingMessage, type Server, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { loadEnv } from '../../../env.ts';
import { createTestMessaging } from '../../../testing/messaging/test-messaging.ts';
import { buildCloudApiPayload, createCloudApiTransport } from './cloud-api-transport.ts';
import type { MessagingLogger, OutgoingMessage } from './messenger.ts';
import { createTransportFromEnv } from './transports.ts';

interface Received {
  method: string | undefined;
  url: string | undefined;
  headers: IncomingMessage['headers'];
  body: unknown;
}

let database: DatabaseHandle;
let graph: Server;
let graphUrl: string;
let received: Received[] = [];
let respond: (res: ServerResponse) => void;
const warnings: unknown[] = [];

const silent = () => {};
const log: MessagingLogger = {
  info: silent,
  error: silent,
  warn: (...args: unknown[]) => {
    warnings.push(args[0]);
  },
};

const json = (status: number, body: unknown) => (res: ServerResponse) => {
  res.writeHead(status, { 'content-type': 'application/json' }).end(JSON.stringify(body));
};
const accepted = json(200, {
  messaging_product: 'whatsapp',
  contacts: [{ input: '233241234567', wa_id: '233241234567' }],
  messages: [{ id: 'wamid.HBgMMjMzMjQxMjM0NTY3FQIAERgSQzRGRjU' }],
});

beforeAll(async () => {
  database = await createTestDatabase();
  graph = createServer((req, res) => {
    let raw = '';
    req.setEncoding('utf8');
    req.on('data', (chunk: string) => {
      raw += chunk;
    });
    req.on('end', () => {
      received.push({
        method: req.method,
        url: req.url,
        headers: req.headers,
        body: JSON.parse(raw),
      });
      respond(res);
    });
  });
  await new Promise<void>((done) => graph.listen(0, '127.0.0.1', done));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
});
afterAll(async () => {
  graph.closeAllConnections();
  await new Promise((done) => graph.close(done));
  await database.close();
});
beforeEach(() => {
  received = [];
  warnings.length = 0;
  respond = accepted;
});

const options = () => ({
  token: 'test-token',
  phoneNumberId: '106540352242922',
  apiVersion: 'v21.0',
  graphUrl,
  otpTemplate: 'dwa_login_code',
  timeoutMs: 2000,
});
/** Queues one message, runs its send job (no retries) and answers its outbox row. */
async function send(message: OutgoingMessage, transport = createCloudApiTransport(options())) {
  const m = await createTestMessaging(database, transport, { log, retryLimit: 0 });
  const queued = await m.messenger.queueWhatsApp(database.db, '+233241234567', message);
  await m.drain();
  const row = await m.rowOf(queued.id);
  await m.close();
  return row;
}

const codeBody = (code: string, language = 'en_US') => ({
  messaging_product: 'whatsapp',
  recipient_type: 'individual',
  to: '233241234567',
  type: 'template',
  template: {
    name: 'dwa_login_code',
    language: { code: language },
    components: [
      { type: 'body', parameters: [{ type: 'text', text: code }] },
      { type: 'button', sub_type: 'url', index: '0', parameters: [{ type: 'text', text: code }] },
    ],
  },
});

describe('WhatsApp Cloud API transport', () => {
  it('posts free-form text to the phone number with the bearer token', async () => {
    const row = await send({
      kind: 'text',
      body: 'Your order is on the way',
    });

    expect(row?.error).toBe(null);
    expect(row?.status).toBe('sent');
    expect(received).toHaveLength(1);
    const [request] = received;
    expect(request).toMatchObject({ method: 'POST', url: '/v21.0/106540352242922/messages' });
    expect(request?.headers.authorization).toBe('Bearer test-token');
    expect(request?.headers['content-type']).toBe('application/json');
    expect(request?.body).toEqual({
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '233241234567',
      type: 'text',
      text: { body: 'Your order is on the way', preview_url: false },
    });
    expect(row).toMatchObject({
      channel: 'cloud_api',
      status: 'sent',
      error: null,
      messageText: 'Your order is on the way',
    });
  });

  it('sends a code with the authentication template and never stores the code', async () => {
    const row = await send({
      kind: 'code',
      code: '604918',
      language: 'en',
    });

    expect(row?.status).toBe('sent');
    expect(received.map((r) => r.body)).toEqual([codeBody('604918')]);
    expect(row).toMatchObject({ eventType: 'otp', channel: 'cloud_api', status: 'sent' });
    expect(row?.messageText).toBe(
      'Your Dwa code is ••••••. It expires in 10 minutes. Never share it.',
    );
    expect(row?.messageText).not.toContain('604918');
  });

  it('falls back to the English template for Twi and Pidgin unless configured', async () => {
    await send({
      kind: 'code',
      code: '111222',
      language: 'tw',
    });
    expect(received.map((r) => r.body)).toEqual([codeBody('111222', 'en_US')]);
    const configured = buildCloudApiPayload(
      '+233241234567',
      { kind: 'code', code: '111222', language: 'pidgin' },
      { otpTemplate: 'dwa_login_code', templateLanguages: { pidgin: 'en_GB' } },
    );
    expect(configured).toEqual(codeBody('111222', 'en_GB'));
  });

  it('sends reply buttons and templates in the shapes Meta expects', async () => {
    const buttons = [{ id: 'publish:u1', title: 'Publish this product now' }];
    await send({ kind: 'buttons', body: 'Kente stole · GH₵ 450.00', buttons });
    await send({
      kind: 'template',
      name: 'dwa_boost_reminder',
      languageCode: 'en_US',
      parameters: ['Kente stole'],
      text: 'Your boost ends tomorrow',
    });
    const envelope = {
      messaging_product: 'whatsapp',
      recipient_type: 'individual',
      to: '233241234567',
    };
    expect(received.map((r) => r.body)).toEqual([
      {
        ...envelope,
        type: 'interactive',
        interactive: {
          type: 'button',
          body: { text: 'Kente stole · GH₵ 450.00' },
          action: {
            buttons: [
              { type: 'reply', reply: { id: 'publish:u1', title: 'Publish this product' } },
            ],
          },
        },
      },
      {
        ...envelope,
        type: 'template',
        template: {
          name: 'dwa_boost_reminder',
          language: { code: 'en_US' },
          components: [{ type: 'body', parameters: [{ type: 'text', text: 'Kente stole' }] }],
        },
      },
    ]);
  });

  it("puts a template's quick-reply payloads in button components, by index (Meta's format)", () => {
    const body = buildCloudApiPayload(
      '+233241234567',
      {
        kind: 'template',
        name: 'dwa_order_seller_paid_en',
        languageCode: 'en_US',
        parameters: ['12'],
        text: 'New Buy safely order #12',
        buttonPayloads: ['order-accept:12', 'order-decline:12'],
      },
      { otpTemplate: 'dwa_login_code' },
    );
    expect(body.template?.components).toEqual([
      { type: 'body', parameters: [{ type: 'text', text: '12' }] },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '0',
        parameters: [{ type: 'payload', payload: 'order-accept:12' }],
      },
      {
        type: 'button',
        sub_type: 'quick_reply',
        index: '1',
        parameters: [{ type: 'payload', payload: 'order-decline:12' }],
      },
    ]);
  });

  it("records Meta's error message when the request is refused (400)", async () => {
    respond = json(400, {
      error: {
        message: '(#131030) Recipient phone number not in allowed list',
        type: 'OAuthException',
        code: 131030,
        error_subcode: 2655007,
        fbtrace_id: 'AbCdEf123',
      },
    });
    const row = await send({
      kind: 'code',
      code: '918273',
      language: 'en',
    });

    expect(row?.status).toBe('failed');
    expect(row).toMatchObject({
      status: 'failed',
      channel: 'cloud_api',
      error:
        'WhatsApp Cloud API answered 400: (#131030) Recipient phone number not in allowed list',
    });
    expect(row?.messageText).not.toContain('918273');
    expect(JSON.stringify(warnings)).toContain('131030');
    expect(JSON.stringify(warnings)).not.toContain('918273');
  });

  it('records a server error (500) without a JSON body', async () => {
    respond = (res) => res.writeHead(500, { 'content-type': 'text/html' }).end('<h1>oops</h1>');
    const row = await send({ kind: 'text', body: 'Hi' });

    expect(row?.status).toBe('failed');
    expect(row?.error).toBe('WhatsApp Cloud API answered 500: Internal Server Error');
  });

  it('gives up on a Graph API that never answers', async () => {
    respond = () => {}; // keep the request hanging
    const started = Date.now();
    const row = await send({ kind: 'text', body: 'Hi' });

    expect(row?.status).toBe('failed');
    expect(Date.now() - started).toBeLessThan(6000);
    expect(received).toHaveLength(1);
    expect(row?.error).toBe('WhatsApp Cloud API did not answer within 2000 ms');
  });

  it('records an unreachable Graph API', async () => {
    const closed = createServer();
    await new Promise<void>((done) => closed.listen(0, '127.0.0.1', done));
    const port = (closed.address() as AddressInfo).port;
    await new Promise((done) => closed.close(done));
    const transport = createCloudApiTransport({
      ...options(),
      graphUrl: `http://127.0.0.1:${port}`,
    });
    const row = await send({ kind: 'text', body: 'Hi' }, transport);

    expect(row?.status).toBe('failed');
    expect(row?.error).toMatch(/^WhatsApp Cloud API unreachable: .*ECONNREFUSED/);
  });
});

describe('createTransportFromEnv', () => {
  const dataDir = mkdtempSync(join(tmpdir(), 'dwa-messaging-'));

  it('uses the outbox by default', () => {
    const env = loadEnv({ DATA_DIR: dataDir });
    expect(createTransportFromEnv(env, log).channel).toBe('outbox');
  });

  it('sends through the configured Cloud API', async () => {
    const env = loadEnv({
      DATA_DIR: dataDir,
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'env-token',
      WHATSAPP_PHONE_NUMBER_ID: '42',
      WHATSAPP_API_VERSION: 'v22.0',
      WHATSAPP_GRAPH_URL: `${graphUrl}/`,
      WHATSAPP_OTP_TEMPLATE: 'other_code',
    });
    const transport = createTransportFromEnv(env, log);
    expect(transport.channel).toBe('cloud_api');
    await transport.deliver('+233241234567', { kind: 'code', code: '5555', language: 'en' }, '');
    expect(received).toMatchObject([
      {
        url: '/v22.0/42/messages',
        headers: { authorization: 'Bearer env-token' },
        body: { template: { name: 'other_code' } },
      },
    ]);
  });
});
