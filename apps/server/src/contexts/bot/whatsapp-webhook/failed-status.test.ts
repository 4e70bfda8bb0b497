// A `failed` status receipt, replayed signed as Meta posts it (pywa's fixture and its shape for
// other codes): the outbox row keeps Meta's code, title and details and the admin outbox shows
// them; a notification Meta could not deliver because the window had closed goes again as its
// template, once; a one-time code that could not be delivered is told to the person's code
// step. Sends go to a fake Graph API, so every message has Meta's wamid.
import { randomUUID } from 'node:crypto';
import { notificationLog, whatsappSessions } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildAdmin, buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../../../access/sessions.ts';
import { fixedClock } from '../../../lib/clock.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import {
  accepted,
  type FakeGraph,
  metaError,
  startFakeGraph,
  whatWasSent,
} from '../../../testing/fake-graph-api.ts';
import { experimentFailure, failedReceipt } from '../../../testing/meta-status-fixtures.ts';
import { TEST_ORIGIN } from '../../../testing/test-app.ts';
import { notify } from '../../messaging/notifications/notify.ts';

const clock = fixedClock(new Date('2031-07-01T09:00:00Z'));
let graph: FakeGraph;
let t: BotTestApp;
beforeAll(async () => {
  graph = await startFakeGraph();
  t = await createBotTestApp({
    clock,
    env: {
      WHATSAPP_TRANSPORT: 'cloud_api',
      WHATSAPP_TOKEN: 'EAAG-test-token-000',
      WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
      WHATSAPP_GRAPH_URL: graph.url,
    },
  });
  await ensureDefaultTemplates(t.db);
});
afterAll(async () => {
  await t.close();
  await graph.close();
});

const rowOf = async (id: string) =>
  (await t.db.select().from(notificationLog).where(eq(notificationLog.id, id)))[0]!;
const outbox = async () => {
  const admin = await buildAdmin(t.db, { role: 'support' });
  const { token } = await createSession(t.db, clock, t.env.sessionSecret, {
    userType: 'admin',
    userId: admin.id,
    role: 'support',
  });
  const cookie = `${SESSION_COOKIE}=${token}`;
  const res = await t.app.inject({ method: 'GET', url: '/api/admin/outbox', headers: { cookie } });
  expect(res.statusCode).toBe(200);
  return res.json().items as Record<string, unknown>[];
};

/** A text queued to `phone` and sent to the fake Graph API: its row, with Meta's wamid. */
async function sentText(phone: string, body = 'Your receipt is ready') {
  const { id } = await t.app.bot.messenger.queueWhatsApp(t.db, phone, { kind: 'text', body });
  await t.settle();
  const row = await rowOf(id);
  expect(row.providerMessageId).toMatch(/^wamid\.fake-/);
  return row;
}

