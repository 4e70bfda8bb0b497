// Things a person does once, fired 50 times at once (races): signing in with one code,
// signing up one phone, publishing one WhatsApp upload. Each racer is its own client (its own
// address) where real clients would be; one effect, every other answer a clean refusal.
import { randomUUID } from 'node:crypto';
import {
  analyticsEvents,
  auditLog,
  notificationLog,
  oneTimeCodes,
  productImages,
  products,
  sellers,
  sessions,
  whatsappUploads,
} from '@dwa/db/schema/index';
import { renderProductImage } from '@dwa/db/seed/images';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { uniquePhone } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../lib/clock.ts';
import { registrationBody } from '../../testing/accounts/registration-test-requests.ts';
import { lastCodeFor, post, sellerForm, signUpRider } from '../../testing/auth-helpers.ts';
import { adminCookie } from '../../testing/backoffice/admin-test-kit.ts';
import { photoJpeg, signedInSeller, storedKeys } from '../../testing/catalog/test-requests.ts';
import { TEST_ORIGIN, type TestApp } from '../../testing/test-app.ts';
import { createRaceApp, expectOneWinner, fire, RACERS } from './race-kit.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
/** Past the 30 s between two codes to one number. */
const RESEND_WAIT_MS = 31_000;
let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp(clock);
  // The welcome and first-product messages need their templates to be written.
  await ensureDefaultTemplates(t.db);
});
afterAll(() => t.close());

/** Client i's own address, so per-address limits do not decide the race. */
const addressOf = (i: number) => `10.18.${Math.floor(i / 250)}.${(i % 250) + 1}`;

const sessionsOf = (userType: string, userId: string) =>
  t.db
    .select()
    .from(sessions)
    .where(and(eq(sessions.userType, userType), eq(sessions.userId, userId)));

/** The dedupe keys of the seller's queued notifications, sorted. */
const messagesOf = async (sellerId: string) =>
  (await t.db.select().from(notificationLog).where(eq(notificationLog.sellerId, sellerId)))
    .map((m) => m.dedupeKey)
    .sort();

describe('a one-time code is used once', () => {
  it('of 50 sign-ins with the same right code at once, one gets a session', async () => {
    const rider = await signUpRider(t);
    clock.advance(RESEND_WAIT_MS);
    await post(t, '/api/auth/codes', { phone: rider.phone, purpose: 'rider_login' });
    const code = (await lastCodeFor(t, rider.phone))!;
    const before = (await sessionsOf('rider', rider.id)).length;
    const answers = await fire(RACERS, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/rider/login',
        payload: { phone: rider.phone, code },
        headers: { origin: TEST_ORIGIN },
        remoteAddress: addressOf(i),
      }),
    );
    // The losers: the code is spent (400), its tries are used up, or the number's tries are.
    const [won] = expectOneWinner(answers, 200, [400, 429]);
    expect(won!.headers['set-cookie']).toBeDefined();
    expect(await sessionsOf('rider', rider.id)).toHaveLength(before + 1);
    const [row] = await t.db
      .select({ consumedAt: oneTimeCodes.consumedAt })
      .from(oneTimeCodes)
      .where(and(eq(oneTimeCodes.phone, rider.phone), eq(oneTimeCodes.purpose, 'rider_login')));
    expect(row?.consumedAt).not.toBeNull();
  });
});

