// The seller's mobile money wallet (one per seller, momo_wallets user_type 'seller'); saving is
// wallets/momo-wallets.ts's upsert (a new number or network is 'pending' again).
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import type { MomoNetwork } from '@dwa/domain/enums';
import type { Wallet, WalletUpdateSchema } from '@dwa/domain/seller-profile';
import { and, eq } from 'drizzle-orm';
import type { z } from 'zod';
import type { Clock } from '../../../lib/clock.ts';
import { upsertMomoWallet } from '../../money/public.ts';

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
  return toWallet(await upsertMomoWallet(deps, { userType: 'seller', userId: sellerId }, input));
}
