// A ledger transaction (packages/domain/src/ledger.ts) as the rows `ledger_entries` stores: one
// mapping for the server, the demo data and the test factories.
import { assertBalanced, type LedgerTransaction } from '@dwa/domain/ledger';
import type { ledgerEntries } from './schema/index.ts';

export function ledgerRows(
  transaction: LedgerTransaction,
  links: { at: Date; paymentId?: string | null; payoutId?: string | null },
): (typeof ledgerEntries.$inferInsert)[] {
  const { kind, reference, entries } = assertBalanced(transaction);
  return entries.map((e) => ({
    accountType: e.account,
    accountId: e.ownerId,
    amountPesewas: e.amount,
    kind,
    reference,
    paymentId: links.paymentId ?? null,
    payoutId: links.payoutId ?? null,
    createdAt: links.at,
  }));
}
