// picked_up → delivered, by the job's rider, proven by the recipient's 4-digit code, or, after
// MAX_WRONG_CODES wrong codes, by a photo taken in the app. The job row is locked while a code
// is checked, so wrong codes are counted one by one and no burst of guesses gets past the limit.
import { randomUUID, timingSafeEqual } from 'node:crypto';
import type { Db } from '@dwa/db/client';
import { deliveryJobs } from '@dwa/db/schema/index';
import { MAX_WRONG_CODES, type RiderJob } from '@dwa/domain/deliveries';
import {
  canDeliveryJob,
  deliveryJobFrom,
  deliveryJobStep,
  deliveryJobTo,
} from '@dwa/domain/delivery-job';
import { and, eq, inArray, sql } from 'drizzle-orm';
import type { Clock } from '../../../lib/clock.ts';
import { HttpError } from '../../../lib/http-error.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import type { PhotoVariant } from '../../catalog/public.ts';
import { deletePhoto, type EncodedPhoto, storePhoto } from '../../catalog/public.ts';
import type { Tx } from '../../money/public.ts';
import { recordJobEvent } from './job-events.ts';
import { findRiderJob, type JobRef, jobMoved, ownJob } from './rider-jobs.service.ts';

const codeLocked = () => new HttpError(409, 'conflict', 'errors.deliveries.codeLocked');

function sameCode(typed: string, expected: string | null): boolean {
  if (expected === null || typed.length !== expected.length) return false;
  return timingSafeEqual(Buffer.from(typed), Buffer.from(expected));
}

async function markDelivered(
  tx: Tx,
  job: { id: string },
  riderId: string,
  proof: { proofCode: string } | { proofPhotoVariants: PhotoVariant[]; proofPhotoKey: string },
  now: Date,
) {
  const [done] = await tx
    .update(deliveryJobs)
    .set({ status: deliveryJobTo('deliver'), deliveredAt: now, ...proof })
    .where(
      and(
        eq(deliveryJobs.id, job.id),
        eq(deliveryJobs.riderId, riderId),
        inArray(deliveryJobs.status, [...deliveryJobFrom('deliver')]),
      ),
    )
    .returning({ id: deliveryJobs.id });
  if (!done) throw jobMoved();
  await recordJobEvent(tx, {
    jobId: job.id,
    ...deliveryJobStep('deliver'),
    actor: { type: 'rider', id: riderId },
    at: now,
  });
}

export async function deliverWithCode(
  deps: { db: Db; clock: Clock },
  riderId: string,
  ref: JobRef,
  code: string,
): Promise<RiderJob> {
  const now = deps.clock.now();
  const outcome = await deps.db.transaction(async (tx) => {
    const job = await ownJob(tx, riderId, ref);
    // A repeat of the same move: the job already reached the step's target with this code.
    if (job.status === deliveryJobTo('deliver') && job.proofCode === code) return 'delivered';
    if (!canDeliveryJob(job.status, 'deliver')) throw jobMoved();
    if (job.wrongCodes >= MAX_WRONG_CODES) throw codeLocked();
    if (!sameCode(code, job.deliveryCode)) {
      // Counted and committed before the refusal is answered.
      await tx
        .update(deliveryJobs)
        .set({ wrongCodes: sql`${deliveryJobs.wrongCodes} + 1` })
        .where(eq(deliveryJobs.id, job.id));
      return 'wrong';
    }
    await markDelivered(tx, job, riderId, { proofCode: code }, now);
    return 'delivered';
  });
  if (outcome === 'wrong') {
    throw new HttpError(400, 'validation_failed', undefined, { code: 'deliveries.codeWrong' });
  }
  return findRiderJob(deps.db, riderId, ref);
}

/** The photo is stored first (outside the transaction: files are slow), then the job moves; if
 * it cannot, the files go again, so no photo is left without its job. */
export async function deliverWithPhoto(
  deps: { db: Db; clock: Clock; storage: ObjectStorage },
  riderId: string,
  ref: JobRef,
  photo: EncodedPhoto,
): Promise<RiderJob> {
  const now = deps.clock.now();
  const variants = await storePhoto(deps.storage, `deliveries/${randomUUID()}`, photo);
  try {
    await deps.db.transaction(async (tx) => {
      const job = await ownJob(tx, riderId, ref);
      if (!canDeliveryJob(job.status, 'deliver')) throw jobMoved();
      if (job.wrongCodes < MAX_WRONG_CODES) {
        throw new HttpError(409, 'conflict', 'errors.deliveries.photoNotAllowed');
      }
      const key = variants[0]?.key ?? '';
      await markDelivered(
        tx,
        job,
        riderId,
        { proofPhotoVariants: variants, proofPhotoKey: key },
        now,
      );
    });
  } catch (error) {
    await deletePhoto(deps.storage, variants);
    throw error;
  }
  return findRiderJob(deps.db, riderId, ref);
}
