// Buy safely's settings (admins' money settings; decision 066): Dwa's commission, the largest
// order and the three timers. A stored value that is not a whole number in its range is
// ignored for its default: a typo in the back office must not take a seller's whole price,
// allow an order no MoMo wallet can pay, or release money before the buyer could look.
import type { Db } from '@dwa/db/client';
import { settings } from '@dwa/db/schema/index';
import { ORDER_TIMERS } from '@dwa/domain/order-machine';
import { ORDER_MONEY_SETTINGS } from '@dwa/domain/order-money';
import { inArray } from 'drizzle-orm';
import { z } from 'zod';
import type { Tx } from '../../money/public.ts';

export interface OrderSettings {
  commissionBasisPoints: number;
  maxTotalPesewas: number;
  paymentMinutes: number;
  acceptHours: number;
  releaseHours: number;
}

/** Each setting in the range the admins' form allows (the domain holds both). */
const ranged = <R extends { min: number; max: number }>(rule: R) => ({
  ...rule,
  range: z.number().int().min(rule.min).max(rule.max),
});
const RULES = {
  commissionBasisPoints: ranged(ORDER_MONEY_SETTINGS.commission),
  maxTotalPesewas: ranged(ORDER_MONEY_SETTINGS.maxTotal),
  paymentMinutes: ranged(ORDER_TIMERS.payment),
  acceptHours: ranged(ORDER_TIMERS.accept),
  releaseHours: ranged(ORDER_TIMERS.release),
} as const;

export async function orderSettings(db: Db | Tx): Promise<OrderSettings> {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(
      inArray(
        settings.key,
        Object.values(RULES).map((r) => r.setting),
      ),
    );
  const stored = new Map(rows.map((r) => [r.key, r.value]));
  const read = (rule: (typeof RULES)[keyof typeof RULES]) => {
    const parsed = rule.range.safeParse(stored.get(rule.setting));
    return parsed.success ? parsed.data : rule.defaultValue;
  };
  return {
    commissionBasisPoints: read(RULES.commissionBasisPoints),
    maxTotalPesewas: read(RULES.maxTotalPesewas),
    paymentMinutes: read(RULES.paymentMinutes),
    acceptHours: read(RULES.acceptHours),
    releaseHours: read(RULES.releaseHours),
  };
}
