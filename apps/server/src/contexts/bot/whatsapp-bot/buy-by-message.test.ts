// Buy safely by WhatsApp message, through the real webhook (decision 066): a buyer searches,
// answers "buy 2", gives the place, gets the MoMo prompt on their own number, pays, and receives
// the delivery code; the seller taps Accept (and says where the rider collects it) or Decline
// (and says why). Nothing is ordered without a place, for a product that cannot be bought
// safely, twice for one message delivered twice, or by another seller's accept.
import { orderEvents, orders, payments, refunds, sellers } from '@dwa/db/schema/index';
import { buildProduct, uniquePhone } from '@dwa/db/testing/factories';
import { enServer } from '@dwa/domain/i18n/server/en';
import { twServer } from '@dwa/domain/i18n/server/tw';
import { orderButtonId } from '@dwa/domain/whatsapp/order-commands';
import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { systemClock } from '../../../lib/clock.ts';
import { type BotTestApp, createBotTestApp } from '../../../testing/bot/test-bot.ts';
import { approve, buySafelyShop } from '../../../testing/orders/order-test-kit.ts';
import { TEST_ORIGIN } from '../../../testing/test-app.ts';
import { ORDER_PROMPT_TASK } from '../../orders/public.ts';

let t: BotTestApp;
const bot = enServer.whatsapp.bot;

beforeAll(async () => {
  t = await createBotTestApp();
});
afterAll(() => t.close());

/** A shop that sells safely with two sandals, and one that does not, all matching "sandals". */
async function sandalShops(word: string) {
  const safe = await buySafelyShop(t, systemClock, { title: `${word} sandals leather` });
  const second = await buildProduct(t.db, {
    sellerId: safe.seller.id,
    title: `${word} sandals beaded`,
    pricePesewas: 12_000,
    deliveryAvailable: true,
    deliveryCostPesewas: 2_000,
    status: 'active',
  });
  const plain = await buySafelyShop(t, systemClock, { title: `${word} sandals plain` });
  await t.db.update(sellers).set({ buySafely: false }).where(eq(sellers.id, plain.seller.id));
  return { safe, second, plain };
}

/** The product ids of a search answer, in the order of its numbered lines. */
const resultIds = (text: string) =>
  [...text.matchAll(/\/products\/([0-9a-f-]{36})/g)].map((m) => m[1]!);

/** A buyer's number on MTN (the prompt is answered on the phone; Telecel sends a voucher first). */
let nextBuyer = 0;
const mtnBuyer = () =>
  `+23324${String((process.pid * 100 + nextBuyer++) % 10_000_000).padStart(7, '0')}`;

const ordersOf = (phone: string) => t.db.select().from(orders).where(eq(orders.buyerPhone, phone));

async function promptsRun() {
  await t.app.tasks.runDue(ORDER_PROMPT_TASK);
  await t.settle();
}

