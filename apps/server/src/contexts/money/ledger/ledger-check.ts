// The ledger check behind `npm run ledger:check` (decision 039): reads every ledger row
// and every payment and says, in plain words, what does not add up. Read-only; it lives beside
// ledger.service.ts because it answers for the same rows the screens read through balanceOf.
// Everything is loaded into memory: fine for the sizes Dwa has (a row is ~100 bytes), and it lets
// the balances be recomputed with the domain's own balancesOf, independently of SQL.
import type { Db } from '@dwa/db/client';
import { ledgerEntries, orders, payments } from '@dwa/db/schema/index';
import {
  balancesOf,
  LEDGER_ACCOUNT_TYPES,
  LEDGER_ACCOUNTS,
  type LedgerAccount,
  type LedgerEntry,
} from '@dwa/domain/ledger';
import { isOrderHeld, type OrderStatus } from '@dwa/domain/order-machine';
import { sql } from 'drizzle-orm';

export type LedgerProblemCode =
  | 'unknown_account'
  | 'unsafe_amount'
  | 'unbalanced'
  | 'account_owner'
  | 'negative_balance'
  | 'balance_mismatch'
  | 'payment_amounts'
  | 'charge_missing'
  | 'charge_mismatch'
  | 'charge_not_success'
  | 'charge_without_payment'
  | 'credits_missing'
  | 'credits_mismatch'
  | 'credits_not_paid'
  | 'escrow_mismatch'
  | 'order_ending';

export interface LedgerProblem {
  code: LedgerProblemCode;
  /** What it is about: a movement (`charge dwa_…`), an account (`seller_credits:<id>`), a payment. */
  subject: string;
  message: string;
}

export interface LedgerSummary {
  rows: number;
  /** Distinct (kind, reference). */
  movements: number;
  /** Distinct account and owner. */
  accounts: number;
  successfulPayments: number;
  /** The sum of completed nets: the admin's Platform Revenue. */
  platformRevenuePesewas: number;
}

/** Balances that stand for something owed or held: below zero means money or credits appeared
 * from nowhere (a boost paid with credits the seller never had, a payout above the wallet). */
const NEVER_NEGATIVE: LedgerAccount[] = [
  'seller_credits',
  'rider_wallet',
  'rider_payout_reserved',
  'seller_payable',
  'escrow',
];
/** Accounts of one seller or rider; the others are Dwa's or the provider's and have no owner. */
const OWNED = new Set<string>(NEVER_NEGATIVE.filter((a) => a !== 'escrow'));

type Row = { kind: string; reference: string; account: string; ownerId: string | null };
type Payment = typeof payments.$inferSelect;
type Expected = Map<string, number>;

const key = (account: string, ownerId: string | null) => `${account}:${ownerId ?? ''}`;
/** `provider -5000, provider_fees +98, platform +4902`: accounts in the domain's order. */
const describe = (amounts: Expected) => {
  const rank = (k: string) => LEDGER_ACCOUNT_TYPES.indexOf(k.split(':')[0] as LedgerAccount);
  const sorted = [...amounts].sort(([a], [b]) => rank(a) - rank(b) || a.localeCompare(b));
  if (sorted.length === 0) return 'nothing';
  return sorted.map(([k, v]) => `${k.replace(/:$/, '')} ${v > 0 ? '+' : ''}${v}`).join(', ');
};

export async function checkLedger(db: Db): Promise<LedgerProblem[]> {
  return (await reviewLedger(db)).problems;
}

