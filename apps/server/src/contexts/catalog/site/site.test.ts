import { contactMessages, liveStreams, settings } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { DEFAULT_BUSINESS_HOURS } from '@dwa/domain/site';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
const clock = fixedClock(new Date('2026-11-22T12:00:00Z'));
const hours = (h: number) => new Date(clock.now().getTime() + h * 3_600_000);

beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

describe('live shopping', () => {
  it('shows live streams first, then upcoming ones, never ended or old ones', async () => {
    const seller = await buildSeller(t.db, { businessName: 'Live Shop' });
    const mk = (title: string, status: string, startsAt: Date) =>
      t.db.insert(liveStreams).values({
        sellerId: seller.id,
        title,
        url: `https://example.com/${title}`,
        status,
        startsAt,
      });
    await mk('tomorrow', 'scheduled', hours(24));
    await mk('now', 'live', hours(-1));
    await mk('soon', 'scheduled', hours(1));
    await mk('over', 'ended', hours(-3));
    await mk('stale', 'scheduled', hours(-5));
    const items = (await t.app.inject({ url: '/api/live-streams' })).json().items;
    expect(items.map((s: { title: string }) => s.title)).toEqual(['now', 'soon', 'tomorrow']);
    expect(items[0].seller.businessName).toBe('Live Shop');
  });
});

describe('public settings', () => {
  it('answers null until configured, then the configured values only', async () => {
    expect((await t.app.inject({ url: '/api/settings/public' })).json()).toEqual({
      supportWhatsapp: null,
      supportEmail: null,
      botWhatsapp: null,
      bannerText: null,
      bannerTextTw: null,
      bannerTextPidgin: null,
      livestreamUrl: null,
      // The spec's hours until an admin sets others.
      businessHours: DEFAULT_BUSINESS_HOURS,
    });
    await t.db.insert(settings).values([
      { key: 'support_whatsapp', value: '+233302000111' },
      { key: 'secret_thing', value: 'never shown' },
      { key: 'homepage_banner', value: 'Market day on Saturday' },
      { key: 'homepage_banner_tw', value: 'Dwabɔ da yɛ Memeneda' },
      // A value of the wrong shape reads as unset (the default hours).
      { key: 'business_hours', value: 'always open' },
    ]);
    const body = (await t.app.inject({ url: '/api/settings/public' })).json();
    expect(body.supportWhatsapp).toBe('+233302000111');
    expect(body.bannerText).toBe('Market day on Saturday');
    // Each language's banner beside the English one; the web shows the reader's, else English.
    expect(body.bannerTextTw).toBe('Dwabɔ da yɛ Memeneda');
    expect(body.bannerTextPidgin).toBeNull();
    expect(body.businessHours).toEqual(DEFAULT_BUSINESS_HOURS);
    expect(JSON.stringify(body)).not.toContain('never shown');
  });
});

describe('contact form', () => {
  const send = (payload: object) =>
    t.app.inject({
      method: 'POST',
      url: '/api/contact',
      headers: { origin: TEST_ORIGIN },
      payload,
    });

  it('stores a message with a way to answer', async () => {
    const res = await send({
      name: 'Efua',
      email: 'Efua@Example.com',
      message: 'Do you deliver to Ho?',
    });
    expect(res.statusCode).toBe(201);
    const rows = await t.db.select().from(contactMessages);
    expect(rows.at(-1)).toMatchObject({
      name: 'Efua',
      email: 'efua@example.com',
      phone: null,
      status: 'new',
    });
  });

  it('needs a phone or an email and a real message, and writes nothing otherwise', async () => {
    const before = (await t.db.select().from(contactMessages)).length;
    const res = await send({ name: 'E', message: 'hi' });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual(['message', 'name', 'phone']);
    const noWay = await send({ name: 'Efua', message: 'Do you deliver to Ho?' });
    expect(noWay.json().error.fields).toEqual({
      phone: 'Give a phone number or an email so we can answer.',
    });
    expect((await t.db.select().from(contactMessages)).length).toBe(before);
  });
});
