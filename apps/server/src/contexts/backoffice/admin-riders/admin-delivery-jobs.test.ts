// GET /api/admin/delivery-jobs (the latest 50, rider and seller names or null) and POST
// /api/admin/delivery-jobs/:id/cancel: only while requested or accepted (409 after pickup, nothing
// changed), the job's event, the audit row and the rider's WhatsApp message in one transaction,
// bad input refused with nothing written, twenty cancels at once making one.
import { auditLog, deliveryJobEvents, deliveryJobs, notificationLog } from '@dwa/db/schema/index';
import { buildDeliveryJob, buildRider, buildSeller } from '@dwa/db/testing/factories';
import type { AdminDeliveryJob, AdminDeliveryJobList } from '@dwa/domain/admin/riders';
import { eq, like } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sellerCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
let cookie: string;
let adminId: string;
beforeAll(async () => {
  t = await createTestApp();
  ({
    cookie,
    admin: { id: adminId },
  } = await adminCookie(t));
});
afterAll(() => t.close());

const cancel = (id: string, body: object, as = cookie) =>
  t.app.inject({
    method: 'POST',
    url: `/api/admin/delivery-jobs/${id}/cancel`,
    headers: { cookie: as },
    payload: body,
  });
const jobRow = async (id: string) =>
  (await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, id)))[0];
const auditsOf = (id: string) => t.db.select().from(auditLog).where(eq(auditLog.targetId, id));
const eventsOf = (id: string) =>
  t.db.select().from(deliveryJobEvents).where(eq(deliveryJobEvents.jobId, id));
const riderMessagesOf = (id: string) =>
  t.db
    .select()
    .from(notificationLog)
    .where(like(notificationLog.dedupeKey, `rider_job_cancelled:${id}`));

describe('admin delivery jobs list', () => {
  it('shows the latest 50, newest first, with the rider and seller names or null', async () => {
    const base = Date.now() - 100 * 60_000;
    for (let i = 0; i < 51; i++) {
      await buildDeliveryJob(t.db, { createdAt: new Date(base + i * 60_000) });
    }
    const rider = await buildRider(t.db, { name: 'Kwame Rider' });
    const seller = await buildSeller(t.db, { businessName: 'Auntie Shop' });
    const taken = await buildDeliveryJob(t.db, {
      status: 'accepted',
      riderId: rider.id,
      sellerId: seller.id,
      quotedFeePesewas: 3_500,
    });
    const orphan = await buildDeliveryJob(t.db, {});
    await t.db.update(deliveryJobs).set({ sellerId: null }).where(eq(deliveryJobs.id, orphan.id));

    const res = await t.app.inject({ url: '/api/admin/delivery-jobs', headers: { cookie } });
    expect(res.statusCode).toBe(200);
    const { items } = res.json() as AdminDeliveryJobList;
    expect(items).toHaveLength(50);
    expect(items[0]).toMatchObject({ id: orphan.id, riderName: null, sellerName: null });
    expect(items[1]).toMatchObject({
      id: taken.id,
      number: taken.number,
      pickupLocation: 'Makola Market, Accra',
      dropoffLocation: 'East Legon, Accra',
      zone: 'accra-central',
      feePesewas: 3_500,
      status: 'accepted',
      riderName: 'Kwame Rider',
      sellerName: 'Auntie Shop',
      cancelReason: null,
    });
    const times = items.map((i) => Date.parse(i.createdAt));
    expect([...times].sort((a, b) => b - a)).toEqual(times);
  });

  it('lets a support admin read; refuses sellers and anonymous callers', async () => {
    const support = (await adminCookie(t, 'support')).cookie;
    const as = (c?: string) =>
      t.app.inject({ url: '/api/admin/delivery-jobs', headers: c ? { cookie: c } : {} });
    expect((await as(support)).statusCode).toBe(200);
    expect((await as(await sellerCookie(t))).statusCode).toBe(403);
    expect((await as()).statusCode).toBe(401);
  });
});