/** The problems and the figures the CLI prints. */
export async function reviewLedger(
  db: Db,
): Promise<{ problems: LedgerProblem[]; summary: LedgerSummary }> {
  const [rows, paid, sums, held] = await Promise.all([
    db
      .select({
        account: ledgerEntries.accountType,
        ownerId: ledgerEntries.accountId,
        amount: ledgerEntries.amountPesewas,
        kind: ledgerEntries.kind,
        reference: ledgerEntries.reference,
      })
      .from(ledgerEntries)
      // A stable order, so the problems come out in the same order every run.
      .orderBy(ledgerEntries.kind, ledgerEntries.reference, ledgerEntries.accountType),
    db.select().from(payments).orderBy(payments.createdAt, payments.reference),
    // What balanceOf sums, for every account at once; as text so no digit is lost on the way.
    db
      .select({
        account: ledgerEntries.accountType,
        ownerId: ledgerEntries.accountId,
        sum: sql<string>`sum(${ledgerEntries.amountPesewas})::text`,
      })
      .from(ledgerEntries)
      .groupBy(ledgerEntries.accountType, ledgerEntries.accountId)
      .orderBy(ledgerEntries.accountType, ledgerEntries.accountId),
    db
      .select({
        id: orders.id,
        status: orders.status,
        total: orders.totalPesewas,
        refund: orders.refundPesewas,
        paidAt: orders.paidAt,
      })
      .from(orders)
      .orderBy(orders.createdAt, orders.id),
  ]);
  const problems: LedgerProblem[] = [];
  const movements = groupMovements(rows);
  problems.push(...checkRows(rows), ...checkMovements(movements));

  const balances = balancesOf(rows as LedgerEntry[]);
  problems.push(...checkBalances(balances, sums), ...checkPayments(paid, movements));
  problems.push(...checkOrders(held, balances.get('escrow:') ?? 0, movements));

  // Buyers' payments for orders are held for the seller, not Dwa's revenue.
  const succeeded = paid.filter((p) => p.status === 'success' && p.purpose !== 'order');
  return {
    problems,
    summary: {
      rows: rows.length,
      movements: movements.size,
      accounts: balances.size,
      successfulPayments: succeeded.length,
      platformRevenuePesewas: succeeded.reduce((sum, p) => sum + amountsOf(p).net, 0),
    },
  };
}

function groupMovements<R extends Row & { amount: number }>(rows: R[]) {
  const movements = new Map<string, R[]>();
  for (const row of rows) {
    const id = `${row.kind} ${row.reference}`;
    const rowsOfMovement = movements.get(id);
    if (rowsOfMovement) rowsOfMovement.push(row);
    else movements.set(id, [row]);
  }
  return movements;
}

function checkRows(rows: (Row & { amount: number })[]): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const row of rows) {
    const subject = `${row.kind} ${row.reference}`;
    if (!(row.account in LEDGER_ACCOUNTS)) {
      problems.push({
        code: 'unknown_account',
        subject,
        message: `unknown account ${row.account}`,
      });
    } else if (OWNED.has(row.account) !== (row.ownerId !== null)) {
      problems.push({
        code: 'account_owner',
        subject,
        message: OWNED.has(row.account)
          ? `${row.account} row without the seller or rider it belongs to`
          : `${row.account} row names an owner (${row.ownerId}); it is not anyone's account`,
      });
    }
    if (!Number.isSafeInteger(row.amount)) {
      problems.push({
        code: 'unsafe_amount',
        subject,
        message: `amount ${row.amount} on ${row.account} is beyond what is counted exactly`,
      });
    }
  }
  return problems;
}

/** Each movement sums to zero in each unit: pesewas apart from credits. */
function checkMovements(movements: Map<string, (Row & { amount: number })[]>): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const [subject, rows] of movements) {
    const sums = new Map<string, number>();
    for (const row of rows) {
      const unit = LEDGER_ACCOUNTS[row.account as LedgerAccount];
      if (unit) sums.set(unit, (sums.get(unit) ?? 0) + row.amount);
    }
    for (const [unit, sum] of sums) {
      if (sum !== 0) {
        problems.push({
          code: 'unbalanced',
          subject,
          message: `its ${unit} rows sum to ${sum} instead of 0 (${describe(amountsByAccount(rows))})`,
        });
      }
    }
  }
  return problems;
}

