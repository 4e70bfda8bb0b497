// The bot answers in the language a message is written in when its words tell, else in the
// conversation's: the one chosen with `language`, else the one the number last wrote in, else the
// seller's account language (decision 062). A price, a product name or a photo never flips it.
import { whatsappSessions, whatsappUploads } from '@dwa/db/schema/index';
import { buildProduct, buildSeller, uniquePhone } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestApp, createBotTestApp, phonePhoto } from '../../../testing/bot/test-bot.ts';
import { botSay, categoryName, price } from './bot-texts.ts';

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());

const lastText = async (phone: string) => (await t.lastReply(phone)).messageText;
const sessionOf = async (phone: string) =>
  (
    await t.db.select().from(whatsappSessions).where(eq(whatsappSessions.whatsappNumber, phone))
  )[0]!;

describe('the language the bot answers in', () => {
  it('an English-registered seller writing Twi gets Twi, and keeps it for a price and a photo', async () => {
    const seller = await buildSeller(t.db, { preferredLanguage: 'en' });
    const phone = seller.whatsappNumber;

    await t.send({ from: phone, text: 'Mepɛ sɛ metɔn me kente' });
    expect(await lastText(phone)).toBe(botSay('tw', 'helpSeller', { name: seller.businessName }));

    // A photo captioned only with product nouns tells nothing: the question comes in Twi.
    await t.send({ from: phone, photo: await phonePhoto(10), text: 'Kente ntoma' });
    expect(await lastText(phone)).toBe(botSay('tw', 'askPrice', { title: 'Kente ntoma' }));

    // The price alone ("200") keeps the conversation's Twi.
    await t.send({ from: phone, text: '200' });
    const [upload] = await t.db
      .select()
      .from(whatsappUploads)
      .where(eq(whatsappUploads.sellerId, seller.id));
    expect(upload!.parsedPricePesewas).toBe(20_000);
    const summary = await t.lastReply(phone);
    expect(summary.buttons?.map((b) => b.title)).toEqual([
      botSay('tw', 'publish'),
      botSay('tw', 'edit'),
      botSay('tw', 'cancel'),
    ]);
    expect(summary.messageText).toBe(
      botSay('tw', 'summary', {
        title: 'Kente ntoma',
        price: price(20_000),
        photos: 1,
        category: categoryName('tw', upload!.parsedCategory ?? 'general'),
        delivery: '',
      }),
    );

    // Heard, not chosen: the `language` command's column stays empty.
    const session = await sessionOf(phone);
    expect(session.language).toBeNull();
    expect(session.state).toMatchObject({ heardLanguage: 'tw' });
  });

  it('a buyer who chose English gets Pidgin for a Pidgin message, and English again after', async () => {
    const shop = await buildSeller(t.db, { businessName: 'Adum Weavers' });
    await buildProduct(t.db, { sellerId: shop.id, title: 'Kente cloth', status: 'active' });
    const buyer = uniquePhone();
    await t.send({ from: buyer, text: 'language en' });
    expect(await lastText(buyer)).toBe(botSay('en', 'languageSet'));

    await t.send({ from: buyer, text: 'abeg I wan buy kente' });
    const pidgin = await lastText(buyer);
    expect(pidgin).toContain(botSay('pidgin', 'resultsTitle', { query: 'abeg I wan buy kente' }));
    expect(pidgin).toContain('Kente cloth');

    // A message that tells nothing: the choice made on purpose wins over the one heard.
    await t.send({ from: buyer, text: 'kente' });
    expect(await lastText(buyer)).toContain(botSay('en', 'resultsTitle', { query: 'kente' }));
    expect((await sessionOf(buyer)).language).toBe('en');
  });
});