describe('an admin cancels a delivery job', () => {
  it('cancels a requested job: the event and the audit row, nobody to tell', async () => {
    const job = await buildDeliveryJob(t.db);
    const res = await cancel(job.id, { reason: '  Seller asked us on the phone ' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      id: job.id,
      status: 'cancelled',
      cancelReason: 'Seller asked us on the phone',
    } satisfies Partial<AdminDeliveryJob>);
    expect(await jobRow(job.id)).toMatchObject({ status: 'cancelled' });
    expect((await jobRow(job.id))?.cancelledAt).not.toBeNull();
    const events = await eventsOf(job.id);
    expect(events.map((e) => [e.fromStatus, e.toStatus, e.actorType, e.actorId])).toEqual([
      ['requested', 'cancelled', 'admin', adminId],
    ]);
    const audits = await auditsOf(job.id);
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({
      actorType: 'admin',
      actorId: adminId,
      action: 'delivery_job.cancel',
      targetType: 'delivery_job',
      detail: {
        number: job.number,
        reason: 'Seller asked us on the phone',
        before: { status: 'requested' },
        after: { status: 'cancelled' },
      },
    });
    expect(await riderMessagesOf(job.id)).toHaveLength(0);
  });

  it('cancels an accepted job and tells its rider on WhatsApp, with the reason', async () => {
    const rider = await buildRider(t.db);
    const job = await buildDeliveryJob(t.db, { status: 'accepted', riderId: rider.id });
    const support = (await adminCookie(t, 'support')).cookie;
    const res = await cancel(job.id, { reason: 'Buyer unreachable' }, support);
    expect(res.statusCode).toBe(200);
    const messages = await riderMessagesOf(job.id);
    expect(messages).toHaveLength(1);
    expect(messages[0]?.whatsappNumber).toBe(rider.whatsappNumber);
    expect(messages[0]?.messageText).toContain('Buyer unreachable');
    expect(messages[0]?.messageText).toContain(String(job.number));
  });

  it('refuses once the package is picked up (409) and changes nothing', async () => {
    for (const status of ['picked_up', 'delivered', 'completed'] as const) {
      const job = await buildDeliveryJob(t.db, { status });
      const res = await cancel(job.id, { reason: 'Too late now' });
      expect(res.statusCode, status).toBe(409);
      expect(res.json().error.message).toBe(
        'A job cannot be cancelled once the rider has picked the package up.',
      );
      expect(await jobRow(job.id)).toMatchObject({ status, cancelReason: null, cancelledAt: null });
      expect(await auditsOf(job.id)).toHaveLength(0);
      expect(await eventsOf(job.id)).toHaveLength(0);
    }
  });

  it('answers a repeat of the same cancel; a different reason after it is 409', async () => {
    const job = await buildDeliveryJob(t.db);
    expect((await cancel(job.id, { reason: 'Duplicate request' })).statusCode).toBe(200);
    expect((await cancel(job.id, { reason: 'Duplicate request' })).statusCode).toBe(200);
    expect((await cancel(job.id, { reason: 'Another reason' })).statusCode).toBe(409);
    expect(await auditsOf(job.id)).toHaveLength(1);
    expect((await jobRow(job.id))?.cancelReason).toBe('Duplicate request');
  });

  it('refuses bad input with the field message and writes nothing', async () => {
    const job = await buildDeliveryJob(t.db);
    for (const body of [{}, { reason: ' ' }, { reason: 'ab' }, { reason: 'x'.repeat(301) }]) {
      const res = await cancel(job.id, body);
      expect(res.statusCode, JSON.stringify(body)).toBe(400);
      expect(res.json().error.fields.reason).toBeTruthy();
    }
    expect((await cancel(job.id, {})).json().error.fields.reason).toBe(
      'Say why the delivery is cancelled.',
    );
    expect((await jobRow(job.id))?.status).toBe('requested');
    expect(await auditsOf(job.id)).toHaveLength(0);
    const malformed = await cancel('not-a-uuid', { reason: 'Valid reason' });
    expect(malformed.statusCode).toBe(400);
    const unknown = await cancel('00000000-0000-4000-8000-000000000000', { reason: 'Valid' });
    expect(unknown.statusCode).toBe(404);
  });

  it('refuses sellers and anonymous callers before reading the body', async () => {
    const job = await buildDeliveryJob(t.db);
    expect((await cancel(job.id, {}, await sellerCookie(t))).statusCode).toBe(403);
    const anonymous = await t.app.inject({
      method: 'POST',
      url: `/api/admin/delivery-jobs/${job.id}/cancel`,
      payload: {},
    });
    expect(anonymous.statusCode).toBe(401);
    expect((await jobRow(job.id))?.status).toBe('requested');
  });

  it('twenty cancels at once: one change, one event, one audit row, one message', async () => {
    const rider = await buildRider(t.db);
    const job = await buildDeliveryJob(t.db, { status: 'accepted', riderId: rider.id });
    const answers = await Promise.all(
      Array.from({ length: 20 }, () => cancel(job.id, { reason: 'Shop closed today' })),
    );
    expect(answers.map((a) => a.statusCode)).toEqual(Array(20).fill(200));
    expect(await eventsOf(job.id)).toHaveLength(1);
    expect(await auditsOf(job.id)).toHaveLength(1);
    expect(await riderMessagesOf(job.id)).toHaveLength(1);
  });
});
