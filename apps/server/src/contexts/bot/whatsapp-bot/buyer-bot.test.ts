// Anyone who is not a seller or rider finds products by message: words (with "under 1500" and
// "in Kumasi" understood) or a photo get the top matches of the web's own search and photo
// search, with links, in the language they wrote in or chose. Riders get rider help. Admins see
// the sessions, clear one (it starts fresh), and drive the simulator through the real webhook.
import { auditLog, products, webhookEvents, whatsappSessions } from '@dwa/db/schema/index';
import { buildProduct, buildRider, buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { pidgin } from '@dwa/domain/i18n/pidgin';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin } from '../../../testing/auth-helpers.ts';
import { type BotTestApp, createBotTestApp, phonePhoto } from '../../../testing/bot/test-bot.ts';
import { TEST_ORIGIN } from '../../../testing/test-app.ts';

let t: BotTestApp;
let kenteId: string;
let kentePhoto: Buffer;
let phoneInKumasi: string;
let phoneInAccra: string;
let dearPhone: string;

beforeAll(async () => {
  t = await createBotTestApp();
  // A product listed through the bot, so its photo has the pipeline's search signature.
  const seller = await buildSeller(t.db, { businessName: 'Bonwire Weavers' });
  kentePhoto = await phonePhoto(30);
  await t.send({
    from: seller.whatsappNumber,
    photo: kentePhoto,
    text: 'Kente cloth 6 yards\nGHS 450\nHand woven in Bonwire',
  });
  const summary = await t.lastReply(seller.whatsappNumber);
  await t.send({
    from: seller.whatsappNumber,
    button: { id: summary.buttons![0]!.id, title: 'Publish' },
  });
  const [kente] = await t.db.select().from(products).where(eq(products.sellerId, seller.id));
  kenteId = kente!.id;
  const shop = await buildSeller(t.db, { businessName: 'Adum Phones' });
  phoneInKumasi = (
    await buildProduct(t.db, {
      sellerId: shop.id,
      title: 'Tecno Spark phone',
      pricePesewas: 120_000,
      locationSlug: 'kumasi',
      status: 'active',
    })
  ).id;
  phoneInAccra = (
    await buildProduct(t.db, {
      sellerId: shop.id,
      title: 'Itel phone',
      pricePesewas: 90_000,
      locationSlug: 'accra',
      status: 'active',
    })
  ).id;
  dearPhone = (
    await buildProduct(t.db, {
      sellerId: shop.id,
      title: 'Samsung phone',
      pricePesewas: 250_000,
      locationSlug: 'kumasi',
      status: 'active',
    })
  ).id;
});
afterAll(() => t.close());

describe('a buyer finds products by message', () => {
  it('words: the matches with title, price, shop and a link that opens the product', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'kente' });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain('What I found for "kente"');
    expect(reply).toContain('Kente cloth 6 yards');
    expect(reply).toContain('Bonwire Weavers');
    expect(reply).toContain('GH₵');
    const link = `${TEST_ORIGIN}/products/${kenteId}`;
    expect(reply).toContain(link);
    const page = await t.app.inject({ method: 'GET', url: `/api/products/${kenteId}` });
    expect(page.json().title).toBe('Kente cloth 6 yards');
    // The buyer's session exists as a buyer.
    const [session] = await t.db
      .select()
      .from(whatsappSessions)
      .where(eq(whatsappSessions.whatsappNumber, buyer));
    expect(session?.userType).toBe('buyer');
  });

  it('understands a price limit and a town', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'phone under 1500 in Kumasi' });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain(`/products/${phoneInKumasi}`);
    expect(reply).not.toContain(`/products/${phoneInAccra}`);
    expect(reply).not.toContain(`/products/${dearPhone}`);
  });

  it('a price range written backwards, or a huge message, still gets an answer', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'phone above 2000 under 1000' });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain(`/products/${phoneInKumasi}`);
    expect(reply).not.toContain(`/products/${dearPhone}`);
    await t.send({ from: buyer, text: `kente ${'x'.repeat(4000)}` });
    expect(await t.replies(buyer)).toHaveLength(2);
  });

  it('a request as people type it: request words out, in any language', async () => {
    const buyer = uniquePhone();
    for (const text of ['Me pɛ kente ntoma', 'you get kente?', 'who dey sell kente']) {
      await t.send({ from: buyer, text });
      expect((await t.lastReply(buyer)).messageText).toContain(`/products/${kenteId}`);
    }
  });

  it('nothing matches every word: the nearest of the same kind, with what was relaxed', async () => {
    const buyer = uniquePhone();
    // No iPhone at all ("iphone" is no typo of "phone"), but phones under GH₵ 3,000 (061).
    await t.send({ from: buyer, text: 'abeg I wan buy iphone under 3000' });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain(
      pidgin.searchRelaxed.lead.replace('{{q}}', 'abeg I wan buy iphone under 3000'),
    );
    expect(reply).toContain(pidgin.searchRelaxed.kind);
    for (const id of [phoneInKumasi, phoneInAccra, dearPhone]) {
      expect(reply).toContain(`/products/${id}`);
    }
    // A phone, but none within the price: the phones above it, said so.
    await t.send({ from: buyer, text: 'phone under 500' });
    const above = (await t.lastReply(buyer)).messageText;
    expect(above).toContain(`${TEST_ORIGIN}/products/${phoneInAccra}`);
    expect(above).toMatch(/GH₵ 500\.00/);
  });

  it('nothing of the kind either: nothing found, never unrelated products', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'nkwan' });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain('I found nothing for "nkwan"');
    expect(reply).not.toContain('/products/');
  });

  it('a photo: the products that look like it, the right one first', async () => {
    const buyer = uniquePhone();
    const { id } = await t.send({ from: buyer, photo: kentePhoto });
    const reply = (await t.lastReply(buyer)).messageText;
    expect(reply).toContain('look like your photo');
    const first = /\/products\/([0-9a-f-]{36})/.exec(reply)?.[1];
    expect(first).toBe(kenteId);
    // A buyer's photo is searched, never stored (a seller's goes under whatsapp/<event id>/).
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    for (const width of [160, 320, 640]) {
      expect(await t.storage.get(`whatsapp/${event!.id}/${width}.webp`)).toBeNull();
    }
  });

  it('nothing found: says so with a link to browse; a photo it cannot open: asks again', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'zqxwv' });
    expect((await t.lastReply(buyer)).messageText).toContain('I found nothing for "zqxwv"');
    await t.send({ from: buyer, mediaId: 'expired-media' });
    expect((await t.lastReply(buyer)).messageText).toContain('could not open that photo');
  });

  it('"sell" answers with the seller sign-up link; a greeting with help', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'sell' });
    expect((await t.lastReply(buyer)).messageText).toContain(`${TEST_ORIGIN}/`);
    expect((await t.lastReply(buyer)).messageText).toContain('Sell on Dwa');
    await t.send({ from: buyer, text: 'hi' });
    expect((await t.lastReply(buyer)).messageText).toContain('Tell me what you are looking for');
  });

  it('answers in the language the message is written in, or the one chosen', async () => {
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'abeg I wan buy kente' });
    expect((await t.lastReply(buyer)).messageText).toContain('Wetin I see for');
    await t.send({ from: buyer, text: 'language' });
    await t.send({ from: buyer, text: 'tw' });
    expect((await t.lastReply(buyer)).messageText).toContain('Twi');
    await t.send({ from: buyer, text: 'kente' });
    expect((await t.lastReply(buyer)).messageText).toContain('Deɛ mahunu ama "kente"');
  });

  it('a rider gets rider help with the dashboard link', async () => {
    const rider = await buildRider(t.db);
    await t.send({ from: rider.whatsappNumber, text: 'kente' });
    const reply = (await t.lastReply(rider.whatsappNumber)).messageText;
    expect(reply).toContain(rider.name);
    expect(reply).toContain(`${TEST_ORIGIN}/rider`);
  });
});