describe('a failed status receipt', () => {
  it("keeps Meta's code, title and details (pywa's fixture), shown in the admin outbox", async () => {
    const phone = uniquePhone();
    const row = await sentText(phone);
    const body = JSON.stringify(experimentFailure)
      .replace('wamid.xyzxyz', row.providerMessageId!)
      .replace('972987654321', toWhatsAppDigits(phone));
    const res = await t.post(body);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ messages: 0, statuses: 1 });
    expect(await rowOf(row.id)).toMatchObject({
      status: 'sent',
      deliveryStatus: 'failed',
      errorCode: 130472,
      errorTitle: "User's number is part of an experiment",
      errorDetails:
        "Failed to send message because this user's phone number is part of an experiment",
      error: "WhatsApp could not deliver it: (#130472) User's number is part of an experiment",
    });
    const entry = (await outbox()).find((e) => e.id === row.id);
    expect(entry).toMatchObject({
      deliveryStatus: 'failed',
      errorCode: 130472,
      errorTitle: "User's number is part of an experiment",
      errorDetails:
        "Failed to send message because this user's phone number is part of an experiment",
    });
    // A bot's text has no template to fall back on: nothing is sent again.
    expect(await t.replies(phone)).toHaveLength(1);
  });

  it('records the receipt even when its errors are not what Meta documents', async () => {
    for (const errors of ['nope', [null], [{ code: '131026', title: 7 }], []]) {
      const row = await sentText(uniquePhone());
      const body = JSON.parse(failedReceipt(row.providerMessageId!, '233200000000', 130472));
      body.entry[0].changes[0].value.statuses[0].errors = errors;
      const res = await t.post(JSON.stringify(body));
      expect(res.statusCode, JSON.stringify(errors)).toBe(200);
      expect(res.json().statuses).toBe(1);
      const after = await rowOf(row.id);
      expect(after.deliveryStatus).toBe('failed');
      expect(after.errorCode).toBe(JSON.stringify(errors).includes('131026') ? 131026 : null);
    }
  });

  it('sends a notification again as its template when the window had closed (131047), once', async () => {
    const seller = await buildSeller(t.db, { preferredLanguage: 'en' });
    // Dwa saw the window open (the seller wrote an hour ago): the notification goes as text.
    await t.db.insert(whatsappSessions).values({
      whatsappNumber: seller.whatsappNumber,
      lastActivity: new Date(clock.now().getTime() - 3_600_000),
    });
    const queued = await notify(
      t.db,
      { messenger: t.app.bot.messenger, clock, env: t.env },
      {
        event: 'welcome',
        sellerId: seller.id,
        values: { link: '/shops/x' },
        dedupeKey: `w:${seller.id}`,
      },
    );
    await t.settle();
    const sent = await rowOf((queued as { id: string }).id);
    expect(sent).toMatchObject({ status: 'sent', templateName: null });

    const receipt = failedReceipt(
      sent.providerMessageId!,
      toWhatsAppDigits(seller.whatsappNumber),
      131047,
    );
    const answers = await Promise.all(Array.from({ length: 5 }, () => t.post(receipt)));
    expect(answers.map((a) => a.statusCode)).toEqual([200, 200, 200, 200, 200]);
    expect(answers.reduce((n, a) => n + a.json().statuses, 0)).toBe(1);
    expect(await rowOf(sent.id)).toMatchObject({
      deliveryStatus: 'failed',
      errorCode: 131047,
      errorTitle: 'Re-engagement message',
    });
    await t.settle();
    const rows = await t.replies(seller.whatsappNumber);
    expect(rows).toHaveLength(2);
    expect(rows[1]).toMatchObject({
      resendOf: sent.id,
      eventType: 'welcome',
      sellerId: seller.id,
      status: 'sent',
      templateName: 'dwa_welcome_en',
      messageText: sent.messageText,
    });
    const digits = toWhatsAppDigits(seller.whatsappNumber);
    expect(graph.requests.filter((r) => r.to === digits).map(whatWasSent)).toEqual([
      sent.messageText,
      'template:dwa_welcome_en',
    ]);
    expect((await outbox()).find((e) => e.resendOf === sent.id)).toMatchObject({
      templateName: 'dwa_welcome_en',
    });
    // Meta delivering the receipt again later changes nothing.
    expect((await t.post(receipt)).json().statuses).toBe(0);
    await t.settle();
    expect(await t.replies(seller.whatsappNumber)).toHaveLength(2);
  });
});

describe("the code step's delivery status", () => {
  const requestCode = async (phone: string) => {
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/auth/codes',
      payload: { phone, purpose: 'seller_signup' },
      headers: { origin: TEST_ORIGIN },
    });
    expect(res.statusCode).toBe(202);
    return res.json().delivery as string;
  };
  const deliveryOf = async (id: string) =>
    (await t.app.inject({ method: 'GET', url: `/api/auth/codes/deliveries/${id}` })).json();

  it('says when WhatsApp reported the code failed, and why when Meta said', async () => {
    const phone = uniquePhone();
    const delivery = await requestCode(phone);
    await t.settle();
    expect(await deliveryOf(delivery)).toEqual({ status: 'pending', reason: null });
    const row = await rowOf(delivery);
    expect(row).toMatchObject({ eventType: 'otp', status: 'sent' });
    await t.post(failedReceipt(row.providerMessageId!, toWhatsAppDigits(phone), 131026));
    expect(await deliveryOf(delivery)).toEqual({ status: 'failed', reason: 'not_on_whatsapp' });

    const other = uniquePhone();
    clock.advance(60_000);
    const second = await requestCode(other);
    await t.settle();
    await t.post(
      failedReceipt((await rowOf(second)).providerMessageId!, toWhatsAppDigits(other), 131049),
    );
    expect(await deliveryOf(second)).toEqual({ status: 'failed', reason: 'undeliverable' });
  });

  it('says so at once when Meta refuses the code outright', async () => {
    const phone = uniquePhone();
    const digits = toWhatsAppDigits(phone);
    graph.respond = (r) => (r.to === digits ? metaError('undeliverable') : accepted(r));
    try {
      const delivery = await requestCode(phone);
      await t.settle();
      expect(await rowOf(delivery)).toMatchObject({ status: 'failed', errorCode: 131026 });
      expect(await deliveryOf(delivery)).toEqual({ status: 'failed', reason: 'not_on_whatsapp' });
    } finally {
      graph.respond = accepted;
    }
  });

  it('names no account: an unknown id, or a message that is not a code, is pending; a bad id is 400', async () => {
    expect(await deliveryOf(randomUUID())).toEqual({ status: 'pending', reason: null });
    const text = await sentText(uniquePhone());
    await t.post(failedReceipt(text.providerMessageId!, '233200000000', 131026));
    expect(await deliveryOf(text.id)).toEqual({ status: 'pending', reason: null });
    const bad = await t.app.inject({ method: 'GET', url: '/api/auth/codes/deliveries/nope' });
    expect(bad.statusCode).toBe(400);
  });
});
