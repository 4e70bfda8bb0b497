// A released order pays its seller (decision 066): what Dwa owes (`seller_payable`) goes to the
// seller's MoMo wallet through the provider's transfer, the existing path riders' payouts take.
// No admin approves it: the release was the decision. One payout per order (unique), claimed
// `queued → sent` by a conditional update before the provider is called, with the payout's id as
// the transfer's reference, so neither a second instance nor a retry pays twice. The ledger
// moves when the transfer succeeded (its own answer, the webhook or the verify pass, whichever
// first); a failed one stays owed and waits for an admin's retry.
import type { Db } from '@dwa/db/client';
import { momoWallets, sellerPayouts, sellers } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import { sellerPayoutTransaction } from '@dwa/domain/order-ledger';
import { and, asc, eq, lt, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { recordTransaction, type Tx } from '../ledger/ledger.service.ts';
import {
  type PaymentProvider,
  ProviderError,
  RecipientInvalidError,
  type TransferOutcome,
} from '../payments/provider.ts';
import { dropRecipientCode, keepRecipientCode } from '../wallets/recipient-codes.ts';

export interface SellerPayoutDeps {
  db: Db;
  clock: Clock;
  provider: PaymentProvider;
  log?: { warn(obj: object, msg: string): void; error(obj: object, msg: string): void };
}

/** What the seller's MoMo statement shows (a brand name, the same in every language). */
export const SELLER_TRANSFER_REASON = 'Dwa sale';
/** A transfer unanswered this long is asked about (the webhook usually comes in seconds). */
export const VERIFY_SELLER_PAYOUT_AFTER_MS = 3 * 60 * 1000;
const BATCH = 20;

/** Queued in the transaction that released the order. */
export async function queueSellerPayout(
  tx: Db | Tx,
  payout: { sellerId: string; orderId: string; amountPesewas: number; at: Date },
) {
  await tx
    .insert(sellerPayouts)
    .values({
      sellerId: payout.sellerId,
      orderId: payout.orderId,
      amountPesewas: payout.amountPesewas,
      createdAt: payout.at,
      updatedAt: payout.at,
    })
    .onConflictDoNothing({ target: sellerPayouts.orderId });
}

/** Paid: the transfer went through; what Dwa owed the seller is out. Once. */
export async function markSellerPayoutPaid(
  deps: Pick<SellerPayoutDeps, 'db' | 'clock'>,
  id: string,
): Promise<'applied' | 'already'> {
  const at = deps.clock.now();
  return deps.db.transaction(async (tx) => {
    const [paid] = await tx
      .update(sellerPayouts)
      .set({ status: 'paid', failureReason: null, updatedAt: at })
      .where(and(eq(sellerPayouts.id, id), eq(sellerPayouts.status, 'sent')))
      .returning();
    if (!paid) return 'already';
    await recordTransaction(
      tx,
      sellerPayoutTransaction({
        reference: paid.id,
        sellerId: paid.sellerId,
        amountPesewas: paid.amountPesewas,
      }),
      { at },
    );
    return 'applied';
  });
}

/** Failed: nothing left the provider; the money stays owed (seller_payable) for a retry. */
export async function markSellerPayoutFailed(
  deps: Pick<SellerPayoutDeps, 'db' | 'clock'>,
  id: string,
  reason: string,
): Promise<'applied' | 'already'> {
  const [failed] = await deps.db
    .update(sellerPayouts)
    .set({ status: 'failed', failureReason: reason.slice(0, 300), updatedAt: deps.clock.now() })
    .where(and(eq(sellerPayouts.id, id), eq(sellerPayouts.status, 'sent')))
    .returning({ id: sellerPayouts.id });
  return failed ? 'applied' : 'already';
}

/** The queued payouts to the provider (the payouts task every minute, and right after a
 * release). Answers how many were paid at once. */
export async function sendQueuedSellerPayouts(deps: SellerPayoutDeps): Promise<number> {
  const due = await deps.db
    .select({ id: sellerPayouts.id })
    .from(sellerPayouts)
    .where(eq(sellerPayouts.status, 'queued'))
    .orderBy(asc(sellerPayouts.createdAt))
    .limit(BATCH);
  let paid = 0;
  for (const { id } of due) {
    if ((await sendSellerPayout(deps, id)) === 'success') paid++;
  }
  return paid;
}

async function sendSellerPayout(deps: SellerPayoutDeps, id: string) {
  const now = deps.clock.now();
  const [claimed] = await deps.db
    .update(sellerPayouts)
    .set({
      status: 'sent',
      attempts: sql`${sellerPayouts.attempts} + 1`,
      sentAt: now,
      updatedAt: now,
    })
    .where(and(eq(sellerPayouts.id, id), eq(sellerPayouts.status, 'queued')))
    .returning();
  if (!claimed) return null;
  const [row] = await deps.db
    .select({ wallet: momoWallets, name: sellers.businessName })
    .from(sellers)
    .leftJoin(
      momoWallets,
      and(eq(momoWallets.userType, 'seller'), eq(momoWallets.userId, sellers.id)),
    )
    .where(eq(sellers.id, claimed.sellerId));
  if (!row?.wallet) {
    await markSellerPayoutFailed(deps, id, 'The seller has no MoMo wallet saved.');
    return 'failed';
  }
  let outcome: TransferOutcome;
  try {
    outcome = await transfer(deps, row.wallet, row.name, claimed);
  } catch (error) {
    if (!(error instanceof ProviderError)) throw error;
    // Refused outright: nothing was sent. Unanswered: the transfer may exist; the verify pass
    // asks the provider, which knows.
    if (error.kind === 'rejected' || error.kind === 'credentials') {
      await markSellerPayoutFailed(deps, id, error.message);
      return 'failed';
    }
    deps.log?.warn({ payout: id, kind: error.kind }, 'seller payout transfer unanswered');
    return null;
  }
  if (outcome.status === 'success') await markSellerPayoutPaid(deps, id);
  else if (outcome.status === 'failed') await markSellerPayoutFailed(deps, id, outcome.reason);
  return outcome.status;
}

async function transfer(
  deps: SellerPayoutDeps,
  wallet: typeof momoWallets.$inferSelect,
  shop: string,
  payout: typeof sellerPayouts.$inferSelect,
) {
  const fresh = async () => {
    const code = await deps.provider.createRecipient({
      name: wallet.accountName ?? shop,
      phoneE164: wallet.phone,
      network: wallet.network as MomoNetwork,
    });
    await keepRecipientCode(deps.db, wallet, code);
    return code;
  };
  const send = (recipientCode: string) =>
    deps.provider.transfer({
      reference: payout.id,
      amountPesewas: payout.amountPesewas,
      recipientCode,
      reason: SELLER_TRANSFER_REASON,
    });
  if (wallet.recipientCode === null) return send(await fresh());
  try {
    return await send(wallet.recipientCode);
  } catch (error) {
    if (!(error instanceof RecipientInvalidError)) throw error;
    await dropRecipientCode(deps.db, wallet.id, wallet.recipientCode);
    return send(await fresh());
  }
}

/** Sent a while ago and still unanswered: the provider says what became of the transfer. */
export async function verifySentSellerPayouts(deps: SellerPayoutDeps): Promise<number> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: sellerPayouts.id })
    .from(sellerPayouts)
    .where(
      and(
        eq(sellerPayouts.status, 'sent'),
        lt(sellerPayouts.sentAt, new Date(now.getTime() - VERIFY_SELLER_PAYOUT_AFTER_MS)),
      ),
    )
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    let outcome: TransferOutcome;
    try {
      outcome = await deps.provider.verifyTransfer(id);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind !== 'rejected') continue;
      // The provider does not know the transfer: it was never made.
      outcome = { status: 'failed', reason: error.message };
    }
    const result =
      outcome.status === 'success'
        ? await markSellerPayoutPaid(deps, id)
        : outcome.status === 'failed'
          ? await markSellerPayoutFailed(deps, id, outcome.reason)
          : 'already';
    if (result === 'applied') settled++;
  }
  return settled;
}

/** An admin's retry of a failed payout: queued again. */
export async function retrySellerPayout(db: Db | Tx, id: string, at: Date): Promise<boolean> {
  const [moved] = await db
    .update(sellerPayouts)
    .set({ status: 'queued', failureReason: null, updatedAt: at })
    .where(and(eq(sellerPayouts.id, id), eq(sellerPayouts.status, 'failed')))
    .returning({ id: sellerPayouts.id });
  return moved !== undefined;
}
