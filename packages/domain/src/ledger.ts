// The ledger's rules: every movement of money or boost credits is a transaction of
// signed rows that sums to zero in each unit, and every balance is a sum of rows, never a counter
// edited in place. The server writes a transaction in the same database transaction as the state
// change it records, keyed by (kind, reference) so a webhook that arrives twice, or a job that
// verifies a charge the webhook already applied, writes nothing the second time.
// Pure rules and builders; no I/O.

/** Money accounts hold pesewas; credit accounts hold boost credits (a unit of their own). */
export const LEDGER_ACCOUNTS = {
  /** Money that came in from, or went out to, mobile money wallets through the provider. */
  provider: 'pesewas',
  /** What the provider kept of a charge. */
  provider_fees: 'pesewas',
  /** Dwa's own money: net of completed charges, commission on deliveries. */
  platform: 'pesewas',
  /** What Dwa owes a rider (earnings not yet paid out). */
  rider_wallet: 'pesewas',
  /** A rider's payout asked for and not yet decided: held away from the wallet. */
  rider_payout_reserved: 'pesewas',
  /** Buy safely: buyers' money for paid orders, held until release, settlement or refund. */
  escrow: 'pesewas',
  /** What Dwa owes a seller for released orders, until the MoMo transfer is sent. */
  seller_payable: 'pesewas',
  /** A seller's boost credits. */
  seller_credits: 'credits',
  /** The other side of credits: issued when bought, returned when spent. */
  credits_issued: 'credits',
} as const;

export type LedgerAccount = keyof typeof LEDGER_ACCOUNTS;
/** The accounts as stored (`ledger_entries.account_type`). */
export const LEDGER_ACCOUNT_TYPES = Object.keys(LEDGER_ACCOUNTS) as LedgerAccount[];
export type LedgerUnit = (typeof LEDGER_ACCOUNTS)[LedgerAccount];

export const LEDGER_KINDS = [
  'charge',
  'credit_purchase',
  'credit_use',
  'rider_earning',
  'payout_reserve',
  'payout_release',
  'payout_sent',
  'reversal',
  'order_paid',
  'order_release',
  'order_settle',
  'order_refund',
  'seller_payout',
] as const;
export type LedgerKind = (typeof LEDGER_KINDS)[number];

export interface LedgerEntry {
  account: LedgerAccount;
  /** The seller or rider whose account it is; null for Dwa's own and the provider's. */
  ownerId: string | null;
  /** Whole pesewas or whole credits; positive adds to the account. */
  amount: number;
}

export interface LedgerTransaction {
  kind: LedgerKind;
  /** With `kind`, names the movement once: a payment or payout reference, a job id. */
  reference: string;
  entries: LedgerEntry[];
}

export class UnbalancedTransactionError extends Error {}

/** Throws unless every amount is a whole non-zero number and each unit sums to zero. */
export function assertBalanced(transaction: LedgerTransaction): LedgerTransaction {
  const { kind, reference, entries } = transaction;
  if (entries.length < 2) {
    throw new UnbalancedTransactionError(`${kind} ${reference}: fewer than two entries`);
  }
  const sums = new Map<LedgerUnit, number>();
  for (const entry of entries) {
    if (!Number.isSafeInteger(entry.amount) || entry.amount === 0) {
      throw new UnbalancedTransactionError(`${kind} ${reference}: amount ${entry.amount}`);
    }
    const unit = LEDGER_ACCOUNTS[entry.account];
    sums.set(unit, (sums.get(unit) ?? 0) + entry.amount);
  }
  for (const [unit, sum] of sums) {
    if (sum !== 0) {
      throw new UnbalancedTransactionError(`${kind} ${reference}: ${unit} sum to ${sum}`);
    }
  }
  return transaction;
}

/** A completed charge: gross in from the payer's wallet, the provider's fee, Dwa's net. */
export function chargeTransaction(charge: {
  reference: string;
  grossPesewas: number;
  feePesewas: number;
}): LedgerTransaction {
  const { reference, grossPesewas, feePesewas } = charge;
  if (feePesewas < 0 || feePesewas > grossPesewas) {
    throw new UnbalancedTransactionError(
      `charge ${reference}: fee ${feePesewas} of ${grossPesewas}`,
    );
  }
  const entries: LedgerEntry[] = [
    { account: 'provider', ownerId: null, amount: -grossPesewas },
    { account: 'platform', ownerId: null, amount: grossPesewas - feePesewas },
  ];
  if (feePesewas > 0) entries.push({ account: 'provider_fees', ownerId: null, amount: feePesewas });
  return assertBalanced({ kind: 'charge', reference, entries });
}

