// What the buyer and the seller are told at each step of an order (decision 066), on WhatsApp,
// in their language: as free text while their 24-hour window is open, else as the approved
// template of that step and language (`dwa_order_<step>_<lang>`; the send job decides, since the
// window may close while the message waits). Queued in the step's transaction, once per order
// and step (dedupe key): a step that happens once says so once.
import { type orders, sellers } from '@dwa/db/schema/index';
import { orderPath } from '@dwa/domain/orders';
import { orderButtonId } from '@dwa/domain/whatsapp/order-commands';
import { eq } from 'drizzle-orm';
import { isLang, type Lang, type ServerMessageKey, say } from '../../../lib/i18n.ts';
import { type Messenger, TEMPLATE_LANGUAGE_CODE } from '../../messaging/public.ts';
import type { Tx } from '../../money/public.ts';

export interface OrderMessageDeps {
  messenger: Pick<Messenger, 'queueWhatsApp'>;
  env: { publicOrigin: string };
}

type BuyerStep =
  | 'buyerPaid'
  | 'buyerAccepted'
  | 'buyerDelivered'
  | 'buyerRefunded'
  | 'buyerSettled';
type SellerStep =
  | 'sellerPaid'
  | 'sellerCancelled'
  | 'sellerReleased'
  | 'sellerProblem'
  | 'sellerSettled';

const templateName = (step: string, lang: Lang) =>
  `dwa_order_${step.replace(/[A-Z]/g, (c) => `_${c.toLowerCase()}`)}_${lang}`;

/** The order page's full link, for the buyer's messages. */
export const orderLink = (deps: OrderMessageDeps, token: string) =>
  `${deps.env.publicOrigin}${orderPath(token)}`;

export async function tellBuyer(
  tx: Tx,
  deps: OrderMessageDeps,
  order: Pick<typeof orders.$inferSelect, 'id' | 'buyerPhone' | 'buyerLanguage' | 'sellerId'>,
  step: BuyerStep,
  values: Record<string, string>,
) {
  const lang = isLang(order.buyerLanguage) ? order.buyerLanguage : 'en';
  await queue(tx, deps, order.buyerPhone, lang, step, values, order);
}

export async function tellSeller(
  tx: Tx,
  deps: OrderMessageDeps,
  order: Pick<typeof orders.$inferSelect, 'id' | 'sellerId' | 'number'>,
  step: SellerStep,
  values: Record<string, string>,
) {
  const [seller] = await tx
    .select({ phone: sellers.whatsappNumber, language: sellers.preferredLanguage })
    .from(sellers)
    .where(eq(sellers.id, order.sellerId));
  if (!seller) return;
  const lang = isLang(seller.language) ? seller.language : 'en';
  // A new paid order comes with Accept and Decline: the bot answers the tap (decision 066).
  const buttons =
    step === 'sellerPaid'
      ? [
          { id: orderButtonId('accept', order.number), title: say(lang, 'whatsapp.orders.accept') },
          {
            id: orderButtonId('decline', order.number),
            title: say(lang, 'whatsapp.orders.decline'),
          },
        ]
      : undefined;
  await queue(tx, deps, seller.phone, lang, step, values, order, buttons);
}

async function queue(
  tx: Tx,
  deps: OrderMessageDeps,
  phone: string,
  lang: Lang,
  step: BuyerStep | SellerStep,
  values: Record<string, string>,
  order: { id: string; sellerId: string },
  buttons?: { id: string; title: string }[],
) {
  const key = `whatsapp.orders.${step}` as ServerMessageKey;
  await deps.messenger.queueWhatsApp(
    tx,
    phone,
    {
      kind: 'notification',
      body: say(lang, key, values),
      template: {
        name: templateName(step, lang),
        languageCode: TEMPLATE_LANGUAGE_CODE,
        parameters: Object.values(values),
      },
      ...(buttons ? { buttons } : {}),
    },
    { eventType: 'order', sellerId: order.sellerId, dedupeKey: `order_${step}:${order.id}` },
  );
}