describe('admin: sessions and the simulator', () => {
  it('lists sessions and clears one, which then starts fresh (audited)', async () => {
    const { cookie, admin } = await signInAdmin(t);
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'language' });
    await t.send({ from: buyer, text: 'pidgin' });
    const list = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp/sessions',
      headers: { cookie },
    });
    expect(list.statusCode).toBe(200);
    const mine = list.json().items.find((s: { number: string }) => s.number === buyer);
    expect(mine).toMatchObject({ userType: 'buyer', language: 'pidgin' });

    const cleared = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/whatsapp/sessions/${mine.id}`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(cleared.statusCode).toBe(204);
    const [audit] = await t.db.select().from(auditLog).where(eq(auditLog.targetId, mine.id));
    expect(audit).toMatchObject({ actorId: admin.id, action: 'whatsapp_session.clear' });
    // Fresh: English again for English words.
    await t.send({ from: buyer, text: 'kente' });
    expect((await t.lastReply(buyer)).messageText).toContain('What I found for "kente"');
    const again = await t.app.inject({
      method: 'DELETE',
      url: `/api/admin/whatsapp/sessions/${mine.id}`,
      headers: { cookie, origin: TEST_ORIGIN },
    });
    expect(again.statusCode).toBe(404);
  });

  it('the simulator posts through the signed webhook and shows the conversation', async () => {
    const { cookie } = await signInAdmin(t);
    const headers = { cookie, origin: TEST_ORIGIN };
    const bad = await t.app.inject({
      method: 'POST',
      url: '/api/admin/whatsapp/simulate',
      headers,
      payload: { from: '12', text: '' },
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields)).toEqual(expect.arrayContaining(['from']));

    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/admin/whatsapp/simulate',
      headers,
      payload: {
        from: '0209876543',
        photo: { base64: kentePhoto.toString('base64'), mimeType: 'image/jpeg' },
      },
    });
    expect(sent.statusCode).toBe(201);
    await t.settle();
    const conversation = await t.app.inject({
      method: 'GET',
      url: '/api/admin/whatsapp/conversation?number=0209876543',
      headers,
    });
    const items = conversation.json().items as {
      direction: string;
      text: string;
      photo: boolean;
    }[];
    expect(items[0]).toMatchObject({ direction: 'in', photo: true });
    expect(items.at(-1)).toMatchObject({ direction: 'out' });
    expect(items.at(-1)!.text).toContain(`/products/${kenteId}`);
    // The photo went to the local stand-in, not to the public media route.
    const media = await t.app.inject({ method: 'GET', url: '/media/dev-media/x' });
    expect(media.statusCode).toBe(404);
  });
});
