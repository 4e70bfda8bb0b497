// The ledger check on a real database: a ledger written as the server writes it is clean, and
// each kind of corruption (written straight into the tables, past the domain's builders) is
// reported once, in words, about the right movement, account or payment.
import { randomUUID } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { ledgerRows } from '@dwa/db/ledger-rows';
import { ledgerEntries, payments } from '@dwa/db/schema/index';
import { buildRider, buildSeller } from '@dwa/db/testing/factories';
import { createTestDatabase, type TestDatabase } from '@dwa/db/testing/test-database';
import {
  chargeTransaction,
  creditPurchaseTransaction,
  creditUseTransaction,
  type LedgerTransaction,
  payoutReserveTransaction,
  reversalOf,
  riderEarningTransaction,
} from '@dwa/domain/ledger';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { answer, buy, VERIFICATION } from '../../../testing/money/payment-test-kit.ts';
import { createTestApp } from '../../../testing/test-app.ts';
import { checkLedger, type LedgerProblem, reviewLedger } from './ledger-check.ts';

let database: TestDatabase;
let db: Db;
beforeEach(async () => {
  database = await createTestDatabase();
  db = database.db;
});
afterEach(() => database.close());

const write = (transaction: LedgerTransaction) =>
  db.insert(ledgerEntries).values(ledgerRows(transaction, { at: new Date() }));
/** Rows as they are, unchecked: what a bug or a hand-edited table leaves. */
const writeRaw = (kind: string, reference: string, rows: [string, string | null, number][]) =>
  db.insert(ledgerEntries).values(
    rows.map(([accountType, accountId, amountPesewas]) => ({
      accountType,
      accountId,
      amountPesewas,
      kind,
      reference,
    })),
  );

/** A payment row; a success is 5000 with the simulator's fee of 98 unless told otherwise. */
async function payment(
  sellerId: string,
  overrides: Partial<typeof payments.$inferInsert> = {},
): Promise<typeof payments.$inferSelect> {
  const success = (overrides.status ?? 'success') === 'success';
  const [row] = await db
    .insert(payments)
    .values({
      sellerId,
      purpose: 'verification',
      amountPesewas: 5000,
      status: 'success',
      reference: `dwa_${randomUUID().slice(0, 8)}`,
      feePesewas: success ? 98 : null,
      netPesewas: success ? 4902 : null,
      expiresAt: new Date(),
      ...overrides,
    })
    .returning();
  return row!;
}

const charged = (p: typeof payments.$inferSelect) =>
  write(
    chargeTransaction({
      reference: p.reference,
      grossPesewas: p.amountPesewas,
      feePesewas: p.feePesewas ?? 0,
    }),
  );
const codes = (problems: LedgerProblem[]) => problems.map((p) => [p.code, p.subject]);

