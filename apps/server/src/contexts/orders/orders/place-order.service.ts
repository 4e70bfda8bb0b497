// A buyer places a Buy safely order (decision 066): their number proved by the code it received
// (spent in the order's transaction), the product still for sale by a shop that sells this way,
// the total fixed from the product and the settings of now, one of a counted stock taken
// (`WHERE stock > 0`: of two buyers of the last one, one gets it), and a buyer number with too
// many unpaid or disputed orders today held back. Then the MoMo prompt goes to their phone.
import { randomBytes, randomInt } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { momoWallets, orderEvents, orders, products, sellers } from '@dwa/db/schema/index';
import { formatGhs } from '@dwa/domain/money';
import { ORDER_OPEN_PER_DAY, type PlaceOrder } from '@dwa/domain/orders';
import { and, eq, gt, inArray, isNull, or, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { Lang, ServerMessageKey } from '../../../lib/i18n.ts';
import { type CodeDeps, checkCode, spendCode } from '../../accounts/public.ts';
import { deliveryCommissionBasisPoints } from '../../deliveries/public.ts';
import type { PaymentDeps } from '../../money/public.ts';
import { startOrderPayment } from '../../money/public.ts';
import { orderSettings } from './order-settings.ts';
import type { OrderRow } from './order-step.ts';

export interface PlaceOrderDeps {
  db: Db;
  clock: Clock;
  codes: CodeDeps;
  payments: PaymentDeps;
}

const DAY = 24 * 3_600_000;
const MINUTE = 60_000;

const refused = (key: ServerMessageKey) => new HttpError(409, 'conflict', key);

export async function placeOrder(
  deps: PlaceOrderDeps,
  input: PlaceOrder,
  lang: Lang,
): Promise<OrderRow> {
  const codeId = await checkCode(deps.codes, {
    phone: input.phone,
    purpose: 'order_buyer',
    code: input.code,
  });
  const order = await deps.db.transaction(async (tx) => {
    const row = await insertOrder(tx, deps.clock, input, lang);
    await spendCode(tx, deps.clock, codeId);
    return row;
  });
  await promptPayment(deps.payments, order, input.payPhone ?? input.phone, input.network);
  return order;
}

/** A product as Buy safely sells it: its price and delivery, and its shop's standing. */
export async function productForSale(db: Db, productId: string) {
  const [product] = await db
    .select({
      id: products.id,
      title: products.title,
      price: products.pricePesewas,
      status: products.status,
      stock: products.stock,
      deliveryAvailable: products.deliveryAvailable,
      deliveryCost: products.deliveryCostPesewas,
      sellerId: sellers.id,
      shop: sellers.businessName,
      sellerPhone: sellers.whatsappNumber,
      sellerStatus: sellers.status,
      buySafely: sellers.buySafely,
      wallet: momoWallets.id,
    })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .leftJoin(
      momoWallets,
      and(eq(momoWallets.userType, 'seller'), eq(momoWallets.userId, sellers.id)),
    )
    .where(eq(products.id, productId));
  return product;
}

/** For sale by a shop that sells this way: opted in, active, a wallet to be paid to. */
export const isBuyable = (p: NonNullable<Awaited<ReturnType<typeof productForSale>>>) =>
  p.status === 'active' && p.sellerStatus === 'active' && p.buySafely && p.wallet !== null;

/** What an order is made of, whichever way it was asked for (the web's form, a message). */
export type NewOrder = Pick<
  PlaceOrder,
  'productId' | 'name' | 'phone' | 'fulfilment' | 'zone' | 'dropoffLocation' | 'dropoffLandmark'
>;

/** The order, in the caller's transaction: every rule of the header above but the code. */
export async function insertOrder(
  tx: Db,
  clock: Clock,
  input: NewOrder,
  lang: Lang,
): Promise<OrderRow> {
  const now = clock.now();
  // One buyer number at a time: the count of its open orders cannot be passed by two at once.
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext(${`order_buyer:${input.phone}`}))`);
  const product = await productForSale(tx, input.productId);
  if (!product || !isBuyable(product)) {
    throw refused('errors.orders.notBuyable');
  }
  if (product.sellerPhone === input.phone) throw refused('errors.orders.ownShop');
  const delivery = input.fulfilment === 'delivery';
  const fee = product.deliveryCost ?? 0;
  if (delivery && (!product.deliveryAvailable || fee <= 0)) {
    throw new HttpError(400, 'validation_failed', 'errors.orders.noDelivery', {
      fulfilment: 'errors.orders.noDelivery',
    });
  }
  const deliveryFee = delivery ? fee : 0;
  const settings = await orderSettings(tx);
  if (product.price + deliveryFee > settings.maxTotalPesewas) {
    throw new HttpError(409, 'conflict', 'errors.orders.tooLarge', undefined, {
      max: formatGhs(settings.maxTotalPesewas),
    });
  }
  const [open] = await tx
    .select({ n: sql<number>`count(*)::int` })
    .from(orders)
    .where(
      and(
        eq(orders.buyerPhone, input.phone),
        gt(orders.createdAt, new Date(now.getTime() - DAY)),
        inArray(orders.status, ['awaiting_payment', 'disputed']),
      ),
    );
  if ((open?.n ?? 0) >= ORDER_OPEN_PER_DAY) {
    throw new HttpError(429, 'rate_limited', 'errors.orders.tooManyOpen');
  }
  // One of a counted stock, taken now; a product without a count is not limited.
  const [taken] = await tx
    .update(products)
    .set({ stock: sql`${products.stock} - 1` })
    .where(and(eq(products.id, product.id), or(isNull(products.stock), gt(products.stock, 0))))
    .returning({ id: products.id });
  if (!taken) throw refused('errors.orders.soldOut');
  const [row] = await tx
    .insert(orders)
    .values({
      token: randomBytes(16).toString('base64url'),
      sellerId: product.sellerId,
      productId: product.id,
      productTitle: product.title,
      buyerName: input.name,
      buyerPhone: input.phone,
      buyerLanguage: lang,
      carrier: delivery ? 'rider' : 'pickup',
      zone: delivery ? (input.zone ?? null) : null,
      dropoffLocation: delivery ? input.dropoffLocation : null,
      dropoffLandmark: delivery ? input.dropoffLandmark : null,
      itemPesewas: product.price,
      deliveryFeePesewas: deliveryFee,
      totalPesewas: product.price + deliveryFee,
      commissionBasisPoints: settings.commissionBasisPoints,
      deliveryCommissionBasisPoints: await deliveryCommissionBasisPoints(tx),
      releaseHours: settings.releaseHours,
      deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      paymentDueAt: new Date(now.getTime() + settings.paymentMinutes * MINUTE),
      createdAt: now,
      updatedAt: now,
    })
    .returning();
  if (!row) throw new Error('order insert returned nothing');
  await tx.insert(orderEvents).values({
    orderId: row.id,
    event: 'place',
    fromStatus: null,
    toStatus: row.status,
    actorType: 'buyer',
    at: now,
  });
  return row;
}

/** The MoMo prompt for an order's total. A provider that cannot be reached leaves the order
 * waiting: the buyer asks again from the order page until the payment timer ends it. */
export async function promptPayment(
  deps: PaymentDeps,
  order: Pick<OrderRow, 'id' | 'sellerId' | 'totalPesewas'>,
  phone: string,
  network: Parameters<typeof startOrderPayment>[2]['network'],
) {
  try {
    await startOrderPayment(deps, order, { phone, network });
  } catch (error) {
    if (!(error instanceof HttpError) || error.statusCode !== 503) throw error;
  }
}
