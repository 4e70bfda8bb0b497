// A rider's side of jobs: the board (zones, online only, own jobs), accepting (verified, online, in
// zone; 20 riders at once, one winner), moving only one's own job, the recipient's code (wrong
// codes counted, 5 at most, then a photo), and the auto-complete 24 hours after delivery.
import { randomUUID } from 'node:crypto';
import { deliveryJobEvents, deliveryJobs } from '@dwa/db/schema/index';
import { buildDeliveryJob } from '@dwa/db/testing/factories';
import { MAX_WRONG_CODES } from '@dwa/domain/deliveries';
import { eq } from 'drizzle-orm';
import sharp from 'sharp';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  askForRider,
  deliver,
  recipientCode,
  riderPost,
  workingRider,
} from '../../../testing/deliveries/delivery-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf } from '../../money/ledger/ledger.service.ts';
import { autoCompleteDeliveries } from './auto-complete.task.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
let seller: Awaited<ReturnType<typeof signedInSeller>>;
beforeAll(async () => {
  t = await createTestApp({ clock });
  seller = await signedInSeller(t, {}, clock);
});
afterAll(() => t.close());

const jobRow = async (id: string) =>
  (await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, id)))[0]!;
const board = async (cookie: string) =>
  (await t.app.inject({ url: '/api/rider/jobs', headers: { cookie } })).json();
const ids = (jobs: { id: string }[]) => jobs.map((j) => j.id);