describe('a buyer buys safely by message', () => {
  it('searches, buys result 2, gives the place, pays the prompt and receives the code', async () => {
    const { safe } = await sandalShops('zorro');
    const buyer = mtnBuyer();
    await t.send({ from: buyer, text: 'zorro sandals', profileName: 'Akosua Mensah' });
    const answer = (await t.lastReply(buyer)).messageText;
    expect(answer).toContain(bot.buyHint);
    const ids = resultIds(answer);
    expect(ids).toHaveLength(3);
    const second = ids[1]!;

    await t.send({ from: buyer, text: 'buy 2' });
    const ask = (await t.lastReply(buyer)).messageText;
    expect(ask).toContain('Where should it go?');
    expect(ask).toContain('GH₵ 20.00');
    // Asked, not ordered.
    expect(await ordersOf(buyer)).toEqual([]);

    await t.send({
      from: buyer,
      text: 'Adum, Kumasi near the post office',
      profileName: 'Akosua Mensah',
    });
    const [order] = await ordersOf(buyer);
    expect(order).toMatchObject({
      productId: second,
      sellerId: safe.seller.id,
      buyerName: 'Akosua Mensah',
      status: 'awaiting_payment',
      carrier: 'rider',
      zone: 'kumasi',
      dropoffLocation: 'Adum, Kumasi',
      dropoffLandmark: 'near the post office',
      buyerLanguage: 'en',
    });
    const placedText = (await t.lastReply(buyer)).messageText;
    expect(placedText).toContain(`Order #${order!.number}`);
    expect(placedText).toContain(`${TEST_ORIGIN}/orders/${order!.token}`);
    expect(placedText).toContain('MTN');

    // The prompt leaves after the conversation committed; run twice, it asks once.
    await promptsRun();
    await promptsRun();
    await t.app.tasks.enqueue(t.db, ORDER_PROMPT_TASK, {
      orderId: order!.id,
      phone: buyer,
      network: 'mtn',
    });
    await promptsRun();
    const prompts = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    expect(prompts).toHaveLength(1);
    expect(prompts[0]).toMatchObject({ phone: buyer, amountPesewas: order!.totalPesewas });

    await approve(t, prompts[0]!.reference);
    await t.settle();
    const code = (await t.replies(buyer)).find((r) => r.eventType === 'order');
    expect(code?.messageText).toContain(order!.deliveryCode);
    expect(code?.messageText).toContain('Dwa has your payment');

    // The seller's message carries Accept and Decline.
    const told = (await t.replies(safe.seller.whatsappNumber)).find((r) =>
      r.messageText.includes(`order #${order!.number}`),
    );
    expect(told?.buttons?.map((b) => b.id)).toEqual([
      orderButtonId('accept', order!.number),
      orderButtonId('decline', order!.number),
    ]);
  });

  it('in Twi, a product that cannot be bought safely is refused, and cancel orders nothing', async () => {
    const { plain } = await sandalShops('kwaku');
    const buyer = mtnBuyer();
    await t.send({ from: buyer, text: 'me pɛ kwaku sandals plain' });
    const ids = resultIds((await t.lastReply(buyer)).messageText);
    const plainAt = ids.indexOf(plain.product.id) + 1;
    expect(plainAt).toBeGreaterThan(0);
    await t.send({ from: buyer, text: `me tɔ ${plainAt}` });
    expect((await t.lastReply(buyer)).messageText).toBe(
      twServer.whatsapp.bot.buyNotBuyable
        .replace('{{title}}', plain.product.title)
        .replace('{{link}}', `${TEST_ORIGIN}/products/${plain.product.id}`),
    );
    const safeAt = ids.findIndex((id) => id !== plain.product.id) + 1;
    await t.send({ from: buyer, text: `tɔ ${safeAt}` });
    await t.send({ from: buyer, text: 'Ho, Volta' });
    expect((await t.lastReply(buyer)).messageText).toContain('Kumase');
    await t.send({ from: buyer, text: 'gyae' });
    expect((await t.lastReply(buyer)).messageText).toBe(twServer.whatsapp.bot.buyCancelled);
    expect(await ordersOf(buyer)).toEqual([]);
  });

  it('"buy 2" before any search says to search first; a pickup order needs no zone', async () => {
    const buyer = mtnBuyer();
    await t.send({ from: buyer, text: 'buy 2' });
    expect((await t.lastReply(buyer)).messageText).toBe(bot.buyFirstSearch);
    const { safe } = await sandalShops('pepe');
    await t.send({ from: buyer, text: 'pepe sandals leather' });
    const at = resultIds((await t.lastReply(buyer)).messageText).indexOf(safe.product.id) + 1;
    await t.send({ from: buyer, text: `buy ${at}` });
    // The place message delivered twice by Meta: one order.
    const { body } = await t.send({ from: buyer, text: 'pickup', id: 'wamid.pickup-twice' });
    expect((await t.post(body)).statusCode).toBe(200);
    await t.settle();
    const made = await ordersOf(buyer);
    expect(made).toHaveLength(1);
    // An MTN number is prompted on the phone: no voucher to make.
    expect((await t.lastReply(buyer)).messageText).not.toContain('*110#');
    expect(made[0]).toMatchObject({ carrier: 'pickup', zone: null, deliveryFeePesewas: 0 });
  });
});

