// Captions as traders write them, through the bot on a real database (decision 060): a model
// number, a count or a size beside the price is no range; a price for one keeps its unit; the
// delivery offered goes live with the product; a price the parser is unsure of is sent back to
// the seller to confirm ("Is the price … GH₵ 65.00?") with Yes / No or in words, rather than
// stored wrong or dropped; and a caption that names a price the bot cannot take as it is still
// makes an upload that asks for it.
import { products } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  type BotTestApp,
  buttonIds,
  createBotTestApp,
  phonePhoto,
} from '../../../testing/bot/test-bot.ts';

let t: BotTestApp;
const tap = (from: string, id: string) => t.tap(from, id);
const uploadsOf = (sellerId: string) => t.uploadsOf(sellerId);
beforeAll(async () => {
  t = await createBotTestApp();
  await ensureDefaultTemplates(t.db);
});
afterAll(() => t.close());

const newSeller = (overrides: Parameters<typeof buildSeller>[1] = {}) =>
  buildSeller(t.db, { preferredLanguage: 'en', ...overrides });
const productsOf = (sellerId: string) =>
  t.db.select().from(products).where(eq(products.sellerId, sellerId));

describe('captions with model numbers, counts and sizes', () => {
  it.each([
    [
      'Brand new Tecno Camon 20 - GH₵2,350 - with charger',
      { parsedTitle: 'Brand new Tecno Camon 20', parsedPricePesewas: 235_000 },
      'electronics',
    ],
    [
      'Me tɔn kwadu kuruwa 20 GHS 60',
      { parsedTitle: 'Kwadu kuruwa 20', parsedPricePesewas: 6_000 },
      'food',
    ],
  ])(
    '%j alone makes an upload with its price, answered with Publish',
    async (text, read, category) => {
      const seller = await newSeller();
      await t.send({ from: seller.whatsappNumber, text });
      const [upload] = await uploadsOf(seller.id);
      expect(upload).toMatchObject({ ...read, parsedCategory: category, status: 'pending' });
      expect(buttonIds(await t.lastReply(seller.whatsappNumber))).toEqual([
        'publish',
        'edit',
        'cancel',
      ]);
    },
  );

  it('keeps the size range and the unit price, and publishes the delivery offered', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({
      from: phone,
      photo: await phonePhoto(30),
      text: 'Ladies sandals size 38-41 GH₵ 85 each, Kumasi\nDelivery to Ejisu and Adum, 20gh delivery fee',
    });
    const [upload] = await uploadsOf(seller.id);
    expect(upload).toMatchObject({
      parsedTitle: 'Ladies sandals size 38-41',
      parsedPricePesewas: 8_500,
      parsedCategory: 'fashion',
      parsedDeliveryAvailable: true,
      parsedDeliveryAreas: ['Ejisu', 'Adum'],
      parsedDeliveryFeePesewas: 2_000,
      parsedPriceGuessPesewas: null,
    });
    expect(upload!.parsedDescription).toContain('GH₵ 85 each');
    expect(upload!.parsedDescription).not.toContain('38-,');
    const summary = await t.lastReply(phone);
    expect(summary.messageText).toContain('Delivery: Ejisu, Adum\nDelivery fee: GH₵ 20.00');
    await tap(phone, summary.buttons![0]!.id);
    const [product] = await productsOf(seller.id);
    expect(product).toMatchObject({
      title: 'Ladies sandals size 38-41',
      pricePesewas: 8_500,
      deliveryAvailable: true,
      deliveryAreas: ['Ejisu', 'Adum'],
      deliveryCostPesewas: 2_000,
    });
    expect(product!.description).toContain('GH₵ 85 each');
  });
});