function checkBalances(
  balances: Map<string, number>,
  sums: { account: string; ownerId: string | null; sum: string }[],
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  for (const [account, balance] of balances) {
    const [type, owner] = account.split(':') as [LedgerAccount, string];
    if (NEVER_NEGATIVE.includes(type) && balance < 0) {
      const unit = LEDGER_ACCOUNTS[type];
      problems.push({
        code: 'negative_balance',
        subject: account,
        message: `${type} of ${owner} is ${balance} ${unit}: below zero`,
      });
    }
  }
  // The SQL sums (what the screens show) against the rows summed here, both ways round. Exact:
  // a JavaScript sum that lost digits past 2^53 is a difference the screens would show.
  const seen = new Set<string>();
  for (const { account, ownerId, sum } of sums) {
    const id = key(account, ownerId);
    seen.add(id);
    const recomputed = balances.get(id);
    if (recomputed === undefined || BigInt(recomputed) !== BigInt(sum)) {
      problems.push({
        code: 'balance_mismatch',
        subject: id,
        message: `the database sums it to ${sum}, its rows recomputed give ${recomputed ?? 'nothing'}`,
      });
    }
  }
  for (const [id, balance] of balances) {
    if (!seen.has(id)) {
      problems.push({
        code: 'balance_mismatch',
        subject: id,
        message: `its rows recomputed give ${balance}, the database has no sum for it`,
      });
    }
  }
  return problems;
}

/** A payment's gross (what the payer paid: the price, plus the fee when the payer bore it), fee
 * and net; rows from before migration 0012 recorded neither fee nor net (no fee kept), rows from
 * before 0018 no gross (the price, as no fee was passed on then). */
function amountsOf(payment: Payment) {
  const gross = payment.paidPesewas ?? payment.amountPesewas;
  const fee = payment.feePesewas ?? 0;
  return { gross, fee, net: payment.netPesewas ?? gross - fee };
}

function amountsByAccount(rows: (Row & { amount: number })[]): Expected {
  const amounts: Expected = new Map();
  for (const row of rows) {
    const id = key(row.account, row.ownerId);
    const total = (amounts.get(id) ?? 0) + row.amount;
    if (total === 0) amounts.delete(id);
    else amounts.set(id, total);
  }
  return amounts;
}

const sameAmounts = (a: Expected, b: Expected) =>
  a.size === b.size && [...a].every(([k, v]) => b.get(k) === v);

function checkPayments(
  paid: Payment[],
  movements: Map<string, (Row & { amount: number })[]>,
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  // A movement's effect is its rows plus any reversal of it (reference `<kind>:<reference>`).
  const effect = (kind: string, reference: string) =>
    amountsByAccount([
      ...(movements.get(`${kind} ${reference}`) ?? []),
      ...(movements.get(`reversal ${kind}:${reference}`) ?? []),
    ]);
  const has = (kind: string, reference: string) => movements.has(`${kind} ${reference}`);
  const references = new Set(paid.map((p) => p.reference));

  for (const payment of paid) {
    const subject = `payment ${payment.reference}`;
    const { gross, fee, net } = amountsOf(payment);
    // A buyer's payment comes into escrow (order_paid); every other one is Dwa's (charge).
    const order = payment.purpose === 'order';
    const chargeKind = order ? 'order_paid' : 'charge';
    const charge = effect(chargeKind, payment.reference);
    const credits = effect('credit_purchase', payment.reference);
    if (payment.status !== 'success') {
      if (charge.size > 0) {
        problems.push({
          code: 'charge_not_success',
          subject,
          message: `is ${payment.status} but the ledger has its charge (${describe(charge)})`,
        });
      }
      if (credits.size > 0) {
        problems.push({
          code: 'credits_not_paid',
          subject,
          message: `is ${payment.status} but the seller got its credits (${describe(credits)})`,
        });
      }
      continue;
    }
    if (net !== gross - fee) {
      problems.push({
        code: 'payment_amounts',
        subject,
        message: `net ${net} is not paid ${gross} less fee ${fee}`,
      });
    }
    const expected: Expected = new Map([['provider:', -gross]]);
    if (order) {
      expected.set('escrow:', payment.amountPesewas);
      if (net !== payment.amountPesewas) expected.set('platform:', net - payment.amountPesewas);
    } else {
      expected.set('platform:', net);
    }
    if (fee > 0) expected.set('provider_fees:', fee);
    if (!has(chargeKind, payment.reference)) {
      problems.push({
        code: 'charge_missing',
        subject,
        message: `succeeded (${gross} pesewas) but the ledger has no charge for it`,
      });
    } else if (!sameAmounts(charge, expected)) {
      problems.push({
        code: 'charge_mismatch',
        subject,
        message: `its charge is ${describe(charge)}; the payment says ${describe(expected)}`,
      });
    }
    problems.push(...checkCredits(payment, credits, has('credit_purchase', payment.reference)));
  }

  for (const id of movements.keys()) {
    const [kind, reference = ''] = id.split(' ');
    if ((kind === 'charge' || kind === 'order_paid') && !references.has(reference)) {
      problems.push({
        code: 'charge_without_payment',
        subject: id,
        message: 'money came in for a payment that does not exist',
      });
    }
  }
  return problems;
}

