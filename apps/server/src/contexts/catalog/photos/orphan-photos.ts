// Product photo files that no row points at. A save stores its photos before the transaction
// that writes their rows (save-product.service.ts) and deletes them again if it fails; a
// process killed between the two (kill -9, a crash, a lost machine) cannot, and a half-written
// file (`….tmp` on disk) stays too. Measured by `npm run bench -- durability`: a few files per
// kill. This sweep finds such files under products/ and deletes them once they are old enough
// that no save in flight can still be about to commit their rows.
import type { Db } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';

/** Far longer than any save (a request is cut off long before): a younger file may be a save's
 * whose transaction has not committed yet. */
export const ORPHAN_MIN_AGE_MS = 60 * 60 * 1000;
/** Older files were already judged by the hourly runs since they were written (72 of them), so
 * only the window between is looked up: each batch of keys costs a scan of product_images'
 * variants, which at a large catalogue must not be paid for every photo every hour. An orphan
 * left while no instance swept for three days stays (a few files per crash). */
export const ORPHAN_MAX_AGE_MS = 3 * 24 * 60 * 60 * 1000;
const PREFIX = 'products/';
const BATCH = 500;

export interface OrphanSweepResult {
  listed: number;
  deleted: string[];
}

/** The keys of `keys` some product_images row references. */
async function referenced(db: Db, keys: string[]): Promise<Set<string>> {
  const found = await db.execute(
    sql`select distinct v->>'key' as key from product_images i,
          jsonb_array_elements(i.variants) v
        where v->>'key' in ${keys}`,
  );
  return new Set((rowsOf(found) as { key: string }[]).map((r) => r.key));
}

export async function sweepOrphanPhotos(
  deps: { db: Db; storage: ObjectStorage; clock: Clock },
  minAgeMs = ORPHAN_MIN_AGE_MS,
): Promise<OrphanSweepResult> {
  const { storage } = deps;
  if (!storage.list) return { listed: 0, deleted: [] };
  const before = deps.clock.now().getTime() - minAgeMs;
  const since = deps.clock.now().getTime() - ORPHAN_MAX_AGE_MS;
  const deleted: string[] = [];
  let listed = 0;
  let batch: string[] = [];
  const flush = async () => {
    if (batch.length === 0) return;
    const kept = await referenced(deps.db, batch);
    for (const key of batch) {
      if (kept.has(key)) continue;
      await storage.delete(key);
      deleted.push(key);
    }
    batch = [];
  };
  for await (const object of storage.list(PREFIX)) {
    listed++;
    const modified = object.lastModified.getTime();
    if (modified > before || modified < since) continue;
    batch.push(object.key);
    if (batch.length >= BATCH) await flush();
  }
  await flush();
  return { listed, deleted };
}

/** Hourly, once across all instances (it lists every product photo). */
export const orphanPhotoSweepTask = (deps: {
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  log: { info(obj: object, msg: string): void };
}): TaskDefinition => ({
  name: 'maintenance.orphan-photos',
  cron: '23 * * * *',
  expireInSeconds: 15 * 60,
  handler: async () => {
    const result = await sweepOrphanPhotos(deps);
    if (result.deleted.length > 0) {
      deps.log.info(
        { listed: result.listed, deleted: result.deleted.length },
        'orphan photo files deleted',
      );
    }
  },
});
