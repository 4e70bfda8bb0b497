// Product photos stored without a signature (before photo search existed, by a path that did not
// compute one, or with an older SIGNATURE_VERSION) get one at boot. Idempotent: a second run finds
// nothing to do, and on a freshly seeded database (the seed computes signatures) it is one query.
import type { Db } from '@dwa/db/client';
import {
  computeSignature,
  SIGNATURE_BYTES,
  SIGNATURE_VERSION,
} from '@dwa/db/images/photo-signature';
import { productImages } from '@dwa/db/schema/index';
import { eq, isNull, or, sql } from 'drizzle-orm';
import type { ObjectStorage } from '../../../storage/object-storage.ts';

const VERSION_HEX = SIGNATURE_VERSION.toString(16).padStart(2, '0');

/** Photos worked on at once (sharp decodes on its own threads; 2 keeps boot from hogging CPUs). */
const CONCURRENCY = 2;

async function readAll(storage: ObjectStorage, key: string): Promise<Buffer | null> {
  const object = await storage.get(key);
  if (!object) return null;
  const chunks: Buffer[] = [];
  for await (const chunk of object.body) chunks.push(Buffer.from(chunk as Uint8Array));
  return Buffer.concat(chunks);
}

export interface BackfillResult {
  updated: number;
  /** Photos whose file is missing or unreadable; they stay without a signature (not searchable). */
  skipped: number;
}

export async function backfillPhotoSignatures(
  db: Db,
  storage: ObjectStorage,
): Promise<BackfillResult> {
  const pending = await db
    .select({ id: productImages.id, variants: productImages.variants })
    .from(productImages)
    .where(
      or(
        isNull(productImages.signature),
        sql`length(${productImages.signature}) <> ${SIGNATURE_BYTES}`,
        // substring, not get_byte: get_byte fails on an empty value instead of answering.
        sql`substring(${productImages.signature} from 1 for 1) <> decode(${VERSION_HEX}, 'hex')`,
      ),
    );
  const result: BackfillResult = { updated: 0, skipped: 0 };
  let next = 0;
  const worker = async () => {
    while (next < pending.length) {
      const image = pending[next++]!;
      // The largest variant, as at upload: the same pixels the seed and uploads sign.
      const largest = [...image.variants].sort((a, b) => b.width - a.width)[0];
      const data = largest ? await readAll(storage, largest.key) : null;
      const signature = data ? await computeSignature(data).catch(() => null) : null;
      if (!signature) {
        result.skipped++;
        continue;
      }
      await db.update(productImages).set({ signature }).where(eq(productImages.id, image.id));
      result.updated++;
    }
  };
  await Promise.all(Array.from({ length: CONCURRENCY }, worker));
  return result;
}
