import {
  MOMO_NETWORKS,
  PAYMENT_PURPOSES,
  PAYMENT_STATUSES,
  USER_TYPES,
  WALLET_STATUSES,
} from '@dwa/domain/enums';
import { LEDGER_ACCOUNT_TYPES, LEDGER_KINDS } from '@dwa/domain/ledger';
import { PAYMENT_HOLD_REASONS } from '@dwa/domain/payments';
import { sql } from 'drizzle-orm';
import {
  bigint,
  check,
  index,
  integer,
  jsonb,
  pgTable,
  text,
  unique,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { createdAt, ghanaPhone, id, oneOf, tstz, updatedAt } from './helpers.ts';
import { products } from './products.ts';
import { sellers } from './sellers.ts';

/** A seller's or rider's mobile money wallet (one each). */
export const momoWallets = pgTable(
  'momo_wallets',
  {
    id: id(),
    userType: text('user_type').notNull(),
    userId: uuid('user_id').notNull(),
    phone: text('phone').notNull(),
    network: text('network').notNull(),
    accountName: text('account_name'),
    status: text('status').notNull().default('pending'),
    /** The payment provider's code for the network (e.g. Paystack MTN/VOD/ATL). */
    providerCode: text('provider_code'),
    /** The provider's transfer recipient for this wallet (Paystack's `RCP_…`), kept so a payout
     * need not create it again; dropped when the wallet changes or the provider forgets it. */
    recipientCode: text('recipient_code'),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('momo_wallets_user_type_check', t.userType, USER_TYPES),
    oneOf('momo_wallets_network_check', t.network, MOMO_NETWORKS),
    oneOf('momo_wallets_status_check', t.status, WALLET_STATUSES),
    ghanaPhone('momo_wallets_phone_e164', t.phone),
    unique('momo_wallets_owner_unique').on(t.userType, t.userId),
  ],
);

/** Every movement of money (pesewas) or boost credits, signed; the rows of one movement sum to
 * zero per unit (packages/domain/src/ledger.ts, decision 039). Balances are sums of these rows;
 * (kind, reference, account) makes each movement happen once. */
export const ledgerEntries = pgTable(
  'ledger_entries',
  {
    id: id(),
    accountType: text('account_type').notNull(),
    /** The seller or rider whose account it is; null for Dwa's and the provider's. */
    accountId: uuid('account_id'),
    /** Pesewas, or credits for the credit accounts (the column predates credits). */
    amountPesewas: bigint('amount_pesewas', { mode: 'number' }).notNull(),
    kind: text('kind').notNull(),
    reference: text('reference').notNull(),
    paymentId: uuid('payment_id'),
    payoutId: uuid('payout_id'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('ledger_entries_account_type_check', t.accountType, LEDGER_ACCOUNT_TYPES),
    oneOf('ledger_entries_kind_check', t.kind, LEDGER_KINDS),
    check('ledger_entries_amount_check', sql`${t.amountPesewas} <> 0`),
    unique('ledger_entries_idempotency').on(t.kind, t.reference, t.accountType),
    index('ledger_entries_account_idx').on(t.accountType, t.accountId, t.createdAt),
  ],
);

/** Charges to sellers (verification, Pro, boosts) through the payment provider. */
export const payments = pgTable(
  'payments',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    purpose: text('purpose').notNull(),
    amountPesewas: integer('amount_pesewas').notNull(),
    status: text('status').notNull().default('pending'),
    provider: text('provider').notNull().default('simulator'),
    reference: text('reference').notNull().unique(),
    providerStatus: text('provider_status'),
    phone: text('phone'),
    network: text('network'),
    metadata: jsonb('metadata').$type<Record<string, unknown>>().notNull().default({}),
    /** The Buy safely order a buyer pays (purpose `order`; orders.ts). */
    orderId: uuid('order_id'),
    /** What the payer's wallet was debited, what the provider kept and what Dwa received, once
     * the charge succeeded (or as reported, when it is held). With the provider's fees passed to
     * the payer, paid is the price plus the fee. */
    paidPesewas: integer('paid_pesewas'),
    feePesewas: integer('fee_pesewas'),
    netPesewas: integer('net_pesewas'),
    /** Why it failed (declined, insufficient_funds, timeout, provider's message). */
    failureReason: text('failure_reason'),
    /** Why it is held for review (PAYMENT_HOLD_REASONS), while status is 'held'. */
    heldReason: text('held_reason'),
    /** The provider's own instruction to the payer (Paystack's `display_text`), as given. */
    displayText: text('display_text'),
    /** No answer by then: the verify job asks the provider and settles it. */
    expiresAt: tstz('expires_at').notNull(),
    createdAt: createdAt(),
    confirmedAt: tstz('confirmed_at'),
    updatedAt: updatedAt(),
  },
  (t) => [
    oneOf('payments_purpose_check', t.purpose, PAYMENT_PURPOSES),
    oneOf('payments_status_check', t.status, PAYMENT_STATUSES),
    oneOf('payments_provider_check', t.provider, ['simulator', 'paystack']),
    check('payments_amount_check', sql`${t.amountPesewas} > 0`),
    index('payments_seller_idx').on(t.sellerId, t.createdAt),
    index('payments_created_idx').on(t.createdAt),
    index('payments_pending_idx').on(t.expiresAt).where(sql`${t.status} = 'pending'`),
    // One payment waiting per seller and purpose: a second tap cannot prompt the wallet twice.
    // (Buyers' payments to one shop are many at once; each order has its own limit below.)
    uniqueIndex('payments_one_pending')
      .on(t.sellerId, t.purpose)
      .where(sql`${t.status} = 'pending' and ${t.purpose} <> 'order'`),
    // One prompt waiting per order: a second tap cannot charge the buyer twice.
    uniqueIndex('payments_order_one_pending')
      .on(t.orderId)
      .where(sql`${t.status} = 'pending' and ${t.orderId} is not null`),
    check('payments_order_check', sql`(${t.purpose} = 'order') = (${t.orderId} is not null)`),
    // A held payment keeps the fee it was reported with, however large: that is why it is held.
    check(
      'payments_fee_check',
      sql`${t.feePesewas} is null or (${t.feePesewas} >= 0 and (${t.status} <> 'success' or ${t.feePesewas} <= coalesce(${t.paidPesewas}, ${t.amountPesewas})))`,
    ),
    oneOf('payments_held_reason_check', t.heldReason, PAYMENT_HOLD_REASONS),
    check('payments_paid_check', sql`${t.paidPesewas} is null or ${t.paidPesewas} >= 0`),
    check('payments_held_check', sql`(${t.status} = 'held') = (${t.heldReason} is not null)`),
  ],
);

export const boosts = pgTable(
  'boosts',
  {
    id: id(),
    productId: uuid('product_id')
      .notNull()
      .references(() => products.id, { onDelete: 'cascade' }),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at').notNull(),
    createdAt: createdAt(),
  },
  (t) => [
    check('boosts_period_check', sql`${t.endsAt} > ${t.startsAt}`),
    index('boosts_product_idx').on(t.productId, t.endsAt),
  ],
);

/** Verification (one-time fee, yearly validity) and Pro (monthly) periods of a seller. */
export const subscriptions = pgTable(
  'subscriptions',
  {
    id: id(),
    sellerId: uuid('seller_id')
      .notNull()
      .references(() => sellers.id, { onDelete: 'cascade' }),
    kind: text('kind').notNull(),
    paymentId: uuid('payment_id').references(() => payments.id, { onDelete: 'set null' }),
    startsAt: tstz('starts_at').notNull(),
    endsAt: tstz('ends_at'),
    createdAt: createdAt(),
  },
  (t) => [
    oneOf('subscriptions_kind_check', t.kind, ['verification', 'pro']),
    index('subscriptions_seller_idx').on(t.sellerId, t.kind),
  ],
);
