// A seller asks for a rider: the job, its first event and the recipient's WhatsApp
// message (a 4-digit code and the tracking link) are written in one transaction, so the message
// leaves exactly when the job exists. What the rider earns is fixed now, from the commission in
// the settings, so the rider who accepts knows what the job pays.
import { randomInt } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { deliveryJobs, products, sellers } from '@dwa/db/schema/index';
import { type DeliveryRequest, type SellerDelivery, trackingPath } from '@dwa/domain/deliveries';
import { commissionPesewas } from '@dwa/domain/ledger';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { isLang, say } from '../../../lib/i18n.ts';
import { takeHit, type Window } from '../../../lib/rate-limit.ts';
import type { Messenger } from '../../messaging/public.ts';
import { TEMPLATE_LANGUAGE_CODE } from '../../messaging/public.ts';
import type { Tx } from '../../money/public.ts';
import { announceJob } from './announce-job.ts';
import { deliveryCommissionBasisPoints } from './delivery-commission.ts';
import { recordJobEvent } from './job-events.ts';
import { selectJobs, sellerDeliveryView } from './job-views.ts';

export interface DeliveryDeps {
  db: Db;
  clock: Clock;
  messenger: Pick<Messenger, 'queueWhatsApp'>;
  env: { publicOrigin: string };
}

/** Each request texts a stranger's number: a seller may ask for this many riders an hour. */
export const DELIVERY_REQUEST_WINDOW: Window = {
  bucket: 'delivery_request_seller',
  limit: 30,
  windowMs: 60 * 60_000,
};

export async function requestDelivery(
  deps: DeliveryDeps,
  sellerId: string,
  input: DeliveryRequest,
): Promise<SellerDelivery> {
  if (!(await takeHit(deps.db, deps.clock, DELIVERY_REQUEST_WINDOW, sellerId))) {
    throw new HttpError(429, 'rate_limited', 'errors.limits.deliveries');
  }
  const now = deps.clock.now();
  const id = await deps.db.transaction(async (tx) => {
    const [seller] = await tx
      .select({ name: sellers.businessName, language: sellers.preferredLanguage })
      .from(sellers)
      .where(eq(sellers.id, sellerId));
    if (!seller) throw notFound('errors.notFound.seller');
    if (input.productId) {
      const [own] = await tx
        .select({ id: products.id })
        .from(products)
        .where(and(eq(products.id, input.productId), eq(products.sellerId, sellerId)));
      if (!own) {
        throw new HttpError(400, 'validation_failed', undefined, {
          productId: 'errors.deliveries.productNotYours',
        });
      }
    }
    const commission = await deliveryCommissionBasisPoints(tx);
    const job = await createJobIn(tx, deps, {
      ...input,
      sellerId,
      shop: seller.name,
      language: seller.language,
      riderEarningsPesewas: input.feePesewas - commissionPesewas(input.feePesewas, commission),
      deliveryCode: String(randomInt(0, 10_000)).padStart(4, '0'),
      by: { type: 'seller', id: sellerId },
      at: now,
    });
    return job.id;
  });
  const [row] = await selectJobs(deps.db).where(eq(deliveryJobs.id, id));
  if (!row) throw new Error(`delivery job ${id} vanished`);
  return sellerDeliveryView(row);
}

export interface NewJob extends Omit<DeliveryRequest, 'feePesewas'> {
  sellerId: string;
  feePesewas: number;
  riderEarningsPesewas: number;
  deliveryCode: string;
  /** The shop's name and language, for the recipient's message. */
  shop: string;
  language: string;
  by: { type: 'seller' | 'system'; id: string | null };
  at: Date;
}

/** The job, its first event, the recipient's code and tracking link and the riders' call, in
 * the caller's transaction: a seller's request, or a Buy safely order the seller accepted
 * (whose code and rider's share the order fixed). */
export async function createJobIn(
  tx: Tx,
  deps: Pick<DeliveryDeps, 'messenger' | 'env' | 'clock'>,
  input: NewJob,
): Promise<{ id: string; number: number }> {
  const { at: now, deliveryCode: code } = input;
  const [job] = await tx
    .insert(deliveryJobs)
    .values({
      sellerId: input.sellerId,
      productId: input.productId,
      pickupLocation: input.pickupLocation,
      zone: input.zone,
      dropoffLocation: input.dropoffLocation,
      dropoffLandmark: input.dropoffLandmark,
      recipientName: input.recipientName,
      recipientPhone: input.recipientPhone,
      deliveryNote: input.deliveryNote,
      quotedFeePesewas: input.feePesewas,
      riderEarningsPesewas: input.riderEarningsPesewas,
      deliveryCode: code,
      createdAt: now,
    })
    .returning({
      id: deliveryJobs.id,
      number: deliveryJobs.number,
      earnings: deliveryJobs.riderEarningsPesewas,
    });
  if (!job) throw new Error('delivery job insert returned nothing');
  await recordJobEvent(tx, {
    jobId: job.id,
    from: null,
    to: 'requested',
    actor: input.by,
    at: now,
  });
  // The recipient has likely never written to Dwa: outside WhatsApp's 24-hour window only an
  // approved template is delivered, one per language (Meta has no Twi or Pidgin).
  const lang = isLang(input.language) ? input.language : 'en';
  const link = `${deps.env.publicOrigin}${trackingPath(job.id)}`;
  const values = { shop: input.shop, code, link };
  await deps.messenger.queueWhatsApp(
    tx,
    input.recipientPhone,
    {
      kind: 'template',
      name: `dwa_delivery_code_${lang}`,
      languageCode: TEMPLATE_LANGUAGE_CODE,
      parameters: [input.shop, code, link],
      text: say(lang, 'whatsapp.delivery.recipientCode', values),
    },
    {
      eventType: 'delivery',
      sellerId: input.sellerId,
      dedupeKey: `delivery_code:${job.id}`,
      whatsappLink: link,
    },
  );
  await announceJob(tx, deps, {
    id: job.id,
    number: job.number,
    zone: input.zone,
    pickupLocation: input.pickupLocation,
    dropoffLocation: input.dropoffLocation,
    earningsPesewas: job.earnings,
  });
  return { id: job.id, number: job.number };
}
