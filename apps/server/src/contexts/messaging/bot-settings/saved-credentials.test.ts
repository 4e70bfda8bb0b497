// With the Cloud API, what an admin saves in Bot Settings is what the next send and the next
// media download use (token and phone-number id), without a restart: a fake Graph API on
// 127.0.0.1 records the requests Meta would get.
import { createServer, type IncomingMessage, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { notificationLog } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { SEND_TASK } from '../messaging/messenger.ts';

interface Seen {
  method: string | undefined;
  url: string | undefined;
  authorization: string | undefined;
}

let graph: Server;
let graphUrl: string;
const seen: Seen[] = [];
let t: TestApp;

beforeAll(async () => {
  graph = createServer((req: IncomingMessage, res) => {
    seen.push({ method: req.method, url: req.url, authorization: req.headers.authorization });
    req.resume();
    req.on('end', () => {
      if (req.method === 'POST') {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ messages: [{ id: 'wamid.saved' }] }));
      } else if (req.url?.startsWith('/v21.0/media-1')) {
        res.writeHead(200, { 'content-type': 'application/json' });
        res.end(JSON.stringify({ url: `${graphUrl}/files/media-1`, file_size: 3 }));
      } else {
        res.writeHead(200, { 'content-type': 'image/jpeg' });
        res.end(Buffer.from([1, 2, 3]));
      }
    });
  });
  await new Promise<void>((done) => graph.listen(0, '127.0.0.1', done));
  graphUrl = `http://127.0.0.1:${(graph.address() as AddressInfo).port}`;
  t = await createTestApp({
    env: {
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'env-token-0000',
      WHATSAPP_PHONE_NUMBER_ID: '111',
      WHATSAPP_GRAPH_URL: graphUrl,
    },
  });
});
afterAll(async () => {
  await t.close();
  graph.closeAllConnections();
  await new Promise((done) => graph.close(done));
});

async function sendOne(body: string) {
  const result = await t.app.bot.messenger.queueWhatsApp(t.db, '+233241234567', {
    kind: 'text',
    body,
  });
  await t.app.tasks.runDue(SEND_TASK);
  const [row] = await t.db.select().from(notificationLog).where(eq(notificationLog.id, result.id));
  return row;
}

describe('saved Cloud API credentials', () => {
  it('sends and downloads with the environment, then with what an admin saved', async () => {
    expect((await sendOne('before'))?.status).toBe('sent');
    expect(seen.at(-1)).toMatchObject({
      method: 'POST',
      url: '/v21.0/111/messages',
      authorization: 'Bearer env-token-0000',
    });
    await t.app.bot.media.download('media-1');
    expect(seen.at(-2)).toMatchObject({ authorization: 'Bearer env-token-0000' });

    const { cookie } = await adminCookie(t);
    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/admin/whatsapp/settings',
      headers: { cookie, origin: TEST_ORIGIN },
      payload: {
        verifyToken: 'a-verify-token-for-meta',
        accessToken: 'EAAG-saved-token-0123456789',
        phoneNumberId: '222',
      },
    });
    expect(saved.statusCode).toBe(200);

    expect((await sendOne('after'))?.status).toBe('sent');
    expect(seen.at(-1)).toMatchObject({
      url: '/v21.0/222/messages',
      authorization: 'Bearer EAAG-saved-token-0123456789',
    });
    const bytes = await t.app.bot.media.download('media-1');
    expect([...bytes]).toEqual([1, 2, 3]);
    expect(seen.at(-2)).toMatchObject({
      url: '/v21.0/media-1',
      authorization: 'Bearer EAAG-saved-token-0123456789',
    });
  });
});
