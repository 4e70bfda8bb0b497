// A seller's answers to receipt requests (decision 038). Every query names the signed-in seller
// (invariant 2): another seller's receipt is simply not found. An answer is applied with
// `WHERE` the receipt machine's answerable state (a buyer's request still waiting), so of two
// answers at once one wins and the other is a 409.
import type { Db } from '@dwa/db/client';
import { receipts } from '@dwa/db/schema/index';
import {
  ANSWERABLE_RECEIPT,
  ANSWERED_RECEIPTS_SHOWN,
  type ReceiptEvent,
  receiptTransition,
  type SellerReceipt,
  type SellerReceiptList,
} from '@dwa/domain/receipts';
import { and, asc, desc, eq, ne } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError, notFound } from '../../../lib/http-error.ts';
import { sellerReceiptView } from './receipt-view.ts';

const receiptNotFound = () => notFound('errors.notFound.receipt');
const alreadyAnswered = () => new HttpError(409, 'conflict', 'errors.receipts.answered');

/** GET /api/seller/receipts. Only buyers' requests: a payment's receipt needs no answer. */
export async function listSellerReceipts(
  db: Db,
  origin: string,
  sellerId: string,
): Promise<SellerReceiptList> {
  const own = and(eq(receipts.sellerId, sellerId), eq(receipts.source, ANSWERABLE_RECEIPT.source));
  const [requested, answered] = await Promise.all([
    db
      .select()
      .from(receipts)
      .where(and(own, eq(receipts.status, ANSWERABLE_RECEIPT.status)))
      .orderBy(asc(receipts.createdAt), asc(receipts.id)),
    db
      .select()
      .from(receipts)
      .where(and(own, ne(receipts.status, ANSWERABLE_RECEIPT.status)))
      .orderBy(desc(receipts.createdAt), desc(receipts.id))
      .limit(ANSWERED_RECEIPTS_SHOWN),
  ]);
  return {
    requested: requested.map((r) => sellerReceiptView(r, origin)),
    answered: answered.map((r) => sellerReceiptView(r, origin)),
  };
}

/** POST /api/seller/receipts/:id/confirm and /decline: requested → confirmed (with the amount
 * the seller names, else the buyer's) or declined, in one conditional UPDATE; when it changes
 * nothing, the receipt is either not this seller's (404) or already answered (409). */
export async function answerReceipt(
  deps: { db: Db; clock: Clock; origin: string },
  sellerId: string,
  id: string,
  answer: { event: ReceiptEvent; amountPesewas?: number | undefined },
): Promise<SellerReceipt> {
  const { db } = deps;
  const mine = and(eq(receipts.id, id), eq(receipts.sellerId, sellerId));
  // Only a buyer's request still waiting can be answered: the UPDATE below names that state.
  const transition = receiptTransition(
    ANSWERABLE_RECEIPT.status,
    answer.event,
    ANSWERABLE_RECEIPT.source,
  );
  if (!transition.ok) throw alreadyAnswered();
  const now = deps.clock.now();
  const [updated] = await db
    .update(receipts)
    .set({
      status: transition.to,
      ...(transition.stamp === 'confirmedAt' ? { confirmedAt: now } : { declinedAt: now }),
      ...(answer.event === 'confirm' && answer.amountPesewas !== undefined
        ? { amountPesewas: answer.amountPesewas }
        : {}),
    })
    .where(
      and(
        mine,
        eq(receipts.status, transition.from),
        eq(receipts.source, ANSWERABLE_RECEIPT.source),
      ),
    )
    .returning();
  if (updated) return sellerReceiptView(updated, deps.origin);
  const [existing] = await db.select({ id: receipts.id }).from(receipts).where(mine).limit(1);
  throw existing ? alreadyAnswered() : receiptNotFound();
}