describe('a phone registers once', () => {
  it('of 50 sign-ups of one phone with its code and a photo, one seller; no stray photo file', async () => {
    const phone = uniquePhone();
    clock.advance(RESEND_WAIT_MS);
    await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
    const code = (await lastCodeFor(t, phone))!;
    const body = registrationBody(sellerForm(phone, code), [{ data: await photoJpeg(600, 400) }]);
    const filesBefore = new Set(await storedKeys(t));
    const answers = await fire(RACERS, (i) =>
      t.app.inject({
        method: 'POST',
        url: '/api/auth/seller/register',
        payload: body.payload,
        headers: { ...body.headers, origin: TEST_ORIGIN },
        remoteAddress: addressOf(i),
      }),
    );
    // The losers: the code spent or out of tries (400, 429), or the number taken (409).
    const [won] = expectOneWinner(answers, 201, [400, 409, 429]);
    const sellerId = won!.json().user.id as string;
    const registered = await t.db.select().from(sellers).where(eq(sellers.whatsappNumber, phone));
    expect(registered.map((s) => s.id)).toEqual([sellerId]);
    expect(await sessionsOf('seller', sellerId)).toHaveLength(1);
    const made = await t.db.select().from(products).where(eq(products.sellerId, sellerId));
    expect(made).toHaveLength(1);
    // The photos of racers that lost after storing theirs were deleted again: the new files
    // are exactly the winner's.
    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, made[0]!.id));
    const winnersFiles = images.flatMap((i) => i.variants.map((v) => v.key)).sort();
    expect(winnersFiles.length).toBeGreaterThan(0);
    const newFiles = (await storedKeys(t)).filter((k) => !filesBefore.has(k));
    expect(newFiles).toEqual(winnersFiles);
    // Welcomed once (the messages exist exactly when the account does).
    expect(await messagesOf(sellerId)).toEqual([
      `first_product:${sellerId}`,
      `welcome:${sellerId}`,
    ]);
  });
});

describe('a WhatsApp upload is published once', () => {
  /** An upload as the bot stores it, with one photo (`whatsapp/<id>/0/{160,320,640}.webp`). */
  async function addUpload(sellerId: string, title: string) {
    const id = randomUUID();
    for (const v of await renderProductImage('fashion', 1800 + Math.floor(Math.random() * 100))) {
      await t.storage.put(`whatsapp/${id}/0/${v.width}.webp`, v.data, 'image/webp');
    }
    const at = new Date(clock.now().getTime() - 60_000);
    await t.db.insert(whatsappUploads).values({
      id,
      sellerId,
      whatsappNumber: '+233241234567',
      messageText: `${title} 250 cedis`,
      parsedTitle: title,
      parsedPricePesewas: 25_000,
      images: [`whatsapp/${id}/0/640.webp`],
      createdAt: at,
      updatedAt: at,
    });
    return id;
  }

  const publish = (cookie: string, url: string) =>
    t.app.inject({ method: 'POST', url, headers: { cookie, origin: TEST_ORIGIN }, payload: {} });

  async function expectOneProduct(sellerId: string, uploadId: string, productId: string) {
    const made = await t.db.select().from(products).where(eq(products.sellerId, sellerId));
    expect(made.map((p) => p.id)).toEqual([productId]);
    expect(
      await t.db.select().from(productImages).where(eq(productImages.productId, productId)),
    ).toHaveLength(1);
    const [upload] = await t.db
      .select()
      .from(whatsappUploads)
      .where(eq(whatsappUploads.id, uploadId));
    expect(upload).toMatchObject({ status: 'published', productId });
    const events = await t.db
      .select()
      .from(analyticsEvents)
      .where(
        and(
          eq(analyticsEvents.sellerId, sellerId),
          eq(analyticsEvents.eventType, 'product_created'),
        ),
      );
    expect(events).toHaveLength(1);
  }

  it('of 50 publishes by the seller at once, one makes the product', async () => {
    const { seller, cookie } = await signedInSeller(t, {}, clock);
    const id = await addUpload(seller.id, 'Kente stole');
    const answers = await fire(RACERS, () => publish(cookie, `/api/seller/uploads/${id}/publish`));
    const [won] = expectOneWinner(answers, 201, [409]);
    await expectOneProduct(seller.id, id, won!.json().productId);
    expect(await messagesOf(seller.id)).toEqual([`first_product:${seller.id}`]);
  });

  it('25 publishes by the seller and 25 by an admin at once: one product, audited if the admin’s', async () => {
    const { seller, cookie } = await signedInSeller(t, {}, clock);
    const admin = await adminCookie(t, 'support');
    const id = await addUpload(seller.id, 'Smock');
    const answers = await fire(RACERS, (i) =>
      i % 2 === 0
        ? publish(cookie, `/api/seller/uploads/${id}/publish`)
        : publish(admin.cookie, `/api/admin/whatsapp/uploads/${id}/publish`),
    );
    const [won] = expectOneWinner(answers, 201, [409]);
    await expectOneProduct(seller.id, id, won!.json().productId);
    const byAdmin = answers.indexOf(won!) % 2 === 1;
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
    expect(audits).toHaveLength(byAdmin ? 1 : 0);
  });
});