describe('a ledger written as the server writes it', () => {
  it('an empty ledger is clean', async () => {
    expect(await reviewLedger(db)).toEqual({
      problems: [],
      summary: {
        rows: 0,
        movements: 0,
        accounts: 0,
        successfulPayments: 0,
        platformRevenuePesewas: 0,
      },
    });
  });

  it('charges, a credit pack, credits spent, a rider paid and a reversed charge: no problem', async () => {
    const seller = await buildSeller(db, { boostCredits: 2 });
    const verification = await payment(seller.id);
    await charged(verification);
    const pack = await payment(seller.id, {
      purpose: 'boost',
      amountPesewas: 4500,
      feePesewas: 0,
      netPesewas: 4500,
      metadata: { credits: 5 },
    });
    await charged(pack);
    await write(
      creditPurchaseTransaction({ reference: pack.reference, sellerId: seller.id, credits: 5 }),
    );
    await write(creditUseTransaction({ reference: randomUUID(), sellerId: seller.id, credits: 7 }));
    await payment(seller.id, { status: 'failed', purpose: 'pro', failureReason: 'declined' });
    // Money taken, then given back by the provider: the payment is failed, the charge undone.
    const reversed = await payment(seller.id, { status: 'failed', purpose: 'pro' });
    const charge = chargeTransaction({
      reference: reversed.reference,
      grossPesewas: 5000,
      feePesewas: 98,
    });
    await write(charge);
    await write(reversalOf(charge));
    const rider = await buildRider(db);
    const job = { reference: randomUUID(), riderId: rider.id };
    await write(riderEarningTransaction({ ...job, feePesewas: 4000, commissionBasisPoints: 2000 }));
    await write(payoutReserveTransaction({ ...job, amountPesewas: 3200 }));

    const { problems, summary } = await reviewLedger(db);
    expect(problems).toEqual([]);
    expect(summary).toEqual({
      rows: 21,
      movements: 9,
      // provider, fees, platform, seller credits, credits issued, rider wallet, reserved.
      accounts: 7,
      successfulPayments: 2,
      platformRevenuePesewas: 4902 + 4500,
    });
  });

  it('payments made through the app and the simulator leave a clean ledger', async () => {
    const t = await createTestApp();
    try {
      const s = await signedInSeller(t);
      const items = [VERIFICATION, { ...VERIFICATION, item: 'credits', credits: 5 }];
      for (const item of items) {
        const { reference } = (await buy(t, s.cookie, item)).json();
        expect((await answer(t, reference, { answer: 'approve', pin: '1234' })).json()).toEqual({
          status: 'success',
        });
      }
      const declined = (await buy(t, s.cookie, { ...VERIFICATION, item: 'pro' })).json();
      await answer(t, declined.reference, { answer: 'decline' });
      const { problems, summary } = await reviewLedger(t.db);
      expect(problems).toEqual([]);
      // GH₵ 50 and GH₵ 45 less the simulator's 1.95 % (98 and 88 pesewas).
      expect(summary.platformRevenuePesewas).toBe(5000 - 98 + 4500 - 88);
    } finally {
      await t.close();
    }
  });
});

