// Platform Settings: read everything the screen shows; save the public group
// (contacts, banner, live link, business hours: `settings`) or the money group (prices and the
// delivery commission and Buy safely's commission: `money`). A save writes only the keys whose value changed, with an audit
// row naming each changed field's before and after, in one transaction under the settings lock;
// a save made from an older revision is refused (409).

import type { Db } from '@dwa/db/client';
import type { AuditChange } from '@dwa/domain/admin/audit';
import {
  type AdminSettings,
  type MoneySettings,
  type MoneySettingsUpdateSchema,
  type PlatformSettings,
  type PlatformSettingsUpdateSchema,
  PUBLIC_SETTING_KEYS,
  type PublicSettingField,
} from '@dwa/domain/admin/settings';
import { DELIVERY_COMMISSION_SETTING } from '@dwa/domain/deliveries';
import { ORDER_TIMERS } from '@dwa/domain/order-machine';
import { ORDER_MONEY_SETTINGS } from '@dwa/domain/order-money';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { readPlatformSettings } from '../../catalog/public.ts';
import { deliveryCommissionBasisPoints } from '../../deliveries/public.ts';
import { getPrices, PRICES_SETTING } from '../../money/public.ts';
import { orderSettings } from '../../orders/public.ts';
import {
  checkRevision,
  deleteKeys,
  LAUNCHED_AT_KEY,
  lockSettings,
  readKeys,
  readRevisions,
  writeKeys,
} from './settings-store.ts';

type Deps = { db: Db; clock: Clock };

async function readMoney(db: Parameters<typeof getPrices>[0]): Promise<MoneySettings> {
  const [prices, commission, orders] = await Promise.all([
    getPrices(db),
    deliveryCommissionBasisPoints(db),
    orderSettings(db),
  ]);
  return {
    prices,
    deliveryCommissionBasisPoints: commission,
    orderCommissionBasisPoints: orders.commissionBasisPoints,
    orderMaxTotalPesewas: orders.maxTotalPesewas,
    orderPaymentMinutes: orders.paymentMinutes,
    orderAcceptHours: orders.acceptHours,
    orderReleaseHours: orders.releaseHours,
  };
}

export async function getAdminSettings(db: Db): Promise<AdminSettings> {
  const [platform, money, revisions, launched] = await Promise.all([
    readPlatformSettings(db),
    readMoney(db),
    readRevisions(db),
    readKeys(db, [LAUNCHED_AT_KEY]),
  ]);
  const launchedAt = (launched.get(LAUNCHED_AT_KEY) as { at?: unknown } | undefined)?.at;
  return {
    platform,
    platformRevision: revisions.platform,
    money,
    moneyRevision: revisions.money,
    launchedAt: typeof launchedAt === 'string' ? launchedAt : null,
  };
}

const same = (a: unknown, b: unknown) => JSON.stringify(a) === JSON.stringify(b);

export async function updatePlatformSettings(
  deps: Deps,
  adminId: string,
  input: z.output<typeof PlatformSettingsUpdateSchema>,
): Promise<AdminSettings> {
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx);
    const revision = await checkRevision(tx, 'platform', input.revision);
    const current = await readPlatformSettings(tx);
    const before: Partial<PlatformSettings> = {};
    const after: Partial<PlatformSettings> = {};
    const writes: Record<string, unknown> = {};
    const cleared: string[] = [];
    for (const field of Object.keys(PUBLIC_SETTING_KEYS) as PublicSettingField[]) {
      const next = input[field];
      if (next === undefined || same(next, current[field])) continue;
      Object.assign(before, { [field]: current[field] });
      Object.assign(after, { [field]: next });
      if (next === null) cleared.push(PUBLIC_SETTING_KEYS[field]);
      else writes[PUBLIC_SETTING_KEYS[field]] = next;
    }
    if (Object.keys(after).length === 0) return;
    const now = deps.clock.now();
    await deleteKeys(tx, cleared);
    await writeKeys(tx, 'platform', revision, writes, now);
    await recordAdminAction(tx, {
      adminId,
      action: 'settings.update',
      targetType: 'settings',
      targetId: 'platform',
      before,
      after,
      at: now,
    });
  });
  return getAdminSettings(deps.db);
}

/** The changed price fields (verificationPesewas, creditPacks, …) and the commission. */
export async function updateMoneySettings(
  deps: Deps,
  adminId: string,
  input: z.output<typeof MoneySettingsUpdateSchema>,
): Promise<AdminSettings> {
  await deps.db.transaction(async (tx) => {
    await lockSettings(tx);
    const revision = await checkRevision(tx, 'money', input.revision);
    const current = await readMoney(tx);
    const before: AuditChange = {};
    const after: AuditChange = {};
    const writes: Record<string, unknown> = {};
    for (const key of Object.keys(input.prices) as (keyof MoneySettings['prices'])[]) {
      if (same(input.prices[key], current.prices[key])) continue;
      before[key] = current.prices[key];
      after[key] = input.prices[key];
      writes[PRICES_SETTING] = input.prices;
    }
    const commission = input.deliveryCommissionBasisPoints;
    if (commission !== current.deliveryCommissionBasisPoints) {
      before.deliveryCommissionBasisPoints = current.deliveryCommissionBasisPoints;
      after.deliveryCommissionBasisPoints = commission;
      writes[DELIVERY_COMMISSION_SETTING] = commission;
    }
    // Buy safely's settings: each one left out is unchanged (an older form sends none).
    const orderFields = [
      ['orderCommissionBasisPoints', ORDER_MONEY_SETTINGS.commission.setting],
      ['orderMaxTotalPesewas', ORDER_MONEY_SETTINGS.maxTotal.setting],
      ['orderPaymentMinutes', ORDER_TIMERS.payment.setting],
      ['orderAcceptHours', ORDER_TIMERS.accept.setting],
      ['orderReleaseHours', ORDER_TIMERS.release.setting],
    ] as const;
    for (const [field, setting] of orderFields) {
      const next = input[field];
      if (next === undefined || next === current[field]) continue;
      before[field] = current[field];
      after[field] = next;
      writes[setting] = next;
    }
    if (Object.keys(writes).length === 0) return;
    const now = deps.clock.now();
    await writeKeys(tx, 'money', revision, writes, now);
    await recordAdminAction(tx, {
      adminId,
      action: 'settings.money_update',
      targetType: 'settings',
      targetId: 'money',
      before,
      after,
      at: now,
    });
  });
  return getAdminSettings(deps.db);
}
