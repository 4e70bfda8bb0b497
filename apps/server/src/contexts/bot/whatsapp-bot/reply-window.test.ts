// WhatsApp's 24-hour window as Meta counts it: from the message's own timestamp (Meta delivers
// late, for days), never backwards, never past now; and a notification becomes free text or
// its template when it is sent, not when it was queued. Against a fake Graph API that records
// what Meta got.
import { whatsappSessions } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { toWhatsAppDigits } from '@dwa/domain/phone';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import {
  accepted,
  type FakeGraph,
  metaError,
  startFakeGraph,
  whatWasSent,
} from '../../../testing/fake-graph-api.ts';
import { notify } from '../../messaging/notifications/notify.ts';

const NOW = new Date('2031-06-01T12:00:00Z');
const HOUR = 3_600_000;
const clock = fixedClock(NOW);
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

const ago = (ms: number) => new Date(clock.now().getTime() - ms);
const lastActivity = async (phone: string) =>
  (await t.db.select().from(whatsappSessions).where(eq(whatsappSessions.whatsappNumber, phone)))[0]
    ?.lastActivity;
const sentTo = (phone: string) =>
  graph.requests.filter((r) => r.to === toWhatsAppDigits(phone)).map(whatWasSent);
const welcome = (sellerId: string) =>
  notify(
    t.db,
    { messenger: t.app.bot.messenger, clock, env: t.env },
    {
      event: 'welcome',
      sellerId,
      values: { link: `/shops/${sellerId}` },
      dedupeKey: `w:${sellerId}`,
    },
  );

describe('the 24-hour window', () => {
  it("counts from the message's own timestamp: a message delivered 50 h late opens nothing", async () => {
    const seller = await buildSeller(t.db, { preferredLanguage: 'en' });
    await t.send({ from: seller.whatsappNumber, text: 'help', at: ago(50 * HOUR) });
    expect(await lastActivity(seller.whatsappNumber)).toEqual(ago(50 * HOUR));

    await welcome(seller.id);
    await t.settle();
    expect(sentTo(seller.whatsappNumber).at(-1)).toBe('template:dwa_welcome_en');
  });

  it('never moves back for a late delivery, nor forward past now for a future timestamp', async () => {
    const phone = uniquePhone();
    await t.send({ from: phone, text: 'kente', at: ago(HOUR) });
    expect(await lastActivity(phone)).toEqual(ago(HOUR));
    await t.send({ from: phone, text: 'kente', at: ago(50 * HOUR) });
    expect(await lastActivity(phone)).toEqual(ago(HOUR));
    await t.send({ from: phone, text: 'kente', at: new Date(NOW.getTime() + 5 * 24 * HOUR) });
    expect(await lastActivity(phone)).toEqual(NOW);
  });

  it('is judged when the notification is sent: queued inside it, sent after it closed, the template goes', async () => {
    const seller = await buildSeller(t.db, { preferredLanguage: 'en' });
    await t.db
      .insert(whatsappSessions)
      .values({ whatsappNumber: seller.whatsappNumber, lastActivity: ago(24 * HOUR - 60_000) });
    await welcome(seller.id);
    clock.advance(2 * 60_000); // the window closes while the message waits
    await t.settle();
    expect(sentTo(seller.whatsappNumber)).toEqual(['template:dwa_welcome_en']);
  });

  it('goes as free text while open; if Meta says it closed (131047) the template follows at once', async () => {
    const open = await buildSeller(t.db, { preferredLanguage: 'en' });
    const closed = await buildSeller(t.db, { preferredLanguage: 'en' });
    for (const s of [open, closed]) {
      await t.db
        .insert(whatsappSessions)
        .values({ whatsappNumber: s.whatsappNumber, lastActivity: ago(HOUR) });
    }
    const closedDigits = toWhatsAppDigits(closed.whatsappNumber);
    graph.respond = (r) =>
      r.to === closedDigits && r.body.type === 'text' ? metaError('reEngagement') : accepted(r);
    try {
      await welcome(open.id);
      await welcome(closed.id);
      await t.settle();
    } finally {
      graph.respond = accepted;
    }
    expect(sentTo(open.whatsappNumber)).toHaveLength(1);
    expect(sentTo(open.whatsappNumber)[0]).toMatch(/^Welcome to Dwa/);
    expect(sentTo(closed.whatsappNumber)).toEqual([
      expect.stringMatching(/^Welcome to Dwa/),
      'template:dwa_welcome_en',
    ]);
    const rows = await t.replies(closed.whatsappNumber);
    expect(rows.at(-1)).toMatchObject({ status: 'sent', templateName: 'dwa_welcome_en' });
  });
});
