// Dwa's share of a delivery fee, from the admins' settings (key `delivery_commission`, basis
// points), 20 % otherwise. A setting that is not a whole number from 0 to 10,000 is ignored: a
// typo in the back office must not take a rider's whole fee or pay more than it.
import type { Db } from '@dwa/db/client';
import { settings } from '@dwa/db/schema/index';
import {
  DEFAULT_DELIVERY_COMMISSION_BASIS_POINTS,
  DELIVERY_COMMISSION_SETTING,
} from '@dwa/domain/deliveries';
import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../money/public.ts';

const BasisPoints = z.number().int().min(0).max(10_000);

export async function deliveryCommissionBasisPoints(db: Db | Tx): Promise<number> {
  const [row] = await db
    .select({ value: settings.value })
    .from(settings)
    .where(eq(settings.key, DELIVERY_COMMISSION_SETTING));
  const parsed = BasisPoints.safeParse(row?.value);
  return parsed.success ? parsed.data : DEFAULT_DELIVERY_COMMISSION_BASIS_POINTS;
}
