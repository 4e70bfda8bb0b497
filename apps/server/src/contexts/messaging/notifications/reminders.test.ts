// The reminders job on an injected clock (decision 031): a boost ending within 24 hours, 14 days
// without a new product, a verification ending within 7 days; each occasion once, made up after
// downtime while it still makes sense, nothing for a switched-off template.
import { notificationTemplates, payments, products } from '@dwa/db/schema/index';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import {
  DAY,
  HOUR,
  NOW,
  notificationsApp,
  notificationsOf,
  runReminders,
} from '../../../testing/messaging/test-notifications.ts';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { formatSellerDate } from './seller-dates.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof notificationsApp>>['clock'];
beforeEach(async () => {
  ({ t, clock } = await notificationsApp());
});
afterEach(() => t.close());

const at = (ms: number) => new Date(NOW.getTime() + ms);
/** A seller with a product of yesterday: not idle. */
async function busySeller(overrides: Parameters<typeof buildSeller>[1] = {}) {
  const seller = await buildSeller(t.db, { createdAt: at(-30 * DAY), ...overrides });
  await buildProduct(t.db, { sellerId: seller.id, createdAt: at(-DAY) });
  return seller;
}
const eventsOf = async (sellerId: string) =>
  (await notificationsOf(t, sellerId)).map((r) => r.eventType);

describe('boost ending', () => {
  it('reminds once within 24 hours of the end, not earlier and not after it', async () => {
    const seller = await busySeller();
    const boosted = (hours: number, title: string) =>
      buildProduct(t.db, {
        sellerId: seller.id,
        title,
        createdAt: at(-2 * DAY),
        isBoosted: true,
        boostedUntil: at(hours * HOUR),
      });
    const soon = await boosted(23, 'Kente stole');
    const later = await boosted(30, 'Batakari');
    await boosted(-1, 'Ended'); // ran out, not yet swept

    expect(await runReminders(t)).toBe(1);
    const [first] = await notificationsOf(t, seller.id, 'boost_expiry_reminder');
    expect(first).toMatchObject({
      status: 'queued',
      dedupeKey: `boost_expiry_reminder:${soon.id}:${at(23 * HOUR)
        .toISOString()
        .replace('Z', '000Z')}`,
      messageText: `Your boost for "Kente stole" ends on ${formatSellerDate(at(23 * HOUR), 'en')}. Boost it again to stay at the top: ${TEST_ORIGIN}/seller/products`,
    });
    await runReminders(t);
    expect(await eventsOf(seller.id)).toEqual(['boost_expiry_reminder']);

    clock.advance(7 * HOUR); // Batakari now ends within 24 hours
    await runReminders(t);
    const rows = await notificationsOf(t, seller.id, 'boost_expiry_reminder');
    expect(rows.map((r) => r.dedupeKey?.split(':')[1]).sort()).toEqual([soon.id, later.id].sort());
  });

  it('reminds again for a new boost of the same product', async () => {
    const seller = await busySeller();
    const p = await buildProduct(t.db, {
      sellerId: seller.id,
      createdAt: at(-DAY),
      isBoosted: true,
      boostedUntil: at(12 * HOUR),
    });
    await runReminders(t);
    clock.advance(8 * DAY);
    await t.db
      .update(products)
      .set({ boostedUntil: at(8 * DAY + 10 * HOUR) })
      .where(eq(products.id, p.id));
    await runReminders(t);
    expect(await eventsOf(seller.id)).toEqual(['boost_expiry_reminder', 'boost_expiry_reminder']);
  });
});

describe('inactivity', () => {
  it('reminds after 14 days without a new product, once per idle spell', async () => {
    const idle = await buildSeller(t.db, { createdAt: at(-40 * DAY) });
    await buildProduct(t.db, { sellerId: idle.id, createdAt: at(-15 * DAY) });
    const almost = await buildSeller(t.db, { createdAt: at(-40 * DAY) });
    await buildProduct(t.db, { sellerId: almost.id, createdAt: at(-13 * DAY) });
    // Without a product the spell starts with the account.
    const empty = await buildSeller(t.db, { createdAt: at(-14 * DAY - HOUR) });
    const fresh = await buildSeller(t.db, { createdAt: at(-DAY) });

    await runReminders(t);
    const [reminder] = await notificationsOf(t, idle.id);
    expect(reminder?.messageText).toBe(
      `Hi ${idle.businessName}, buyers are looking! You have not added a product in 15 days. Send a photo and price to this number, or add one here: ${TEST_ORIGIN}/seller/products/new`,
    );
    expect(await eventsOf(empty.id)).toEqual(['inactivity_reminder']);
    expect(await eventsOf(almost.id)).toEqual([]);
    expect(await eventsOf(fresh.id)).toEqual([]);

    clock.advance(DAY + HOUR);
    await runReminders(t);
    expect(await eventsOf(almost.id)).toEqual(['inactivity_reminder']);
    expect(await eventsOf(idle.id)).toEqual(['inactivity_reminder']); // same spell: once

    // A new product starts a new spell, reminded 14 days later.
    await buildProduct(t.db, { sellerId: idle.id, createdAt: clock.now() });
    clock.advance(14 * DAY);
    await runReminders(t);
    expect(await eventsOf(idle.id)).toEqual(['inactivity_reminder', 'inactivity_reminder']);
  });

  it('sends nothing to a suspended seller', async () => {
    const suspended = await buildSeller(t.db, { createdAt: at(-30 * DAY), status: 'suspended' });
    await runReminders(t);
    expect(await eventsOf(suspended.id)).toEqual([]);
  });
});

