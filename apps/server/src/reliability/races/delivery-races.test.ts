// Delivery steps that must happen once, fired 50 times at once (races): fifty riders
// accepting one job, fifty confirmations of one delivery, confirmations racing the auto-complete
// job. One winner, one rider credit; every other answer a clean refusal.
import {
  deliveryJobEvents,
  deliveryJobs,
  ledgerEntries,
  notificationLog,
  riders,
} from '@dwa/db/schema/index';
import { AUTO_COMPLETE_AFTER_MS } from '@dwa/domain/deliveries';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { autoCompleteDeliveries } from '../../contexts/deliveries/deliveries/auto-complete.task.ts';
import { balanceOf } from '../../contexts/money/ledger/ledger.service.ts';
import { fixedClock } from '../../lib/clock.ts';
import { signedInSeller } from '../../testing/catalog/test-requests.ts';
import {
  askForRider,
  deliver,
  riderPost,
  workingRider,
} from '../../testing/deliveries/delivery-test-kit.ts';
import type { TestApp } from '../../testing/test-app.ts';
import { createRaceApp, expectOneWinner, fire, RACERS } from './race-kit.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createRaceApp(clock);
});
afterAll(() => t.close());

const jobRow = async (id: string) =>
  (await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, id)))[0]!;
const eventsOf = async (jobId: string) =>
  (await t.db.select().from(deliveryJobEvents).where(eq(deliveryJobEvents.jobId, jobId)))
    .map((e) => e.toStatus)
    .sort();
const riderRow = async (id: string) =>
  (await t.db.select().from(riders).where(eq(riders.id, id)))[0]!;
const confirm = (cookie: string, jobId: string) =>
  t.app.inject({
    method: 'POST',
    url: `/api/seller/deliveries/${jobId}/confirm`,
    headers: { cookie },
    payload: { rating: 5 },
  });

describe('a job is accepted once', () => {
  it('of 50 riders accepting one job at once, one wins; 49 hear it is taken', async () => {
    const seller = await signedInSeller(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    const crowd = await fire(RACERS, () => workingRider(t, {}, clock));
    const answers = await fire(RACERS, (i) =>
      riderPost(t, crowd[i]!.cookie, `/api/rider/jobs/${job.id}/accept`),
    );
    const [won] = expectOneWinner(answers, 200, [409]);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(new Set(lost.map((a) => a.json().error.message))).toEqual(
      new Set(['Job already taken']),
    );
    const winner = crowd[answers.indexOf(won!)]!;
    expect(await jobRow(job.id)).toMatchObject({ status: 'accepted', riderId: winner.rider.id });
    expect(await eventsOf(job.id)).toEqual(['accepted', 'requested']);
  });
});

describe('a job is completed and paid once', () => {
  /** A job delivered by a working rider for a GH₵ 20 fee (the rider earns GH₵ 16). */
  async function delivered() {
    const seller = await signedInSeller(t, {}, clock);
    const { rider, cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie, { fee: '20' });
    await deliver(t, cookie, job.id);
    return { seller, rider, job };
  }

  async function expectPaidOnce(riderId: string, jobId: string) {
    expect((await jobRow(jobId)).status).toBe('completed');
    const credits = await t.db
      .select()
      .from(ledgerEntries)
      .where(eq(ledgerEntries.reference, jobId));
    expect(credits.filter((e) => e.accountType === 'rider_wallet')).toHaveLength(1);
    expect(await balanceOf(t.db, 'rider_wallet', riderId)).toBe(1600);
    expect((await riderRow(riderId)).completedDeliveries).toBe(1);
    expect((await eventsOf(jobId)).filter((s) => s === 'completed')).toHaveLength(1);
  }

  const completionMessages = async (riderId: string, jobId: string) =>
    (
      await t.db
        .select()
        .from(notificationLog)
        .where(eq(notificationLog.whatsappNumber, (await riderRow(riderId)).whatsappNumber))
    ).filter((m) => m.dedupeKey === `rider_job_completed:${jobId}`);

  it('of 50 confirmations at once, one completes the job; the rider is paid and told once', async () => {
    const { seller, rider, job } = await delivered();
    const answers = await fire(RACERS, () => confirm(seller.cookie, job.id));
    const [won] = expectOneWinner(answers, 200, [409]);
    expect(won!.json()).toMatchObject({ status: 'completed' });
    await expectPaidOnce(rider.id, job.id);
    expect((await riderRow(rider.id)).ratingCount).toBe(1);
    expect(await completionMessages(rider.id, job.id)).toHaveLength(1);
  });

  it('50 confirmations racing the auto-complete job on 5 instances: one completion, one credit', async () => {
    const { seller, rider, job } = await delivered();
    clock.advance(AUTO_COMPLETE_AFTER_MS + 60_000);
    const [answers, runs] = await Promise.all([
      fire(RACERS, () => confirm(seller.cookie, job.id)),
      fire(5, () => autoCompleteDeliveries(t.db, clock)),
    ]);
    const byJob = runs.reduce((n, done) => n + done, 0);
    const bySeller = answers.filter((a) => a.statusCode === 200).length;
    expect(byJob + bySeller).toBe(1);
    expectOneWinner(answers, 200, [409], bySeller);
    await expectPaidOnce(rider.id, job.id);
  });
});