describe('what the check finds', () => {
  it('a movement that does not sum to zero, and the charge that then differs from its payment', async () => {
    const seller = await buildSeller(db);
    const p = await payment(seller.id);
    await writeRaw('charge', p.reference, [
      ['provider', null, -5000],
      ['platform', null, 4900],
    ]);
    const problems = await checkLedger(db);
    expect(problems).toEqual([
      {
        code: 'unbalanced',
        subject: `charge ${p.reference}`,
        message: 'its pesewas rows sum to -100 instead of 0 (provider -5000, platform +4900)',
      },
      {
        code: 'charge_mismatch',
        subject: `payment ${p.reference}`,
        message:
          'its charge is provider -5000, platform +4900; the payment says provider -5000, provider_fees +98, platform +4902',
      },
    ]);
  });

  it('credits and wallets below zero', async () => {
    const seller = await buildSeller(db, { boostCredits: 2 });
    await write(creditUseTransaction({ reference: 'boost-1', sellerId: seller.id, credits: 3 }));
    const rider = await buildRider(db);
    await write(
      payoutReserveTransaction({ reference: 'payout-1', riderId: rider.id, amountPesewas: 500 }),
    );
    expect(await checkLedger(db)).toEqual([
      {
        code: 'negative_balance',
        subject: `seller_credits:${seller.id}`,
        message: `seller_credits of ${seller.id} is -1 credits: below zero`,
      },
      {
        code: 'negative_balance',
        subject: `rider_wallet:${rider.id}`,
        message: `rider_wallet of ${rider.id} is -500 pesewas: below zero`,
      },
    ]);
  });

  it('a completed payment without its charge, and charges without a completed payment', async () => {
    const seller = await buildSeller(db);
    const unrecorded = await payment(seller.id);
    const failed = await payment(seller.id, { status: 'failed', purpose: 'pro' });
    await write(
      chargeTransaction({ reference: failed.reference, grossPesewas: 5000, feePesewas: 0 }),
    );
    await write(chargeTransaction({ reference: 'dwa_nobody', grossPesewas: 700, feePesewas: 0 }));
    const problems = await checkLedger(db);
    expect(codes(problems)).toEqual([
      ['charge_missing', `payment ${unrecorded.reference}`],
      ['charge_not_success', `payment ${failed.reference}`],
      ['charge_without_payment', 'charge dwa_nobody'],
    ]);
    expect(problems[1]?.message).toBe(
      'is failed but the ledger has its charge (provider -5000, platform +5000)',
    );
  });

  it('a pack whose credits differ from what was paid for, or never came, or came unpaid', async () => {
    const seller = await buildSeller(db);
    const boost = { purpose: 'boost' as const, metadata: { credits: 5 } };
    const short = await payment(seller.id, boost);
    await charged(short);
    await write(
      creditPurchaseTransaction({ reference: short.reference, sellerId: seller.id, credits: 4 }),
    );
    const other = await buildSeller(db);
    const elsewhere = await payment(seller.id, boost);
    await charged(elsewhere);
    await write(
      creditPurchaseTransaction({ reference: elsewhere.reference, sellerId: other.id, credits: 5 }),
    );
    const none = await payment(other.id, boost);
    await charged(none);
    const pending = await payment(other.id, { ...boost, status: 'pending' });
    await write(
      creditPurchaseTransaction({ reference: pending.reference, sellerId: other.id, credits: 5 }),
    );
    const problems = await checkLedger(db);
    expect(codes(problems)).toEqual([
      ['credits_mismatch', `payment ${short.reference}`],
      ['credits_mismatch', `payment ${elsewhere.reference}`],
      ['credits_missing', `payment ${none.reference}`],
      ['credits_not_paid', `payment ${pending.reference}`],
    ]);
    expect(problems[0]?.message).toBe(
      `the pack is 5 credits; the ledger gave seller_credits:${seller.id} +4, credits_issued -4`,
    );
  });

  it('a payment whose net is not its amount less the fee', async () => {
    const seller = await buildSeller(db);
    const p = await payment(seller.id, { netPesewas: 5000 });
    await write(chargeTransaction({ reference: p.reference, grossPesewas: 5000, feePesewas: 98 }));
    expect(await checkLedger(db)).toEqual([
      {
        code: 'payment_amounts',
        subject: `payment ${p.reference}`,
        message: 'net 5000 is not paid 5000 less fee 98',
      },
      {
        code: 'charge_mismatch',
        subject: `payment ${p.reference}`,
        message:
          'its charge is provider -5000, provider_fees +98, platform +4902; the payment says provider -5000, provider_fees +98, platform +5000',
      },
    ]);
  });

  it('an account without its owner, or with one it cannot have', async () => {
    await writeRaw('credit_purchase', 'orphan', [
      ['seller_credits', null, 3],
      ['credits_issued', randomUUID(), -3],
    ]);
    expect(codes(await checkLedger(db))).toEqual([
      ['account_owner', 'credit_purchase orphan'],
      ['account_owner', 'credit_purchase orphan'],
    ]);
  });

  it('a balance the database sums differently from its rows (amounts past 2^53)', async () => {
    const big = 2 ** 53;
    await writeRaw('charge', 'big', [
      ['provider', null, -big],
      ['platform', null, big],
    ]);
    await writeRaw('charge', 'one', [
      ['provider', null, -1],
      ['platform', null, 1],
    ]);
    const problems = (await checkLedger(db)).filter((p) => p.code === 'balance_mismatch');
    expect(problems).toEqual([
      {
        code: 'balance_mismatch',
        subject: 'platform:',
        message: `the database sums it to 9007199254740993, its rows recomputed give ${big}`,
      },
      {
        code: 'balance_mismatch',
        subject: 'provider:',
        message: `the database sums it to -9007199254740993, its rows recomputed give ${-big}`,
      },
    ]);
  });
});