describe('a price the parser is unsure of', () => {
  it('asks "Is the price …?"; Yes takes it and the summary offers Publish', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(50), text: 'Chairs 65 each, tables 350' });
    const [upload] = await uploadsOf(seller.id);
    // Nothing stored as the price until the seller says so.
    expect(upload).toMatchObject({ parsedPricePesewas: null, parsedPriceGuessPesewas: 6_500 });
    const question = await t.lastReply(phone);
    expect(question.messageText).toContain('Is the price of "Chairs" GH₵ 65.00?');
    expect(buttonIds(question)).toEqual(['price-yes', 'price-no']);
    expect(question.buttons!.map((b) => b.title)).toEqual(['Yes', 'No']);

    await tap(phone, question.buttons![0]!.id);
    expect((await uploadsOf(seller.id))[0]).toMatchObject({
      parsedPricePesewas: 6_500,
      parsedPriceGuessPesewas: null,
    });
    const summary = await t.lastReply(phone);
    expect(buttonIds(summary)).toEqual(['publish', 'edit', 'cancel']);
    expect(summary.messageText).toContain('65.00');
    // A tap on the old question again (either button) changes nothing: the summary again.
    await tap(phone, question.buttons![1]!.id);
    expect((await uploadsOf(seller.id))[0]!.parsedPricePesewas).toBe(6_500);
    expect(buttonIds(await t.lastReply(phone))).toEqual(['publish', 'edit', 'cancel']);
  });

  it('No asks for the price, and the price sent then is the one kept', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({
      from: phone,
      photo: await phonePhoto(60),
      text: 'Chair GHS 300, table GHS 500',
    });
    const question = await t.lastReply(phone);
    expect(question.messageText).toContain('GH₵ 300.00');
    await tap(phone, question.buttons![1]!.id);
    expect((await t.lastReply(phone)).messageText).toContain('How much is "Chair"?');
    expect((await uploadsOf(seller.id))[0]).toMatchObject({
      parsedPricePesewas: null,
      parsedPriceGuessPesewas: null,
    });
    await t.send({ from: phone, text: '450' });
    expect((await uploadsOf(seller.id))[0]!.parsedPricePesewas).toBe(45_000);
    expect(buttonIds(await t.lastReply(phone))).toEqual(['publish', 'edit', 'cancel']);
  });

  it('takes the answer in words, in Twi and Pidgin too, and a number that was a model back into the title', async () => {
    const twi = await newSeller({ preferredLanguage: 'tw' });
    await t.send({ from: twi.whatsappNumber, photo: await phonePhoto(70), text: 'Kente Stole 80' });
    const asked = await t.lastReply(twi.whatsappNumber);
    expect(asked.messageText).toContain('"Kente Stole" boɔ yɛ GH₵ 80.00?');
    expect(asked.buttons!.map((b) => b.title)).toEqual(['Aane', 'Daabi']);
    await t.send({ from: twi.whatsappNumber, text: 'Aane' });
    expect((await uploadsOf(twi.id))[0]).toMatchObject({
      parsedTitle: 'Kente Stole',
      parsedPricePesewas: 8_000,
    });

    const pidgin = await newSeller({ preferredLanguage: 'pidgin' });
    const phone = pidgin.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(80), text: 'Kente Stole 80' });
    expect((await t.lastReply(phone)).messageText).toContain('The price of "Kente Stole" na');
    await t.send({ from: phone, text: 'No be so' });
    const [stole] = await uploadsOf(pidgin.id);
    // Refused: the number stays the name's, and the bot asks for the price.
    expect(stole).toMatchObject({ parsedTitle: 'Kente Stole 80', parsedPricePesewas: null });
    expect((await t.lastReply(phone)).messageText).toContain('How much be "Kente Stole 80"?');
    await t.send({ from: phone, text: '2.35k' });
    expect((await uploadsOf(pidgin.id))[0]!.parsedPricePesewas).toBe(235_000);
  });

  it('never offers a model number as the price: "Tecno Camon 20" alone is asked its price', async () => {
    const seller = await newSeller({ preferredLanguage: 'pidgin' });
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(85), text: 'Tecno Camon 20' });
    const asked = await t.lastReply(phone);
    expect(asked.messageText).toContain('How much be "Tecno Camon 20"?');
    expect(asked.messageText).not.toContain('20.00');
    expect((await uploadsOf(seller.id))[0]).toMatchObject({
      parsedTitle: 'Tecno Camon 20',
      parsedPricePesewas: null,
      parsedPriceGuessPesewas: null,
    });
    await t.send({ from: phone, text: '2.35k' });
    expect((await uploadsOf(seller.id))[0]!.parsedPricePesewas).toBe(235_000);
  });

  it('a price typed instead of Yes / No is the price', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(90), text: 'Chairs 65 each, tables 350' });
    await t.send({ from: phone, text: 'GHS 70' });
    expect((await uploadsOf(seller.id))[0]).toMatchObject({
      parsedPricePesewas: 7_000,
      parsedPriceGuessPesewas: null,
    });
  });
});

describe('a caption whose price the bot cannot take as it is', () => {
  it('a range alone makes an upload that asks for one price, no longer nothing', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, text: 'Sneakers 500-700' });
    const [upload] = await uploadsOf(seller.id);
    expect(upload).toMatchObject({ parsedTitle: 'Sneakers', parsedPricePesewas: null });
    expect((await t.lastReply(phone)).messageText).toContain('How much is "Sneakers"?');
    await t.send({ from: phone, text: '650' });
    expect((await uploadsOf(seller.id))[0]!.parsedPricePesewas).toBe(65_000);
  });

  it('a Publish tapped before any price is asked for the price, and nothing goes live', async () => {
    const seller = await newSeller();
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, text: 'Sneakers 500-700' });
    const [upload] = await uploadsOf(seller.id);
    await tap(phone, `publish:${upload!.id}`);
    expect((await t.lastReply(phone)).messageText).toContain('How much is "Sneakers"?');
    expect(await productsOf(seller.id)).toHaveLength(0);
    expect((await uploadsOf(seller.id))[0]!.status).toBe('pending');
  });
});
