// Writing and reading the ledger (decision 039). A transaction's rows go in together, inside the
// caller's database transaction, so the movement and the state change it records commit or roll
// back as one. (kind, reference, account) is unique: a movement already written is not written
// again, and the caller learns it was there (a repeated webhook, a job racing the webhook).
import type { Db } from '@dwa/db/client';
import { ledgerRows } from '@dwa/db/ledger-rows';
import { ledgerEntries } from '@dwa/db/schema/index';
import type { LedgerAccount, LedgerTransaction } from '@dwa/domain/ledger';
import { and, eq, sql } from 'drizzle-orm';

export type Tx = Parameters<Parameters<Db['transaction']>[0]>[0];

/** True when written now; false when the same movement was already in the ledger. */
export async function recordTransaction(
  tx: Db | Tx,
  transaction: LedgerTransaction,
  links: { at: Date; paymentId?: string; payoutId?: string },
): Promise<boolean> {
  const rows = ledgerRows(transaction, links);
  const written = await tx
    .insert(ledgerEntries)
    .values(rows)
    .onConflictDoNothing({
      target: [ledgerEntries.kind, ledgerEntries.reference, ledgerEntries.accountType],
    })
    .returning({ id: ledgerEntries.id });
  if (written.length === rows.length) return true;
  if (written.length === 0) return false;
  // Some rows of a movement were there and some not: two different movements share a key.
  throw new Error(`ledger: ${transaction.kind} ${transaction.reference} was partly written before`);
}

/** The balance of one account (credits or pesewas, by account). */
export async function balanceOf(
  db: Db | Tx,
  account: LedgerAccount,
  ownerId: string | null,
): Promise<number> {
  const [row] = await db
    .select({ sum: sql<string | null>`sum(${ledgerEntries.amountPesewas})` })
    .from(ledgerEntries)
    .where(
      and(
        eq(ledgerEntries.accountType, account),
        ownerId === null
          ? sql`${ledgerEntries.accountId} is null`
          : eq(ledgerEntries.accountId, ownerId),
      ),
    );
  return Number(row?.sum ?? 0);
}

/** A seller's boost credits as an SQL expression (for selects that list sellers). */
export const sellerCreditsSql = (sellerId: unknown) =>
  sql<number>`(select coalesce(sum(${ledgerEntries.amountPesewas}), 0)::int from ${ledgerEntries}
    where ${ledgerEntries.accountType} = 'seller_credits' and ${ledgerEntries.accountId} = ${sellerId})`;
