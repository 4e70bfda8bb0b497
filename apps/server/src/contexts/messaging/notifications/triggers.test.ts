// The notifications that follow a change (decision 031): welcome and first_product with a seller's
// registration, first_product when a seller's first product goes live (form or WhatsApp
// upload) and never again, boost_active with a boost. Each is written with its change, in the
// seller's language; sent as a template outside WhatsApp's 24-hour window and as text inside it.
import { randomUUID } from 'node:crypto';
import { notificationTemplates, whatsappSessions, whatsappUploads } from '@dwa/db/schema/index';
import { buildProduct, uniquePhone } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { cookieOf, lastCodeFor, post, sellerForm } from '../../../testing/auth-helpers.ts';
import {
  bulk,
  form,
  productBody,
  sendProduct,
  signedInSeller,
} from '../../../testing/catalog/test-requests.ts';
import {
  DAY,
  NOW,
  notificationsApp,
  notificationsOf,
  sendQueued,
} from '../../../testing/messaging/test-notifications.ts';
import { TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';
import { formatSellerDate } from './seller-dates.ts';

let t: TestApp;
let clock: Awaited<ReturnType<typeof notificationsApp>>['clock'];
beforeAll(async () => {
  ({ t, clock } = await notificationsApp());
});
afterAll(() => t.close());

async function register(phone: string, language: string) {
  await post(t, '/api/auth/codes', { phone, purpose: 'seller_signup' });
  const code = await lastCodeFor(t, phone);
  const res = await t.app.inject({
    method: 'POST',
    url: '/api/auth/seller/register',
    payload: sellerForm(phone, code!),
    headers: { origin: TEST_ORIGIN, 'accept-language': language },
  });
  expect(res.statusCode).toBe(201);
  return { id: res.json().user.id as string, cookie: cookieOf(res) };
}

describe('registration', () => {
  it('queues the welcome and the first product, in the seller language, with links', async () => {
    const phone = uniquePhone();
    const { id } = await register(phone, 'tw');
    const rows = await notificationsOf(t, id);
    expect(rows.map((r) => r.eventType).sort()).toEqual(['first_product', 'welcome']);
    const welcome = rows.find((r) => r.eventType === 'welcome')!;
    const first = rows.find((r) => r.eventType === 'first_product')!;
    expect(welcome).toMatchObject({
      whatsappNumber: phone,
      status: 'queued',
      dedupeKey: `welcome:${id}`,
      createdAt: NOW,
    });
    expect(welcome.messageText).toBe(
      `Akwaaba wɔ Dwa, Ama Fabrics! Wo dwam abue: ${TEST_ORIGIN}/shops/${id} Sɛ wopɛ sɛ wode adeɛ foforɔ ka ho a, fa ne mfonini ne ne din ne ne boɔ brɛ yɛn wɔ saa nɔma yi so.`,
    );
    expect(welcome.whatsappLink).toBe(
      `https://wa.me/${phone.slice(1)}?text=${encodeURIComponent(welcome.messageText)}`,
    );
    // Its text and its approved template (parameters in order): which goes is decided when
    // it is sent.
    expect(welcome.payload).toEqual({
      kind: 'notification',
      template: {
        name: 'dwa_welcome_tw',
        languageCode: 'en_US',
        parameters: ['Ama Fabrics', `${TEST_ORIGIN}/shops/${id}`],
      },
    });
    // The number never wrote to Dwa: the template goes.
    await sendQueued(t);
    const sent = await notificationsOf(t, id, 'welcome');
    expect(sent[0]).toMatchObject({ status: 'sent', templateName: 'dwa_welcome_tw' });
    expect(first.messageText).toContain('"Kente stole" wɔ Dwa so seesei');
    expect(first.messageText).toContain(`${TEST_ORIGIN}/products/`);
    expect(first.dedupeKey).toBe(`first_product:${id}`);
  });
});

describe('first product', () => {
  it('comes with the first product made live from the form, and never a second time', async () => {
    const s = await signedInSeller(t, {}, clock);
    // A draft is not live: nothing yet.
    const draft = await sendProduct(t, s.cookie, productBody(form({ status: 'draft' })));
    expect(draft.statusCode).toBe(201);
    expect(await notificationsOf(t, s.seller.id)).toEqual([]);

    // Publishing the draft makes it the first product.
    const draftId = draft.json().id as string;
    const live = await sendProduct(t, s.cookie, productBody(form({ title: 'Adinkra' })), draftId);
    expect(live.statusCode).toBe(200);
    const [first] = await notificationsOf(t, s.seller.id, 'first_product');
    expect(first?.messageText).toBe(
      `Congratulations ${s.seller.businessName}! "Adinkra" is now live on Dwa: ${TEST_ORIGIN}/products/${draftId} Share it on your WhatsApp Status to get buyers.`,
    );

    // Another product, saving the first again, deleting both and starting over: still one.
    const second = await sendProduct(t, s.cookie, productBody(form({ title: 'Second' })));
    await sendProduct(t, s.cookie, productBody(form({ title: 'Adinkra 2' })), draftId);
    const ids = [draftId, second.json().id as string];
    expect((await bulk(t, s.cookie, { action: 'delete', ids })).statusCode).toBe(200);
    await sendProduct(t, s.cookie, productBody(form({ title: 'Third' })));
    expect((await notificationsOf(t, s.seller.id)).map((r) => r.id)).toEqual([first!.id]);
  });

  it('is not sent to a seller whose products came before (more than one listed)', async () => {
    const s = await signedInSeller(t, {}, clock);
    await buildProduct(t.db, { sellerId: s.seller.id });
    await buildProduct(t.db, { sellerId: s.seller.id, status: 'hidden' });
    await sendProduct(t, s.cookie, productBody(form()));
    expect(await notificationsOf(t, s.seller.id)).toEqual([]);
  });

  it('comes with the first product published from a WhatsApp upload', async () => {
    const s = await signedInSeller(t, { preferredLanguage: 'pidgin' }, clock);
    const uploadId = randomUUID();
    await t.db.insert(whatsappUploads).values({
      id: uploadId,
      sellerId: s.seller.id,
      whatsappNumber: s.seller.whatsappNumber,
      parsedTitle: 'Infinix Hot 40i',
      parsedPricePesewas: 160_000,
      images: [],
    });
    const res = await post(t, `/api/seller/uploads/${uploadId}/publish`, {}, s.cookie);
    expect(res.statusCode).toBe(201);
    const rows = await notificationsOf(t, s.seller.id);
    expect(rows.map((r) => [r.eventType, r.dedupeKey])).toEqual([
      ['first_product', `first_product:${s.seller.id}`],
    ]);
    expect(rows[0]!.messageText).toContain('"Infinix Hot 40i" don dey Dwa now');
  });

  it('is free text inside the 24-hour window', async () => {
    const s = await signedInSeller(t, {}, clock);
    await t.db.insert(whatsappSessions).values({
      whatsappNumber: s.seller.whatsappNumber,
      lastActivity: new Date(NOW.getTime() - 23 * 3_600_000),
    });
    await sendProduct(t, s.cookie, productBody(form()));
    await sendQueued(t);
    const [first] = await notificationsOf(t, s.seller.id, 'first_product');
    expect(first).toMatchObject({ status: 'sent', templateName: null });
  });

  it('is not sent while its template is switched off, nor later for the same product', async () => {
    const off = and(
      eq(notificationTemplates.eventType, 'first_product'),
      eq(notificationTemplates.language, 'en'),
    );
    await t.db.update(notificationTemplates).set({ isActive: false }).where(off);
    try {
      const s = await signedInSeller(t, {}, clock);
      await sendProduct(t, s.cookie, productBody(form()));
      expect(await notificationsOf(t, s.seller.id)).toEqual([]);
    } finally {
      await t.db.update(notificationTemplates).set({ isActive: true }).where(off);
    }
  });
});

describe('boost', () => {
  it('queues boost_active per boosted product with the days and end date', async () => {
    const s = await signedInSeller(
      t,
      { isVerified: true, verifiedUntil: new Date(NOW.getTime() + 300 * DAY), boostCredits: 8 },
      clock,
    );
    const a = await buildProduct(t.db, { sellerId: s.seller.id, title: 'Kente stole' });
    const b = await buildProduct(t.db, { sellerId: s.seller.id, title: 'Batakari' });
    const res = await bulk(t, s.cookie, { action: 'boost', ids: [a.id, b.id] });
    expect(res.statusCode).toBe(200);
    const rows = await notificationsOf(t, s.seller.id, 'boost_active');
    const until = new Date(NOW.getTime() + 7 * DAY);
    expect(rows.map((r) => r.dedupeKey).sort()).toEqual(
      [a.id, b.id].map((id) => `boost_active:${id}:${until.toISOString()}`).sort(),
    );
    const kente = rows.find((r) => r.dedupeKey?.includes(a.id))!;
    expect(kente.messageText).toBe(
      `Your boost for "Kente stole" is active for 7 days, until ${formatSellerDate(until, 'en')}. It now shows at the top of Dwa: ${TEST_ORIGIN}/products/${a.id}`,
    );

    // Boosting again while boosted changes nothing and sends nothing.
    await bulk(t, s.cookie, { action: 'boost', ids: [a.id] });
    expect(await notificationsOf(t, s.seller.id, 'boost_active')).toHaveLength(2);
  });

  it('sends nothing for a boost that is refused', async () => {
    const s = await signedInSeller(t, { isVerified: true, boostCredits: 0 }, clock);
    const p = await buildProduct(t.db, { sellerId: s.seller.id });
    expect((await bulk(t, s.cookie, { action: 'boost', ids: [p.id] })).statusCode).toBe(402);
    expect(await notificationsOf(t, s.seller.id)).toEqual([]);
  });
});
