// The settings table as the back office reads and writes it: one row per key (jsonb), a
// revision per group of settings, and one lock for every save, so two admins' saves run one
// after the other and the second, made from the older revision, is refused (409).
import type { Db } from '@dwa/db/client';
import { settings } from '@dwa/db/schema/index';
import { inArray, sql } from 'drizzle-orm';
import { HttpError } from '../../../lib/http-error.ts';
import type { Tx } from '../../money/public.ts';

export type SettingsGroup = 'platform' | 'money';

const REVISION_KEY: Record<SettingsGroup, string> = {
  platform: 'settings_revision_platform',
  money: 'settings_revision_money',
};
export const LAUNCHED_AT_KEY = 'launched_at';

/** The stored values of `keys` (absent keys are missing from the map). */
export async function readKeys(db: Db | Tx, keys: readonly string[]) {
  const rows = await db
    .select({ key: settings.key, value: settings.value })
    .from(settings)
    .where(inArray(settings.key, [...keys]));
  return new Map(rows.map((r) => [r.key, r.value]));
}

export async function readRevisions(db: Db | Tx) {
  const values = await readKeys(db, Object.values(REVISION_KEY));
  const of = (group: SettingsGroup) => {
    const value = values.get(REVISION_KEY[group]);
    return typeof value === 'number' ? value : 0;
  };
  return { platform: of('platform'), money: of('money') };
}

/** Waits for any other settings save to commit (a transaction-scoped lock). */
export async function lockSettings(tx: Tx) {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtext('dwa settings save'))`);
}

/** Refuses a save made from an older revision of the group. */
export async function checkRevision(tx: Tx, group: SettingsGroup, expected: number) {
  const current = (await readRevisions(tx))[group];
  if (current !== expected) {
    throw new HttpError(409, 'conflict', 'errors.adminSettings.staleSave');
  }
  return current;
}

/** Inserts or replaces each key's value, and moves the group's revision on. */
export async function writeKeys(
  tx: Tx,
  group: SettingsGroup,
  revision: number,
  values: Record<string, unknown>,
  now: Date,
) {
  const rows = [
    ...Object.entries(values).map(([key, value]) => ({ key, value, updatedAt: now })),
    { key: REVISION_KEY[group], value: revision + 1, updatedAt: now },
  ];
  await tx
    .insert(settings)
    .values(rows)
    .onConflictDoUpdate({
      target: settings.key,
      set: { value: sql`excluded.value`, updatedAt: sql`excluded.updated_at` },
    });
}

/** A setting cleared in the back office is deleted (public reads then answer null). */
export async function deleteKeys(tx: Tx, keys: readonly string[]) {
  if (keys.length > 0) await tx.delete(settings).where(inArray(settings.key, [...keys]));
}
