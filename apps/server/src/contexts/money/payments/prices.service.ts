// What sellers pay, from the admin's settings (key `prices`), the spec's defaults otherwise. A
// setting that does not read as prices is ignored (and logged by the caller): a typo in the back
// office must not make verification free or boosting impossible.
import type { Db } from '@dwa/db/client';
import { settings } from '@dwa/db/schema/index';
import { DEFAULT_PRICES, type Prices, PricesSchema } from '@dwa/domain/payments';
import { eq } from 'drizzle-orm';
import type { Tx } from '../ledger/ledger.service.ts';

export const PRICES_SETTING = 'prices';

export async function getPrices(db: Db | Tx): Promise<Prices> {
  const [row] = await db.select().from(settings).where(eq(settings.key, PRICES_SETTING));
  if (!row) return DEFAULT_PRICES;
  const parsed = PricesSchema.safeParse(row.value);
  return parsed.success ? parsed.data : DEFAULT_PRICES;
}
