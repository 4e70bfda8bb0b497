// The seller's mobile money wallet (one per seller, momo_wallets user_type 'seller'). Saving is an
// upsert; a new number or network makes the wallet 'pending' again, because whatever verified
// the old one (a payout, later) says nothing about the new one.
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import type { Wallet, WalletUpdateSchema } from '@dwa/domain/seller-profile';
import { and, eq, sql } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../lib/clock.ts';

const ownedBy = (sellerId: string) =>
  and(eq(momoWallets.userType, 'seller'), eq(momoWallets.userId, sellerId));

function toWallet(row: typeof momoWallets.$inferSelect): Wallet {
  return {
    phone: row.phone,
    network: row.network as MomoNetwork,
    accountName: row.accountName,
    status: row.status as Wallet['status'],
  };
}

export async function getWallet(db: Db, sellerId: string): Promise<Wallet | null> {
  const [row] = await db.select().from(momoWallets).where(ownedBy(sellerId)).limit(1);
  return row ? toWallet(row) : null;
}

export async function saveWallet(
  deps: { db: Db; clock: Clock },
  sellerId: string,
  input: z.output<typeof WalletUpdateSchema>,
): Promise<Wallet> {
  const now = deps.clock.now();
  // One statement, so two saves racing still leave one row (the (user_type, user_id) unique).
  const changed = sql`(${momoWallets.phone} is distinct from excluded.phone
    or ${momoWallets.network} is distinct from excluded.network)`;
  const [row] = await deps.db
    .insert(momoWallets)
    .values({
      userType: 'seller',
      userId: sellerId,
      phone: input.phone,
      network: input.network,
      accountName: input.accountName,
      status: 'pending',
      updatedAt: now,
    })
    .onConflictDoUpdate({
      target: [momoWallets.userType, momoWallets.userId],
      set: {
        phone: sql`excluded.phone`,
        network: sql`excluded.network`,
        accountName: sql`excluded.account_name`,
        status: sql`case when ${changed} then 'pending' else ${momoWallets.status} end`,
        // The provider's code belongs to the old network; payouts look it up again.
        providerCode: sql`case when ${changed} then null else ${momoWallets.providerCode} end`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('wallet upsert returned nothing');
  return toWallet(row);
}