describe('the job board', () => {
  it('lists open jobs in the rider’s zones only while online, without the recipient', async () => {
    const { cookie } = await workingRider(t, { serviceZones: ['kumasi'] }, clock);
    const here = await askForRider(t, seller.cookie, { zone: 'kumasi' });
    const there = await askForRider(t, seller.cookie, { zone: 'tamale' });
    const open = await board(cookie);
    expect(ids(open.newJobs)).toContain(here.id);
    expect(ids(open.newJobs)).not.toContain(there.id);
    const shown = open.newJobs.find((j: { id: string }) => j.id === here.id);
    expect(shown).toMatchObject({ recipient: null, earningsPesewas: 2000, feePesewas: 2500 });
    expect(JSON.stringify(open)).not.toContain('+233247654321');

    await t.app.inject({
      method: 'PUT',
      url: '/api/rider/availability',
      headers: { cookie },
      payload: { online: false },
    });
    const offline = await board(cookie);
    expect(offline).toMatchObject({ online: false, newJobs: [] });
  });

  it('shows the recipient to the rider who accepted, and the job in Assigned', async () => {
    const { cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    const res = await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'accepted',
      recipient: { name: 'Akosua Owusu', phone: '+233247654321' },
    });
    const mine = await board(cookie);
    expect(ids(mine.assigned)).toEqual([job.id]);
    expect(ids(mine.newJobs)).not.toContain(job.id);
  });

  it('moves a delivered job from Assigned to the top of History: Assigned and the dashboard’s active jobs agree', async () => {
    const { cookie } = await workingRider(t, {}, clock);
    const delivered = await askForRider(t, seller.cookie);
    const done = await askForRider(t, seller.cookie);
    const carrying = await askForRider(t, seller.cookie);
    await deliver(t, cookie, done.id);
    const confirmed = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${done.id}/confirm`,
      headers: { cookie: seller.cookie },
      payload: {},
    });
    expect(confirmed.statusCode).toBe(200);
    await deliver(t, cookie, delivered.id);
    expect((await riderPost(t, cookie, `/api/rider/jobs/${carrying.id}/accept`)).statusCode).toBe(
      200,
    );
    const mine = await board(cookie);
    expect(ids(mine.assigned)).toEqual([carrying.id]);
    // Waiting for the seller comes first, even before a job completed at the same moment.
    expect(ids(mine.history)).toEqual([delivered.id, done.id]);
    expect(mine.history[0]).toMatchObject({ status: 'delivered' });
    const dashboard = await t.app.inject({ url: '/api/rider/dashboard', headers: { cookie } });
    expect(dashboard.json().activeJobs).toBe(mine.assigned.length);
  });
});

describe('accepting', () => {
  it('of 20 riders accepting at once, exactly one wins; the rest hear "Job already taken"', async () => {
    const job = await askForRider(t, seller.cookie);
    const riders = await Promise.all(Array.from({ length: 20 }, () => workingRider(t, {}, clock)));
    const answers = await Promise.all(
      riders.map((r) => riderPost(t, r.cookie, `/api/rider/jobs/${job.id}/accept`)),
    );
    const won = answers.filter((a) => a.statusCode === 200);
    expect(won).toHaveLength(1);
    const lost = answers.filter((a) => a.statusCode === 409);
    expect(lost).toHaveLength(19);
    expect(lost[0]?.json().error.message).toBe('Job already taken');
    const events = await t.db
      .select()
      .from(deliveryJobEvents)
      .where(eq(deliveryJobEvents.jobId, job.id));
    expect(events.map((e) => e.toStatus).sort()).toEqual(['accepted', 'requested']);
    const winner = riders[answers.indexOf(won[0]!)]!;
    expect((await jobRow(job.id)).riderId).toBe(winner.rider.id);
  });

  it('refuses unverified, offline and out-of-zone riders, and changes nothing', async () => {
    const job = await askForRider(t, seller.cookie);
    const cases = [
      [
        { isVerified: false, verificationExpiry: null },
        403,
        'Complete verification to accept jobs.',
      ],
      [
        { verificationExpiry: new Date('2026-11-01T00:00:00Z') },
        403,
        'Complete verification to accept jobs.',
      ],
      [{ isOnline: false }, 409, 'Go online to accept jobs.'],
      [{ serviceZones: ['tema'] }, 409, 'This job is outside your service zones.'],
    ] satisfies [Parameters<typeof workingRider>[1], number, string][];
    for (const [overrides, status, message] of cases) {
      const { cookie } = await workingRider(t, overrides, clock);
      const res = await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
      expect(res.statusCode).toBe(status);
      expect(res.json().error.message).toBe(message);
    }
    expect(await jobRow(job.id)).toMatchObject({ status: 'requested', riderId: null });
  });

  it('answers a repeat by the same rider with the job, and refuses a cancelled job', async () => {
    const { cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
    const again = await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
    expect(again.statusCode).toBe(200);
    const cancelled = await buildDeliveryJob(t.db, { status: 'cancelled' });
    const res = await riderPost(t, cookie, `/api/rider/jobs/${cancelled.id}/accept`);
    expect(res.statusCode).toBe(409);
    const unknown = await riderPost(t, cookie, `/api/rider/jobs/${randomUUID()}/accept`);
    expect(unknown.statusCode).toBe(404);
    const malformed = await riderPost(t, cookie, '/api/rider/jobs/12/accept');
    expect(malformed.statusCode).toBe(400);
  });
});

describe('moving a job', () => {
  it("lets only the job's rider move it", async () => {
    const owner = await workingRider(t, {}, clock);
    const other = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    await riderPost(t, owner.cookie, `/api/rider/jobs/${job.id}/accept`);
    const res = await riderPost(t, other.cookie, `/api/rider/jobs/${job.id}/pickup`);
    expect(res.statusCode).toBe(404);
    expect((await jobRow(job.id)).status).toBe('accepted');
    const code = await recipientCode(t, job.id);
    const skip = await riderPost(t, owner.cookie, `/api/rider/jobs/${job.id}/deliver`, { code });
    expect(skip.statusCode).toBe(409); // not picked up yet
    expect((await jobRow(job.id)).status).toBe('accepted');
  });

  it('counts wrong codes, locks codes after 5, then takes a photo as proof', async () => {
    const { cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
    await riderPost(t, cookie, `/api/rider/jobs/${job.id}/pickup`);
    const right = await recipientCode(t, job.id);
    const wrong = right === '0000' ? '1111' : '0000';
    const photo = await sharp({
      create: { width: 400, height: 300, channels: 3, background: { r: 90, g: 60, b: 30 } },
    })
      .jpeg()
      .toBuffer();
    const upload = () => {
      const boundary = 'dwaProofBoundary';
      const payload = Buffer.concat([
        Buffer.from(
          `--${boundary}\r\nContent-Disposition: form-data; name="photo"; filename="p.jpg"\r\nContent-Type: image/jpeg\r\n\r\n`,
        ),
        photo,
        Buffer.from(`\r\n--${boundary}--\r\n`),
      ]);
      return t.app.inject({
        method: 'POST',
        url: `/api/rider/jobs/${job.id}/proof-photo`,
        headers: { cookie, 'content-type': `multipart/form-data; boundary=${boundary}` },
        payload,
      });
    };
    expect((await upload()).statusCode).toBe(409); // no photo while codes may still be tried

    // Five wrong codes at once: each counted, none slips past the limit.
    const tries = await Promise.all(
      Array.from({ length: MAX_WRONG_CODES + 3 }, () =>
        riderPost(t, cookie, `/api/rider/jobs/${job.id}/deliver`, { code: wrong }),
      ),
    );
    expect(tries.filter((r) => r.statusCode === 400)).toHaveLength(MAX_WRONG_CODES);
    expect(tries.filter((r) => r.statusCode === 409)).toHaveLength(3);
    expect(tries.find((r) => r.statusCode === 400)?.json().error.fields.code).toBe(
      'That is not the code the recipient got.',
    );
    expect((await jobRow(job.id)).wrongCodes).toBe(MAX_WRONG_CODES);
    const locked = await riderPost(t, cookie, `/api/rider/jobs/${job.id}/deliver`, { code: right });
    expect(locked.statusCode).toBe(409);

    const proved = await upload();
    expect(proved.statusCode).toBe(200);
    expect(proved.json()).toMatchObject({ status: 'delivered', photoProofAllowed: false });
    const row = await jobRow(job.id);
    expect(row.proofPhotoVariants?.length).toBeGreaterThan(0);
    const media = await t.app.inject({ url: `/media/${row.proofPhotoKey}` });
    expect(media.statusCode).toBe(200);
  });

  it('refuses a code that is not 4 digits without counting it', async () => {
    const { cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    await riderPost(t, cookie, `/api/rider/jobs/${job.id}/accept`);
    await riderPost(t, cookie, `/api/rider/jobs/${job.id}/pickup`);
    const res = await riderPost(t, cookie, `/api/rider/jobs/${job.id}/deliver`, { code: '12a4' });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.code).toBe("Enter the recipient's 4-digit code.");
    expect((await jobRow(job.id)).wrongCodes).toBe(0);
  });

  it('is for riders only', async () => {
    const job = await askForRider(t, seller.cookie);
    const res = await riderPost(t, seller.cookie, `/api/rider/jobs/${job.id}/accept`);
    expect(res.statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/rider/jobs' })).statusCode).toBe(401);
  });
});

describe('completing by itself', () => {
  it('completes a delivered job 24 hours after delivery, pays once, and not before', async () => {
    const { rider, cookie } = await workingRider(t, {}, clock);
    const job = await askForRider(t, seller.cookie, { fee: '30' });
    await deliver(t, cookie, job.id);
    clock.advance(23 * 60 * 60 * 1000);
    await autoCompleteDeliveries(t.db, clock);
    expect((await jobRow(job.id)).status).toBe('delivered');
    clock.advance(60 * 60 * 1000);
    // Two instances' runs at the same moment: one completes it.
    const [a, b] = await Promise.all([
      autoCompleteDeliveries(t.db, clock),
      autoCompleteDeliveries(t.db, clock),
    ]);
    expect((a ?? 0) + (b ?? 0)).toBeGreaterThanOrEqual(1);
    expect(await jobRow(job.id)).toMatchObject({ status: 'completed' });
    expect(await balanceOf(t.db, 'rider_wallet', rider.id)).toBe(2400);
  });
});
