// Mobile money wallets, one per seller and per rider (momo_wallets, by user type). Saving is an
// upsert in one statement, so two saves racing still leave one row (the (user_type, user_id)
// unique); a new number or network makes the wallet 'pending' again and drops the provider's code,
// because whatever verified the old one (a payout) says nothing about the new one. The provider's
// transfer recipient (recipient-codes.ts) names number, network and name: any change drops it.
import type { Db } from '@dwa/db/client';
import { momoWallets } from '@dwa/db/schema/index';
import type { MomoNetwork, UserType } from '@dwa/domain/enums';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';

export async function upsertMomoWallet(
  deps: { db: Db; clock: Clock },
  owner: { userType: UserType; userId: string },
  input: { phone: string; network: MomoNetwork; accountName: string | null },
): Promise<typeof momoWallets.$inferSelect> {
  const now = deps.clock.now();
  const changed = sql`(${momoWallets.phone} is distinct from excluded.phone
    or ${momoWallets.network} is distinct from excluded.network)`;
  const [row] = await deps.db
    .insert(momoWallets)
    .values({ ...owner, ...input, status: 'pending', updatedAt: now })
    .onConflictDoUpdate({
      target: [momoWallets.userType, momoWallets.userId],
      set: {
        phone: sql`excluded.phone`,
        network: sql`excluded.network`,
        accountName: sql`excluded.account_name`,
        status: sql`case when ${changed} then 'pending' else ${momoWallets.status} end`,
        providerCode: sql`case when ${changed} then null else ${momoWallets.providerCode} end`,
        recipientCode: sql`case when ${changed}
          or ${momoWallets.accountName} is distinct from excluded.account_name
          then null else ${momoWallets.recipientCode} end`,
        updatedAt: now,
      },
    })
    .returning();
  if (!row) throw new Error('wallet upsert returned nothing');
  return row;
}
