// The ledger check on the admin's Mobile Money screen: the check `npm run ledger:check` runs
// (contexts/money/ledger/ledger-check.ts: every movement balances per unit, no wallet or credits below
// zero, every applied payment has its ledger movement), as {ok, problems, summary}.
import type { Db } from '@dwa/db/client';
import type { LedgerCheck, LedgerProblemCode } from '@dwa/domain/admin/money';
import { type LedgerProblemCode as CheckCode, reviewLedger } from '../../money/public.ts';

// The contract names every code the check can report, and nothing else.
type Same<A, B> = [A] extends [B] ? ([B] extends [A] ? true : never) : never;
const codesMatch: Same<CheckCode, LedgerProblemCode> = true;
void codesMatch;

export async function runLedgerCheck(db: Db, now: Date): Promise<LedgerCheck> {
  const { problems, summary } = await reviewLedger(db);
  return { ok: problems.length === 0, problems, summary, checkedAt: now.toISOString() };
}
