// A new job is offered on WhatsApp to riders who could take it now and wrote to Dwa in the last
// 24 hours; nobody else is messaged, and nobody twice.
import { notificationLog, whatsappSessions } from '@dwa/db/schema/index';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { askForRider, workingRider } from '../../../testing/deliveries/delivery-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const HOUR = 3_600_000;

async function inTouch(phone: string, hoursAgo: number, language: string | null = null) {
  await t.db.insert(whatsappSessions).values({
    whatsappNumber: phone,
    userType: 'rider',
    language,
    lastActivity: new Date(clock.now().getTime() - hoursAgo * HOUR),
  });
}

it('offers the job to online, verified riders of the zone who wrote in the last day', async () => {
  const ready = await workingRider(t, { serviceZones: ['tamale'] }, clock);
  await inTouch(ready.rider.whatsappNumber, 2);
  const twi = await workingRider(t, { serviceZones: ['tamale', 'kumasi'] }, clock);
  await inTouch(twi.rider.whatsappNumber, 1, 'tw');
  const quiet = await workingRider(t, { serviceZones: ['tamale'] }, clock);
  await inTouch(quiet.rider.whatsappNumber, 30);
  const offline = await workingRider(t, { serviceZones: ['tamale'], isOnline: false }, clock);
  await inTouch(offline.rider.whatsappNumber, 1);
  const unverified = await workingRider(
    t,
    { serviceZones: ['tamale'], isVerified: false, verificationExpiry: null },
    clock,
  );
  await inTouch(unverified.rider.whatsappNumber, 1);
  const elsewhere = await workingRider(t, { serviceZones: ['tema'] }, clock);
  await inTouch(elsewhere.rider.whatsappNumber, 1);

  const seller = await signedInSeller(t, {}, clock);
  const job = await askForRider(t, seller.cookie, {
    zone: 'tamale',
    pickupLocation: 'Tamale Central Market',
    dropoffLocation: 'Lamashegu',
    fee: '30',
  });
  const offers = await t.db
    .select()
    .from(notificationLog)
    .where(like(notificationLog.dedupeKey, `job_offer:${job.id}:%`));
  expect(offers.map((o) => o.whatsappNumber).sort()).toEqual(
    [ready.rider.whatsappNumber, twi.rider.whatsappNumber].sort(),
  );
  const english = offers.find((o) => o.whatsappNumber === ready.rider.whatsappNumber)!;
  expect(english.messageText).toBe(
    `A new job near you: *#${job.number}* · Tamale\nTamale Central Market → Lamashegu\nYou earn GH₵ 24.00\nSend *accept ${job.number}* to take it.`,
  );
  const twiOffer = offers.find((o) => o.whatsappNumber === twi.rider.whatsappNumber)!;
  expect(twiOffer.messageText).toContain('Adwuma foforɔ');
  // The recipient's own message is not among the offers, and each offer is text (in the window).
  const [code] = await t.db
    .select()
    .from(notificationLog)
    .where(eq(notificationLog.dedupeKey, `delivery_code:${job.id}`));
  expect(code).toBeDefined();
  expect(offers.every((o) => o.eventType === 'delivery')).toBe(true);
});
