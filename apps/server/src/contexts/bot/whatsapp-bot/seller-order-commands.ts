// A seller answering a Buy safely order by message (decision 066): the Accept / Decline buttons
// under a new order's message, or "accept 12 <where the rider collects it>" and "decline 12
// <why>". A pickup order is accepted at the tap; a delivery order needs the place a Dwa rider
// collects it from, and a decline its reason, so the tap asks for them. To deliver it
// themselves, the seller accepts on the Orders tab (the web asks who carries it).
import { formatGhs } from '@dwa/domain/money';
import { PAGE_PATHS } from '@dwa/domain/pages';
import {
  parseOrderButton,
  parseSellerOrderCommand,
  type SellerOrderCommand,
} from '@dwa/domain/whatsapp/order-commands';
import { HttpError } from '../../../lib/http-error.ts';
import { translate } from '../../../lib/i18n.ts';
import { botSay } from './bot-texts.ts';
import { type Conversation, replyText } from './conversation.ts';
import type { Seller } from './pending-upload.ts';

/** An order button's tap: answered (true), or not an order button (false). */
export async function answerOrderButton(c: Conversation, seller: Seller, id: string) {
  const tapped = parseOrderButton(id);
  if (!tapped) return false;
  const command: SellerOrderCommand =
    tapped.action === 'accept'
      ? { kind: 'accept', number: tapped.number, place: null }
      : { kind: 'decline', number: tapped.number, reason: null };
  await answerOrderCommand(c, seller, command);
  return true;
}

/** An order command in words: answered (true), or none (false: a caption, a price…). */
export async function answerOrderText(c: Conversation, seller: Seller, text: string) {
  const command = parseSellerOrderCommand(text);
  if (!command) return false;
  await answerOrderCommand(c, seller, command);
  return true;
}

async function answerOrderCommand(c: Conversation, seller: Seller, command: SellerOrderCommand) {
  const { number } = command;
  const link = `${c.deps.origin}${PAGE_PATHS.sellerOrders}`;
  try {
    const order = await c.deps.orders.find(c.tx, seller.id, number);
    if (command.kind === 'decline') {
      if (!command.reason) {
        return replyText(c, botSay(c.lang, 'sellerOrderAskReason', { number }));
      }
      const declined = await c.deps.orders.decline(c.tx, seller.id, number, command.reason);
      c.outcome = `order ${number} declined`;
      const amount = formatGhs(declined.totalPesewas);
      return replyText(c, botSay(c.lang, 'sellerOrderDeclined', { number, amount }));
    }
    if (order.carrier !== 'pickup' && !command.place) {
      // A delivery order accepted at a tap: where does the rider collect it?
      if (order.status !== 'paid') throw new HttpError(409, 'conflict', 'errors.orders.notNow');
      return replyText(c, botSay(c.lang, 'sellerOrderAskPlace', { number, link }));
    }
    await c.deps.orders.accept(c.tx, seller.id, number, command.place);
    c.outcome = `order ${number} accepted`;
    return replyText(
      c,
      order.carrier === 'pickup'
        ? botSay(c.lang, 'sellerOrderPickup', { number, link })
        : botSay(c.lang, 'sellerOrderRider', { number, place: command.place ?? '' }),
    );
  } catch (error) {
    if (!(error instanceof HttpError)) throw error;
    c.outcome = `order refused: ${error.message}`;
    if (error.statusCode === 404) {
      return replyText(c, botSay(c.lang, 'sellerOrderUnknown', { number, link }));
    }
    if (error.message === 'errors.orders.notNow') {
      return replyText(c, botSay(c.lang, 'sellerOrderNotNow', { number, link }));
    }
    return replyText(c, translate(c.lang, error.message));
  }
}