describe('verification ending', () => {
  it('reminds once within 7 days of the end, in the seller language', async () => {
    const soon = await busySeller({
      isVerified: true,
      verifiedUntil: at(7 * DAY - HOUR),
      preferredLanguage: 'tw',
    });
    const later = await busySeller({ isVerified: true, verifiedUntil: at(8 * DAY) });
    const unverified = await busySeller({ isVerified: false, verifiedUntil: at(DAY) });

    await runReminders(t);
    await runReminders(t);
    const rows = await notificationsOf(t, soon.id);
    expect(rows.map((r) => r.eventType)).toEqual(['verification_expiry']);
    expect(rows[0]!.messageText).toBe(
      `Wo Dwa verification bɛba awieɛ ${formatSellerDate(at(7 * DAY - HOUR), 'tw')}. Yɛ no foforɔ na wo Verified badge ne wo gyinabea a ɛkorɔn no nkɔ so: ${TEST_ORIGIN}/seller/profile`,
    );
    expect(rows[0]!.payload).toMatchObject({ template: { name: 'dwa_verification_expiry_tw' } });
    expect(await eventsOf(later.id)).toEqual([]);
    expect(await eventsOf(unverified.id)).toEqual([]);
  });
});

describe('Pro ending', () => {
  it('reminds once within 3 days of the end, and never charges by itself', async () => {
    const soon = await busySeller({ proUntil: at(3 * DAY - HOUR) });
    const later = await busySeller({ proUntil: at(4 * DAY) });
    const ended = await busySeller({ proUntil: at(-HOUR) });
    await runReminders(t);
    await runReminders(t);
    const rows = await notificationsOf(t, soon.id);
    expect(rows.map((r) => r.eventType)).toEqual(['pro_expiry']);
    expect(rows[0]!.messageText).toBe(
      `Hello ${soon.businessName}, your Dwa Pro ends on ${formatSellerDate(at(3 * DAY - HOUR), 'en')}. Nothing is charged by itself: renew it with one tap to keep free boosts and featured placement: ${TEST_ORIGIN}/seller/profile`,
    );
    expect(await eventsOf(later.id)).toEqual([]);
    expect(await eventsOf(ended.id)).toEqual([]);
    expect(await t.db.select().from(payments).where(eq(payments.sellerId, soon.id))).toEqual([]);
  });
});

describe('after downtime', () => {
  it('the next run makes up what came due meanwhile, unless it is over', async () => {
    const seller = await buildSeller(t.db, {
      createdAt: at(-30 * DAY),
      isVerified: true,
      verifiedUntil: at(9 * DAY),
    });
    await buildProduct(t.db, { sellerId: seller.id, createdAt: at(-12 * DAY) });
    const boost = (hours: number) =>
      buildProduct(t.db, {
        sellerId: seller.id,
        createdAt: at(-20 * DAY),
        isBoosted: true,
        boostedUntil: at(hours * HOUR),
      });
    const endsAfter = await boost(72);
    const endedMeanwhile = await boost(48);
    await runReminders(t);
    expect(await eventsOf(seller.id)).toEqual([]);

    // Two days and a half without a run (the server was down, or every instance was).
    clock.advance(2.5 * DAY);
    await runReminders(t);
    const rows = await notificationsOf(t, seller.id);
    expect(rows.map((r) => r.eventType).sort()).toEqual([
      'boost_expiry_reminder',
      'inactivity_reminder',
      'verification_expiry',
    ]);
    const boostKeys = rows.filter((r) => r.eventType === 'boost_expiry_reminder');
    expect(boostKeys[0]!.dedupeKey).toContain(endsAfter.id);
    expect(rows.some((r) => r.dedupeKey?.includes(endedMeanwhile.id))).toBe(false);
  });
});

describe('switched-off templates', () => {
  const inactivityEn = and(
    eq(notificationTemplates.eventType, 'inactivity_reminder'),
    eq(notificationTemplates.language, 'en'),
  );

  it('send nothing in their language, and the occasion is made up once switched on', async () => {
    const en = await buildSeller(t.db, { createdAt: at(-20 * DAY) });
    const tw = await buildSeller(t.db, { createdAt: at(-20 * DAY), preferredLanguage: 'tw' });
    await t.db.update(notificationTemplates).set({ isActive: false }).where(inactivityEn);

    await runReminders(t);
    expect(await eventsOf(en.id)).toEqual([]);
    expect(await eventsOf(tw.id)).toEqual(['inactivity_reminder']);

    await t.db.update(notificationTemplates).set({ isActive: true }).where(inactivityEn);
    await runReminders(t);
    expect(await eventsOf(en.id)).toEqual(['inactivity_reminder']);
  });
});