/** Credits a paid pack brings the seller (the money is the pack's own charge transaction). */
export function creditPurchaseTransaction(purchase: {
  reference: string;
  sellerId: string;
  credits: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'credit_purchase',
    reference: purchase.reference,
    entries: [
      { account: 'seller_credits', ownerId: purchase.sellerId, amount: purchase.credits },
      { account: 'credits_issued', ownerId: null, amount: -purchase.credits },
    ],
  });
}

/** Credits spent on a boost (reference: the boost's id). */
export function creditUseTransaction(use: {
  reference: string;
  sellerId: string;
  credits: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'credit_use',
    reference: use.reference,
    entries: [
      { account: 'seller_credits', ownerId: use.sellerId, amount: -use.credits },
      { account: 'credits_issued', ownerId: null, amount: use.credits },
    ],
  });
}

/** Whole pesewas of a fee Dwa keeps as commission, rounded half up (basis points: 1500 = 15 %). */
export function commissionPesewas(feePesewas: number, commissionBasisPoints: number): number {
  if (!Number.isSafeInteger(feePesewas) || feePesewas < 0) {
    throw new RangeError(`fee must be whole pesewas: ${feePesewas}`);
  }
  if (!Number.isInteger(commissionBasisPoints) || commissionBasisPoints < 0) {
    throw new RangeError(`commission must be whole basis points: ${commissionBasisPoints}`);
  }
  return Math.min(feePesewas, Math.floor((feePesewas * commissionBasisPoints + 5_000) / 10_000));
}

/** A completed delivery: the quoted fee, less Dwa's commission, becomes the rider's (the fee
 * itself came in through a charge already credited to the platform). */
export function riderEarningTransaction(job: {
  reference: string;
  riderId: string;
  feePesewas: number;
  commissionBasisPoints: number;
}): LedgerTransaction {
  return riderCreditTransaction({
    reference: job.reference,
    riderId: job.riderId,
    earningPesewas: job.feePesewas - commissionPesewas(job.feePesewas, job.commissionBasisPoints),
  });
}

/** A completed delivery's earning as fixed when the job was requested (decision 040: the rider
 * accepts a job knowing what it pays; a later change of the commission does not alter it). */
export function riderCreditTransaction(job: {
  reference: string;
  riderId: string;
  earningPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'rider_earning',
    reference: job.reference,
    entries: [
      { account: 'platform', ownerId: null, amount: -job.earningPesewas },
      { account: 'rider_wallet', ownerId: job.riderId, amount: job.earningPesewas },
    ],
  });
}

/** A payout asked for: the amount leaves the wallet at once, held until an admin decides. */
export function payoutReserveTransaction(payout: {
  reference: string;
  riderId: string;
  amountPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'payout_reserve',
    reference: payout.reference,
    entries: [
      { account: 'rider_wallet', ownerId: payout.riderId, amount: -payout.amountPesewas },
      { account: 'rider_payout_reserved', ownerId: payout.riderId, amount: payout.amountPesewas },
    ],
  });
}

/** A payout rejected, or its transfer failed or reversed: the held amount returns. */
export function payoutReleaseTransaction(payout: {
  reference: string;
  riderId: string;
  amountPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'payout_release',
    reference: payout.reference,
    entries: [
      { account: 'rider_payout_reserved', ownerId: payout.riderId, amount: -payout.amountPesewas },
      { account: 'rider_wallet', ownerId: payout.riderId, amount: payout.amountPesewas },
    ],
  });
}

/** A payout's transfer succeeded: the held amount is out, to the rider's wallet. */
export function payoutSentTransaction(payout: {
  reference: string;
  riderId: string;
  amountPesewas: number;
}): LedgerTransaction {
  return assertBalanced({
    kind: 'payout_sent',
    reference: payout.reference,
    entries: [
      { account: 'rider_payout_reserved', ownerId: payout.riderId, amount: -payout.amountPesewas },
      { account: 'provider', ownerId: null, amount: payout.amountPesewas },
    ],
  });
}

/** Undoes a transaction row for row (a charge the provider reversed): the reversal's reference
 * names what it reverses, so it too is written once. */
export function reversalOf(transaction: LedgerTransaction): LedgerTransaction {
  return assertBalanced({
    kind: 'reversal',
    reference: `${transaction.kind}:${transaction.reference}`,
    entries: transaction.entries.map((e) => ({ ...e, amount: -e.amount })),
  });
}

/** Balances by account and owner (`account:owner`), summed from rows. */
export function balancesOf(entries: readonly LedgerEntry[]): Map<string, number> {
  const balances = new Map<string, number>();
  for (const { account, ownerId, amount } of entries) {
    const key = `${account}:${ownerId ?? ''}`;
    balances.set(key, (balances.get(key) ?? 0) + amount);
  }
  return balances;
}
