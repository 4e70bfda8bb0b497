// Buy safely by message (decision 066): a buyer answers a search with "buy 2", the bot asks
// where it goes (a place in a zone Dwa's riders serve, or pickup), then the order is placed from
// their own number (WhatsApp proved it; no code to ask for) and the MoMo prompt goes to it. The
// delivery code arrives with the payment's confirmation, as for an order placed on the web.
import { products, sellers } from '@dwa/db/schema/index';
import { MOMO_NETWORK_LABELS, SERVICE_ZONES } from '@dwa/domain/enums';
import { ORDER_NAME_MAX, orderPath } from '@dwa/domain/orders';
import { formatPhoneDisplay, suggestMomoNetwork } from '@dwa/domain/phone';
import { parseBuyCommand, parseOrderPlace } from '@dwa/domain/whatsapp/order-commands';
import { and, eq, inArray } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/i18n.ts';
import { isBuyable, productForSale } from '../../orders/public.ts';
import { botSay, links, price } from './bot-texts.ts';
import { type Conversation, replyText, saveState } from './conversation.ts';

/** A buy answer ("buy 2"), or the place of the product being bought: answered here. */
export async function answerBuying(c: Conversation, text: string): Promise<boolean> {
  if (c.state.buying) {
    await answerPlace(c, c.state.buying, text);
    return true;
  }
  const buy = parseBuyCommand(text);
  if (!buy) return false;
  const productId = c.state.results?.[buy.result - 1];
  if (!productId) {
    await replyText(c, botSay(c.lang, 'buyFirstSearch'));
    return true;
  }
  await startBuying(c, productId);
  return true;
}

/** The products of a search answer, kept for "buy 2" (a new answer ends a purchase left
 * half-way); the hint says how, when one of them can be bought safely. */
export async function rememberResults(c: Conversation, productIds: string[]) {
  await saveState(c, { ...c.state, results: productIds, buying: undefined });
  if (productIds.length === 0) return '';
  const buyable = await c.tx
    .select({ id: products.id })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(and(inArray(products.id, productIds), eq(sellers.buySafely, true)))
    .limit(1);
  return buyable.length > 0 ? botSay(c.lang, 'buyHint') : '';
}

const productFor = (c: Conversation, productId: string) => productForSale(c.tx, productId);

async function startBuying(c: Conversation, productId: string) {
  const product = await productFor(c, productId);
  const link = links(c.deps.origin).product(productId);
  if (!product || !isBuyable(product)) {
    c.outcome = 'buy refused: not buyable';
    return replyText(c, botSay(c.lang, 'buyNotBuyable', { title: product?.title ?? '', link }));
  }
  await saveState(c, { ...c.state, buying: productId });
  const values = { title: product.title, shop: product.shop, price: price(product.price) };
  const fee = product.deliveryAvailable ? (product.deliveryCost ?? 0) : 0;
  return replyText(
    c,
    fee > 0
      ? botSay(c.lang, 'buyAskPlace', { ...values, fee: price(fee) })
      : botSay(c.lang, 'buyAskPickup', values),
  );
}

async function answerPlace(c: Conversation, productId: string, text: string) {
  const place = parseOrderPlace(text);
  const stop = () => saveState(c, { ...c.state, buying: undefined });
  if (place.kind === 'cancel') {
    await stop();
    return replyText(c, botSay(c.lang, 'buyCancelled'));
  }
  const product = await productFor(c, productId);
  if (!product) {
    await stop();
    return replyText(c, botSay(c.lang, 'buyCancelled'));
  }
  const delivers = product.deliveryAvailable && (product.deliveryCost ?? 0) > 0;
  if (place.kind === 'noZone' || (place.kind === 'delivery' && !delivers)) {
    c.outcome = 'buy: place asked again';
    if (!delivers) {
      const values = { title: product.title, shop: product.shop, price: price(product.price) };
      return replyText(c, botSay(c.lang, 'buyAskPickup', values));
    }
    const zones = SERVICE_ZONES.map((z) => translate(c.lang, `enums.serviceZone.${z}`));
    return replyText(c, botSay(c.lang, 'buyNoZone', { zones: zones.join(', ') }));
  }
  const network = suggestMomoNetwork(c.phone);
  if (!network) {
    await stop();
    const link = links(c.deps.origin).product(productId);
    return replyText(c, botSay(c.lang, 'buyNoNetwork', { link }));
  }
  const delivery = place.kind === 'delivery' ? place : null;
  try {
    const order = await c.deps.orders.place(
      c.tx,
      c.deps.tasks,
      {
        productId,
        name: buyerName(c),
        phone: c.phone,
        fulfilment: delivery ? 'delivery' : 'pickup',
        zone: delivery?.zone ?? null,
        dropoffLocation: delivery?.dropoffLocation ?? null,
        dropoffLandmark: delivery?.dropoffLandmark ?? null,
        network,
      },
      c.lang,
    );
    await stop();
    c.outcome = `buy: order ${order.number} placed`;
    const link = `${c.deps.origin}${orderPath(order.token)}`;
    const placed = botSay(c.lang, 'buyPlaced', {
      number: order.number,
      title: order.productTitle,
      total: price(order.totalPesewas),
      item: price(order.itemPesewas),
      fee: price(order.deliveryFeePesewas),
      network: MOMO_NETWORK_LABELS[network],
      link,
    });
    // Telecel's prompt waits for a voucher the buyer makes on the phone (the order page takes it).
    const voucher = network === 'vodafone' ? `\n${botSay(c.lang, 'buyVoucher', { link })}` : '';
    return replyText(c, `${placed}${voucher}`);
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    await stop();
    c.outcome = `buy refused: ${error.message}`;
    return replyText(c, translate(c.lang, error.message, error.values));
  }
}

/** The name WhatsApp shows for the number (its profile), else the number itself. */
function buyerName(c: Conversation) {
  const name = (c.profileName ?? '').replace(/\s+/g, ' ').trim().slice(0, ORDER_NAME_MAX);
  return name.length >= 2 ? name : formatPhoneDisplay(c.phone);
}
