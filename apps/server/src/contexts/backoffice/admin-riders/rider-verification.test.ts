// An admin verifies a rider for 365 days or takes it away; each change is audited in its
// transaction; bad input and other roles change nothing. A verified rider can then accept.
import { auditLog, riders } from '@dwa/db/schema/index';
import { buildRider } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  askForRider,
  riderPost,
  workingRider,
} from '../../../testing/deliveries/delivery-test-kit.ts';
import { signedInAdmin } from '../../../testing/money/payout-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-11-24T09:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const verify = (cookie: string, id: string, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/riders/${id}/verification`,
    headers: { cookie },
    payload: payload as object,
  });
const riderRow = async (id: string) =>
  (await t.db.select().from(riders).where(eq(riders.id, id)))[0]!;

describe('rider verification by an admin', () => {
  it('verifies for 365 days, audited, and the rider can then accept', async () => {
    const { admin, cookie } = await signedInAdmin(t, clock);
    const { rider, cookie: riderCookie } = await workingRider(
      t,
      { isVerified: false, verificationExpiry: null },
      clock,
    );
    const seller = await signedInSeller(t, {}, clock);
    const job = await askForRider(t, seller.cookie);
    expect((await riderPost(t, riderCookie, `/api/rider/jobs/${job.id}/accept`)).statusCode).toBe(
      403,
    );
    const res = await verify(cookie, rider.id, { verified: true });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      id: rider.id,
      isVerified: true,
      verificationExpiry: '2027-11-24T09:00:00.000Z',
    });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, rider.id));
    expect(audits).toMatchObject([{ actorId: admin.id, action: 'rider.verify' }]);
    expect((await riderPost(t, riderCookie, `/api/rider/jobs/${job.id}/accept`)).statusCode).toBe(
      200,
    );
  });

  it('unverifies (expiry cleared), audited', async () => {
    const { cookie } = await signedInAdmin(t, clock);
    const rider = await buildRider(t.db, {
      isVerified: true,
      verificationExpiry: new Date('2027-01-01T00:00:00Z'),
    });
    const res = await verify(cookie, rider.id, { verified: false });
    expect(res.json()).toMatchObject({ isVerified: false, verificationExpiry: null });
    expect(await riderRow(rider.id)).toMatchObject({ isVerified: false, verificationExpiry: null });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, rider.id));
    expect(audits.map((a) => a.action)).toEqual(['rider.unverify']);
  });

  it('refuses bad input and other roles, changing nothing', async () => {
    const { cookie } = await signedInAdmin(t, clock);
    const rider = await buildRider(t.db);
    const bad = await verify(cookie, rider.id, { verified: 'yes' });
    expect(bad.statusCode).toBe(400);
    const { cookie: riderCookie } = await workingRider(t, {}, clock);
    expect((await verify(riderCookie, rider.id, { verified: true })).statusCode).toBe(403);
    expect(await riderRow(rider.id)).toMatchObject({ isVerified: false });
    const audits = await t.db.select().from(auditLog).where(eq(auditLog.targetId, rider.id));
    expect(audits).toEqual([]);
  });
});
