// Messages a careless or hostile person sends: each gets an answer (or a kept reason) and never
// makes the inbound job throw, which would retry it five times and leave the person unanswered.
import { products, webhookEvents, whatsappSessions, whatsappUploads } from '@dwa/db/schema/index';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildRider, buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { type BotTestApp, createBotTestApp, phonePhoto } from '../../../testing/bot/test-bot.ts';

let t: BotTestApp;
beforeAll(async () => {
  t = await createBotTestApp();
  await ensureDefaultTemplates(t.db);
});
afterAll(() => t.close());

const uploadsOf = (sellerId: string) =>
  t.db.select().from(whatsappUploads).where(eq(whatsappUploads.sellerId, sellerId));

/** Sends a message and returns its stored event (processed or not) and the replies it got. */
async function answered(m: Parameters<BotTestApp['send']>[0]) {
  const before = (await t.replies(m.from)).length;
  const { id } = await t.send(m);
  const [event] = await t.db.select().from(webhookEvents).where(eq(webhookEvents.eventId, id));
  return { event: event!, replies: (await t.replies(m.from)).slice(before) };
}

describe('hostile input to the bot', () => {
  it('answers a forged button whose id is shaped like a uuid but is not one', async () => {
    const seller = await buildSeller(t.db);
    for (const id of [
      `publish:${'-'.repeat(36)}`,
      `cancel:${'a'.repeat(36)}`,
      'edit:0000000000000000000000000000000000-0',
      'publish:E3B0C442-98FC-1C14-9AFB-F4C8996FB924',
    ]) {
      const { event, replies } = await answered({
        from: seller.whatsappNumber,
        button: { id, title: 'Publish' },
      });
      expect(event.processedAt, id).not.toBeNull();
      expect(replies, id).toHaveLength(1);
    }
  });

  it('answers a number whose stored session state is not what the bot wrote', async () => {
    const seller = await buildSeller(t.db);
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, text: 'help' });
    for (const state of [
      { awaitingPriceFor: 'not-a-uuid' },
      { awaitingPriceFor: 123 },
      { awaitingLanguage: 'yes', warnedFullUpload: ['x'] },
    ]) {
      await t.db
        .update(whatsappSessions)
        .set({ state })
        .where(eq(whatsappSessions.whatsappNumber, phone));
      const { event, replies } = await answered({ from: phone, text: '450' });
      expect(event.processedAt, JSON.stringify(state)).not.toBeNull();
      expect(replies, JSON.stringify(state)).toHaveLength(1);
    }
  });

  it('a photo whose caption is only a price asks for the name instead of offering to publish "Untitled"', async () => {
    const seller = await buildSeller(t.db);
    const phone = seller.whatsappNumber;
    const { replies } = await answered({
      from: phone,
      photo: await phonePhoto(70, 300),
      text: '450',
    });
    expect(replies.at(-1)!.buttons ?? []).toHaveLength(0);
    expect(replies.at(-1)!.messageText).toContain("send the product's name");
    // The name alone completes it; the price already given is kept.
    await t.send({ from: phone, text: 'Kente cloth 6 yards' });
    const [upload] = await uploadsOf(seller.id);
    expect(upload).toMatchObject({
      parsedTitle: 'Kente cloth 6 yards',
      parsedPricePesewas: 45_000,
    });
    const summary = await t.lastReply(phone);
    expect(summary.buttons?.map((b) => b.id.split(':')[0])).toEqual(['publish', 'edit', 'cancel']);
    await t.send({ from: phone, button: summary.buttons![0]! });
    const [product] = await t.db.select().from(products).where(eq(products.sellerId, seller.id));
    expect(product).toMatchObject({ title: 'Kente cloth 6 yards', pricePesewas: 45_000 });
  });

  it('two products sent one after the other, each photo with its own caption, make two uploads', async () => {
    // Within the photo window the second photo joined the first upload and its caption was lost.
    const seller = await buildSeller(t.db);
    const phone = seller.whatsappNumber;
    await t.send({ from: phone, photo: await phonePhoto(10, 300), text: 'Kente cloth GHS 450' });
    await t.send({ from: phone, photo: await phonePhoto(130, 300), text: 'Ankara fabric GHS 120' });
    // A second photo of the same product, with the caption repeated or none, still joins.
    await t.send({ from: phone, photo: await phonePhoto(250, 300), text: 'Ankara fabric GHS 120' });
    await t.send({ from: phone, photo: await phonePhoto(300, 300) });
    const uploads = (await uploadsOf(seller.id)).sort(
      (a, b) => a.createdAt.getTime() - b.createdAt.getTime(),
    );
    expect(uploads.map((u) => [u.parsedTitle, u.parsedPricePesewas, u.photos.length])).toEqual([
      ['Kente cloth', 45_000, 1],
      ['Ankara fabric', 12_000, 3],
    ]);
    const summaries = (await t.replies(phone)).filter((r) => r.buttons);
    expect(summaries.some((r) => r.messageText.includes('Kente cloth'))).toBe(true);
    expect(summaries.at(-1)!.messageText).toContain('Ankara fabric');
  });

  it('a rider can choose the language too (every message got the rider help in English)', async () => {
    const rider = await buildRider(t.db);
    const phone = rider.whatsappNumber!;
    await t.send({ from: phone, text: 'language' });
    expect((await t.lastReply(phone)).messageText).toContain('*tw*');
    await t.send({ from: phone, text: 'pidgin' });
    await t.send({ from: phone, text: 'hello' });
    const [session] = await t.db
      .select()
      .from(whatsappSessions)
      .where(eq(whatsappSessions.whatsappNumber, phone));
    expect(session!.language).toBe('pidgin');
    expect((await t.lastReply(phone)).messageText).toContain(rider.name);
  });

  it('"language 4" asks which language rather than listing a product called Language for GHS 4', async () => {
    const seller = await buildSeller(t.db);
    const { replies } = await answered({ from: seller.whatsappNumber, text: 'language 4' });
    expect(replies.at(-1)!.messageText).toContain('*tw*');
    expect(await uploadsOf(seller.id)).toHaveLength(0);
  });
});
