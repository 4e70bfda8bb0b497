// A registered seller lists products by message: photos and a caption become one pending upload,
// the bot answers with a summary and Publish / Edit on web / Cancel, and a tap publishes through
// the web's guarded transaction with the photos as the pipeline made them. Every bad input gets
// a reply in the seller's language or a harmless, logged drop.
import { productImages, products, sellers, webhookEvents } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildProduct, buildSeller } from '@dwa/db/testing/factories';
import { and, eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BotTestApp,
  buttonIds,
  createBotTestApp,
  phonePhoto,
} from '../../../testing/bot/test-bot.ts';
import { listSellerUploads } from '../../catalog/seller-uploads/seller-uploads.service.ts';
import { handleInbound } from './inbound.task.ts';
import { newMessageId } from './simulated-message.ts';

let t: BotTestApp;
const tap = (from: string, id: string) => t.tap(from, id);
const uploadsOf = (sellerId: string) => t.uploadsOf(sellerId);
beforeAll(async () => {
  t = await createBotTestApp();
  // The notification texts every start ensures (boot.ts).
  await ensureDefaultTemplates(t.db);
});
afterAll(() => t.close());

const newSeller = (overrides: Parameters<typeof buildSeller>[1] = {}) =>
  buildSeller(t.db, overrides);

