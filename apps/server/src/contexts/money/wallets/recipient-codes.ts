// The provider's transfer recipient for a MoMo wallet (Paystack's `RCP_…`), kept on the wallet
// row (momo_wallets.recipient_code) so a payout does not create it again. In the database, not in
// a process: every instance reuses the same code, and when the provider answers that it does not
// know the code any more, dropping it there is seen by all of them (a code kept in memory stayed
// wrong until a restart). Each write is conditional, so two instances racing cannot store a code
// for a wallet that changed meanwhile, or drop a code another instance has just replaced.
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import { and, eq, sql } from 'drizzle-orm';

export type Wallet = typeof momoWallets.$inferSelect;

/** Keeps `code` for the wallet as it was read (same number, network and name). */
export async function keepRecipientCode(db: Db, wallet: Wallet, code: string): Promise<void> {
  await db
    .update(momoWallets)
    .set({ recipientCode: code })
    .where(
      and(
        eq(momoWallets.id, wallet.id),
        eq(momoWallets.phone, wallet.phone),
        eq(momoWallets.network, wallet.network),
        sql`${momoWallets.accountName} is not distinct from ${wallet.accountName}`,
      ),
    );
}

/** Forgets `code`, unless another code has replaced it already. */
export async function dropRecipientCode(db: Db, walletId: string, code: string): Promise<void> {
  await db
    .update(momoWallets)
    .set({ recipientCode: null })
    .where(and(eq(momoWallets.id, walletId), eq(momoWallets.recipientCode, code)));
}