it('a Telecel buyer is told to make the voucher and enter it on the order page', async () => {
  const { safe } = await sandalShops('ama');
  const buyer = uniquePhone(); // +23320: Telecel
  await t.send({ from: buyer, text: 'ama sandals leather' });
  const at = resultIds((await t.lastReply(buyer)).messageText).indexOf(safe.product.id) + 1;
  await t.send({ from: buyer, text: `buy ${at}` });
  await t.send({ from: buyer, text: 'pickup' });
  const [order] = await ordersOf(buyer);
  const text = (await t.lastReply(buyer)).messageText;
  expect(text).toContain('Telecel');
  expect(text).toContain(
    `dial *110#, generate one, and enter it on your order page: ${TEST_ORIGIN}/orders/${order!.token}`,
  );
});

describe('a seller answers an order by message', () => {
  async function paid(word: string, place: string) {
    const { safe } = await sandalShops(word);
    const buyer = mtnBuyer();
    await t.send({ from: buyer, text: `${word} sandals leather` });
    const at = resultIds((await t.lastReply(buyer)).messageText).indexOf(safe.product.id) + 1;
    await t.send({ from: buyer, text: `buy ${at}` });
    await t.send({ from: buyer, text: place });
    await promptsRun();
    const [order] = await ordersOf(buyer);
    const [payment] = await t.db.select().from(payments).where(eq(payments.orderId, order!.id));
    await approve(t, payment!.reference);
    await t.settle();
    return { seller: safe.seller, order: order!, buyer };
  }

  it('Accept asks where the rider collects it; "accept N place" calls the rider', async () => {
    const { seller, order, buyer } = await paid('kofi', 'Market Circle, Takoradi');
    await t.tap(seller.whatsappNumber, orderButtonId('accept', order.number));
    expect((await t.lastReply(seller.whatsappNumber)).messageText).toContain(
      `accept ${order.number}`,
    );
    const [still] = await ordersOf(buyer);
    expect(still?.status).toBe('paid');

    // Another seller's accept finds no such order and changes nothing.
    const other = await buySafelyShop(t, systemClock);
    await t.send({ from: other.seller.whatsappNumber, text: `accept ${order.number} Adum` });
    expect((await t.lastReply(other.seller.whatsappNumber)).messageText).toContain(
      `You have no order #${order.number}`,
    );

    await t.send({
      from: seller.whatsappNumber,
      text: `accept ${order.number} Kojokrom, by the lorry station`,
    });
    const [accepted] = await ordersOf(buyer);
    expect(accepted).toMatchObject({ status: 'accepted', carrier: 'rider' });
    expect(accepted?.deliveryJobId).not.toBeNull();
    expect((await t.lastReply(seller.whatsappNumber)).messageText).toContain(
      'Kojokrom, by the lorry station',
    );
    // A second accept, tapped later: the order cannot do that now.
    await t.tap(seller.whatsappNumber, orderButtonId('accept', order.number));
    expect((await t.lastReply(seller.whatsappNumber)).messageText).toContain('any more');
    const steps = await t.db
      .select()
      .from(orderEvents)
      .where(and(eq(orderEvents.orderId, order.id), eq(orderEvents.event, 'accept')));
    expect(steps).toHaveLength(1);
  });

  it('Decline asks why; "decline N reason" refunds the buyer in full', async () => {
    const { seller, order, buyer } = await paid('yaw', 'pickup');
    await t.tap(seller.whatsappNumber, orderButtonId('decline', order.number));
    expect((await t.lastReply(seller.whatsappNumber)).messageText).toContain(
      `decline ${order.number}`,
    );
    expect((await ordersOf(buyer))[0]?.status).toBe('paid');
    await t.send({ from: seller.whatsappNumber, text: `decline ${order.number} sold out today` });
    const [declined] = await ordersOf(buyer);
    expect(declined?.status).not.toBe('paid');
    expect(declined?.refundPesewas).toBe(order.totalPesewas);
    const queued = await t.db.select().from(refunds).where(eq(refunds.orderId, order.id));
    expect(queued.map((r) => r.amountPesewas)).toEqual([order.totalPesewas]);
    expect((await t.lastReply(seller.whatsappNumber)).messageText).toContain('declined');
  });
});