describe('a seller lists a product by message', () => {
  it('photo + caption → summary with buttons → Publish creates the product with the same photos', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({
      from: phone,
      photo: await phonePhoto(20),
      text: 'Kente cloth 6 yards\nGHS 450\nHand woven in Bonwire',
    });
    const [upload] = await uploadsOf(seller.id);
    expect(upload).toMatchObject({
      status: 'pending',
      parsedTitle: 'Kente cloth 6 yards',
      parsedPricePesewas: 45_000,
      parsedCategory: 'fashion',
    });
    expect(upload!.parsedDescription).toContain('Bonwire');
    expect(upload!.photos).toHaveLength(1);
    const variants = upload!.photos[0]!.variants;
    expect(variants.map((v) => v.width)).toEqual(expect.arrayContaining([160, 320, 640]));
    expect(variants.every((v) => v.key.endsWith('.webp'))).toBe(true);
    // Re-encoded as WebP by the pipeline, stored where the key says.
    const stored = await t.storage.get(variants.find((v) => v.width === 640)!.key);
    const bytes = Buffer.concat(await stored!.body.toArray());
    expect((await sharp(bytes).metadata()).format).toBe('webp');

    // The seller center lists it with what the caption said, category included, and its photo.
    const listed = (await listSellerUploads(t.db, t.storage, seller.id)).items[0]!;
    expect(listed).toMatchObject({ parsedCategory: 'fashion', photoCount: 1, status: 'pending' });
    expect(listed.photos[0]!.src).toMatch(/\.webp$/);

    const summary = await t.lastReply(phone);
    expect(summary.messageText).toContain('Kente cloth 6 yards');
    expect(summary.messageText).toContain('GH₵');
    expect(summary.messageText).toContain('450');
    expect(summary.messageText).toMatch(/Photos: 1/);
    expect(buttonIds(summary)).toEqual(['publish', 'edit', 'cancel']);

    await tap(phone, summary.buttons![0]!.id);
    const [product] = await t.db.select().from(products).where(eq(products.sellerId, seller.id));
    expect(product).toMatchObject({
      title: 'Kente cloth 6 yards',
      pricePesewas: 45_000,
      status: 'active',
      category: 'fashion',
    });
    const images = await t.db
      .select()
      .from(productImages)
      .where(eq(productImages.productId, product!.id));
    expect(images).toHaveLength(1);
    // The variants the bot stored are the product's: nothing encoded twice.
    expect(JSON.stringify(images[0])).toContain(variants[0]!.key.split('/').slice(0, -1).join('/'));
    const published = await t.lastReply(phone);
    expect(published.messageText).toContain('Published!');
    expect(published.messageText).toContain(`/products/${product!.id}`);
    expect((await uploadsOf(seller.id))[0]!.status).toBe('published');

    // The seller's first product: the first_product notification with it.
    const notes = await t.replies(phone);
    expect(notes.filter((n) => n.eventType === 'first_product')).toHaveLength(1);

    // On the home page listing.
    const listing = await t.app.inject({ method: 'GET', url: '/api/products' });
    expect(JSON.stringify(listing.json())).toContain(product!.id);

    // A second tap on Publish is told the product is decided; nothing new.
    await tap(phone, summary.buttons![0]!.id);
    expect((await t.lastReply(phone)).messageText).toContain('already published or cancelled');
    expect(await t.db.select().from(products).where(eq(products.sellerId, seller.id))).toHaveLength(
      1,
    );
  });

  it('photos sent in a row and a caption after them make one upload, answered once', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    for (const hue of [0, 90, 180]) await t.send({ from: phone, photo: await phonePhoto(hue) });
    // Photos alone: the bot asks for the name and price (the caption can come later).
    expect((await t.lastReply(phone)).messageText).toContain("send the product's name and price");
    await t.send({ from: phone, text: 'Samsung A14 going for 1,200 cedis, clean' });
    const uploads = await uploadsOf(seller.id);
    expect(uploads).toHaveLength(1);
    expect(uploads[0]).toMatchObject({
      parsedTitle: 'Samsung A14',
      parsedPricePesewas: 120_000,
      parsedCategory: 'electronics',
    });
    expect(uploads[0]!.photos).toHaveLength(3);
    const summaries = (await t.replies(phone)).filter((r) => r.buttons);
    // Each change answered when it was the newest; the last summary has every photo.
    expect(summaries.at(-1)!.messageText).toMatch(/Photos: 3/);
  });

  it('a caption without a price asks for it, and a reply with the price completes the upload', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(40), text: 'Leather sandals size 42' });
    expect((await t.lastReply(phone)).messageText).toContain('How much is "Leather sandals');
    await t.send({ from: phone, text: '500-700' });
    expect((await t.lastReply(phone)).messageText).toContain('one price, not a range');
    await t.send({ from: phone, text: '1.2.3' });
    expect((await t.lastReply(phone)).messageText).toContain('could not read that price');
    expect((await uploadsOf(seller.id))[0]!.parsedPricePesewas).toBeNull();
    await t.send({ from: phone, text: '180' });
    const [upload] = await uploadsOf(seller.id);
    expect(upload!.parsedPricePesewas).toBe(18_000);
    const summary = await t.lastReply(phone);
    expect(buttonIds(summary)).toEqual(['publish', 'edit', 'cancel']);
    expect(summary.messageText).toContain('180');
  });

  it('asked for a price, a seller who sends another product with its price gets a new upload', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(70), text: 'Leather sandals size 42' });
    expect((await t.lastReply(phone)).messageText).toContain('How much is "Leather sandals');
    await t.send({ from: phone, text: 'Ladies bag GHS 50' });
    const uploads = await uploadsOf(seller.id);
    expect(uploads).toHaveLength(2);
    const sandals = uploads.find((u) => u.parsedTitle?.startsWith('Leather sandals'));
    const bag = uploads.find((u) => u.parsedTitle === 'Ladies bag');
    expect(sandals?.parsedPricePesewas).toBeNull();
    expect(bag?.parsedPricePesewas).toBe(5_000);
    expect((await t.lastReply(phone)).messageText).toContain('Ladies bag');
    // Talk around a price is still the price.
    await t.send({ from: phone, photo: await phonePhoto(95), text: 'Straw hat' });
    await t.send({ from: phone, text: 'okay GHS 35 last price' });
    const hat = (await uploadsOf(seller.id)).find((u) => u.parsedTitle === 'Straw hat');
    expect(hat?.parsedPricePesewas).toBe(3_500);
  });

  it('keeps at most 8 photos of one product, warns once and deletes the photos it did not keep', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, text: 'Ankara fabric 6 yards GHS 120' });
    for (let i = 0; i < 12; i++)
      await t.send({ from: phone, photo: await phonePhoto(i * 25, 400) });
    const [upload] = await uploadsOf(seller.id);
    expect(upload!.photos).toHaveLength(8);
    const warnings = (await t.replies(phone)).filter((r) => r.messageText.includes('at most 8'));
    expect(warnings).toHaveLength(1);
    // The four refused photos left no files behind.
    const refused = await t.db
      .select()
      .from(webhookEvents)
      .where(eq(webhookEvents.outcome, 'photo not used: upload full'));
    const mine = refused.filter((e) => JSON.stringify(e.payload).includes(phone.replace('+', '')));
    expect(mine).toHaveLength(4);
    for (const event of mine) {
      expect(await t.storage.get(`whatsapp/${event.id}/640.webp`)).toBeNull();
    }
  });

  it('answers a photo that cannot be fetched or is not an image, storing nothing', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, mediaId: 'gone-from-meta', text: 'Shoes GHS 100' });
    expect((await t.lastReply(phone)).messageText).toContain('could not open that photo');
    await t.send({ from: phone, photo: Buffer.from('%PDF-1.4 not a photo at all') });
    expect((await t.lastReply(phone)).messageText).toContain('could not open that photo');
    expect(await uploadsOf(seller.id)).toHaveLength(0);
  });

  it('Cancel rejects the upload; Edit on web links to it; another seller cannot touch it', async () => {
    const seller = await newSeller();
    const other = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(200), text: 'Office chair GHS 650' });
    const summary = await t.lastReply(phone);
    const [publishId, editId, cancelId] = summary.buttons!.map((b) => b.id) as [
      string,
      string,
      string,
    ];

    await tap(other.whatsappNumber, publishId);
    expect((await t.lastReply(other.whatsappNumber)).messageText).toContain('already published');
    expect((await uploadsOf(seller.id))[0]!.status).toBe('pending');

    await tap(phone, editId);
    const edit = await t.lastReply(phone);
    expect(edit.messageText).toContain(
      `/seller/products/uploads?upload=${publishId.split(':')[1]}`,
    );

    await tap(phone, cancelId);
    expect((await t.lastReply(phone)).messageText).toContain('Cancelled: "Office chair"');
    expect((await uploadsOf(seller.id))[0]!.status).toBe('rejected');
    await tap(phone, publishId);
    expect((await t.lastReply(phone)).messageText).toContain('already published or cancelled');
    expect(await t.db.select().from(products).where(eq(products.sellerId, seller.id))).toHaveLength(
      0,
    );
  });

  it('a suspended seller is told so and nothing is stored or fetched', async () => {
    const seller = await newSeller({ status: 'suspended' });
    const phone = seller.whatsappNumber;
    const fetchedBefore = t.media.fetched.length;
    await t.send({ from: phone, photo: await phonePhoto(10), text: 'Kente GHS 450' });
    expect((await t.lastReply(phone)).messageText).toContain('suspended');
    expect(await uploadsOf(seller.id)).toHaveLength(0);
    expect(t.media.fetched.length).toBe(fetchedBefore);
  });

  it('answers commands: help, my products (latest 5 with links), language', async () => {
    const seller = await newSeller({ preferredLanguage: 'en' });
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, text: 'help' });
    expect((await t.lastReply(phone)).messageText).toContain(seller.businessName);
    await t.send({ from: phone, text: 'my products' });
    expect((await t.lastReply(phone)).messageText).toContain('no products yet');
    for (let i = 1; i <= 6; i++) {
      await buildProduct(t.db, {
        sellerId: seller.id,
        title: `Bag number ${i}`,
        status: 'active',
        createdAt: new Date(Date.now() - (10 - i) * 60_000),
      });
    }
    await t.send({ from: phone, text: 'My Products' });
    const list = (await t.lastReply(phone)).messageText;
    expect(list.match(/\/products\//g)).toHaveLength(5);
    expect(list).toContain('Bag number 6');
    expect(list).not.toContain('Bag number 1');

    await t.send({ from: phone, text: 'language' });
    expect((await t.lastReply(phone)).messageText).toContain('*tw*');
    await t.send({ from: phone, text: 'tw' });
    const twi = await t.lastReply(phone);
    expect(twi.messageText).not.toContain('English');
    await t.send({ from: phone, text: 'help' });
    expect((await t.lastReply(phone)).messageText).not.toContain('To list a product');
  });

  it('answers audio, location and stickers with what it can read; a reaction gets no answer', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    for (const type of ['audio', 'location', 'sticker']) {
      const before = (await t.replies(phone)).length;
      await t.sendRaw(phone, { type, [type]: { id: 'x', latitude: 5.6, longitude: -0.2 } });
      const all = await t.replies(phone);
      expect(all.length, type).toBe(before + 1);
      expect(all.at(-1)!.messageText).toContain('text and photos only');
    }
    const before = (await t.replies(phone)).length;
    await t.sendRaw(phone, { type: 'reaction', reaction: { message_id: 'wamid.X', emoji: '👍' } });
    expect(await t.replies(phone)).toHaveLength(before);
  });

  it('one message processed twice at the same time is answered once', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    const id = newMessageId();
    const { simulatedPayload } = await import('./simulated-message.ts');
    const body = JSON.stringify(simulatedPayload({ from: phone, text: 'help', id }));
    expect((await t.post(body)).statusCode).toBe(200);
    const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
    // Two workers (two instances) got the same job: the claim lets one answer.
    await Promise.all([handleInbound(t.app.bot, event!.id), handleInbound(t.app.bot, event!.id)]);
    await t.settle();
    expect(await t.replies(phone)).toHaveLength(1);
  });
});

describe('sellers table untouched by the bot', () => {
  it('never changes a seller row', async () => {
    const seller = await newSeller();
    const before = await t.db
      .select()
      .from(sellers)
      .where(and(eq(sellers.id, seller.id)));
    await t.send({ from: seller.whatsappNumber, text: 'help' });
    const after = await t.db.select().from(sellers).where(eq(sellers.id, seller.id));
    expect(after).toEqual(before);
  });
});