/** A paid pack gives exactly the pack's credits to the seller who paid; nothing else does. */
function checkCredits(payment: Payment, credits: Expected, written: boolean): LedgerProblem[] {
  const subject = `payment ${payment.reference}`;
  if (payment.purpose !== 'boost') {
    return credits.size > 0
      ? [
          {
            code: 'credits_not_paid',
            subject,
            message: `is for ${payment.purpose} but the seller got credits (${describe(credits)})`,
          },
        ]
      : [];
  }
  const pack = Number(payment.metadata.credits);
  const expected: Expected = new Map([
    [key('seller_credits', payment.sellerId), pack],
    ['credits_issued:', -pack],
  ]);
  if (!written) {
    return [
      {
        code: 'credits_missing',
        subject,
        message: `paid for ${payment.metadata.credits} credits but the seller got none`,
      },
    ];
  }
  if (!Number.isSafeInteger(pack) || pack <= 0 || !sameAmounts(credits, expected)) {
    return [
      {
        code: 'credits_mismatch',
        subject,
        message: `the pack is ${payment.metadata.credits} credits; the ledger gave ${describe(credits)}`,
      },
    ];
  }
  return [];
}

type OrderRow = {
  id: string;
  status: string;
  total: number;
  refund: number | null;
  paidAt: Date | null;
};

/** The movement each way an order ends writes, under the order's id. */
const ENDINGS: Partial<Record<OrderStatus, string>> = {
  released: 'order_release',
  settled: 'order_settle',
  refunded: 'order_refund',
};

/** Escrow holds exactly the totals of the orders still held; each order that was paid and has
 * ended wrote its ending once, and a held order has none. */
function checkOrders(
  list: OrderRow[],
  escrow: number,
  movements: Map<string, (Row & { amount: number })[]>,
): LedgerProblem[] {
  const problems: LedgerProblem[] = [];
  let held = 0;
  for (const order of list) {
    const status = order.status as OrderStatus;
    const endings = Object.values(ENDINGS).filter((k) => movements.has(`${k} ${order.id}`));
    if (isOrderHeld(status)) {
      held += order.total;
      if (endings.length > 0) {
        problems.push({
          code: 'order_ending',
          subject: `order ${order.id}`,
          message: `is ${status} but the ledger ended it (${endings.join(', ')})`,
        });
      }
      continue;
    }
    const ending = ENDINGS[status];
    const expected = ending && order.paidAt ? [ending] : [];
    if (endings.join() !== expected.join()) {
      problems.push({
        code: 'order_ending',
        subject: `order ${order.id}`,
        message: `is ${status}; the ledger ended it with ${endings.join(', ') || 'nothing'}, expected ${expected.join(', ') || 'nothing'}`,
      });
    }
  }
  if (held !== escrow) {
    problems.push({
      code: 'escrow_mismatch',
      subject: 'escrow',
      message: `escrow holds ${escrow} pesewas; the orders still held total ${held}`,
    });
  }
  return problems;
}
