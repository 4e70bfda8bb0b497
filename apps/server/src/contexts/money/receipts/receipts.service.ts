// Receipts a buyer asks for: a numbered record of what was bought from whom, checkable by anyone
// with the number at /receipts/<number> (without the buyer's phone). A new one is `requested`
// and its seller is told at once; it says more only once the seller answers (decision 038).
import { randomInt } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { analyticsEvents, payments, products, receipts, sellers } from '@dwa/db/schema/index';
import type { PaymentPurpose } from '@dwa/domain/enums';
import type { Receipt } from '@dwa/domain/receipts';
import { and, eq } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { isUniqueViolation } from '../../../lib/db-errors.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { takeHit } from '../../../lib/rate-limit.ts';
import type { NotifyDeps } from '../../messaging/public.ts';
import { notifyReceiptRequested } from './notify-receipt-requested.ts';
import { publicReceiptView } from './receipt-view.ts';

/** Receipts per IP per hour: enough for a busy stall, not for filling the table. */
export const RECEIPT_WINDOW = { bucket: 'receipt_ip', limit: 30, windowMs: 3_600_000 };
const ALPHABET = 'ABCDEFGHJKLMNPQRSTUVWXYZ23456789'; // no 0/O, 1/I: read aloud over the phone

export function receiptNumber(now: Date): string {
  const day = now.toISOString().slice(0, 10).replaceAll('-', '');
  let suffix = '';
  for (let i = 0; i < 6; i++) suffix += ALPHABET[randomInt(ALPHABET.length)];
  return `DWA-${day}-${suffix}`;
}

export async function createReceipt(
  deps: { db: Db; clock: Clock; origin: string; notify: NotifyDeps },
  input: { productId: string; buyerPhone: string; amountPesewas: number },
  ip: string,
): Promise<Receipt> {
  const { db, clock } = deps;
  if (!(await takeHit(db, clock, RECEIPT_WINDOW, ip))) {
    throw new HttpError(429, 'rate_limited', 'errors.limits.receipts');
  }
  const [row] = await db
    .select({ product: products, seller: sellers })
    .from(products)
    .innerJoin(sellers, eq(sellers.id, products.sellerId))
    .where(
      and(
        eq(products.id, input.productId),
        eq(products.status, 'active'),
        eq(sellers.status, 'active'),
      ),
    )
    .limit(1);
  if (!row) throw notFound('errors.notFound.product');
  const now = clock.now();
  // A clash of random suffixes is rare (32^6 a day); try again rather than fail.
  for (let attempt = 0; attempt < 5; attempt++) {
    try {
      const saved = await db.transaction(async (tx) => {
        const [r] = await tx
          .insert(receipts)
          .values({
            number: receiptNumber(now),
            productId: row.product.id,
            sellerId: row.seller.id,
            buyerPhone: input.buyerPhone,
            productTitle: row.product.title,
            amountPesewas: input.amountPesewas,
            createdAt: now,
          })
          .returning();
        await tx.insert(analyticsEvents).values({
          eventType: 'receipt_requested',
          productId: row.product.id,
          sellerId: row.seller.id,
          createdAt: now,
        });
        await notifyReceiptRequested(tx, deps.notify, r!);
        return r!;
      });
      return publicReceiptView(saved, row.seller, deps.origin);
    } catch (err) {
      if (!isUniqueViolation(err)) throw err;
    }
  }
  throw new Error('could not allocate a receipt number');
}

export async function findReceipt(db: Db, origin: string, number: string) {
  const [row] = await db
    .select({ receipt: receipts, seller: sellers, payment: payments })
    .from(receipts)
    .innerJoin(sellers, eq(sellers.id, receipts.sellerId))
    .leftJoin(payments, eq(payments.id, receipts.paymentId))
    .where(eq(receipts.number, number))
    .limit(1);
  if (!row) return null;
  const credits = row.payment?.metadata.credits;
  const purchase = row.payment
    ? {
        purpose: row.payment.purpose as PaymentPurpose,
        credits: typeof credits === 'number' ? credits : null,
      }
    : null;
  return publicReceiptView(row.receipt, row.seller, origin, purchase);
}
