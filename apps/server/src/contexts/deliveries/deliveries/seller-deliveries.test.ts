// A seller's side of deliveries: asking for a rider (the job, its event and the recipient's
// message together; bad input refused with nothing written), the list (own only), cancelling
// until pickup, and confirming (which pays the rider once, however many confirms race).
import { deliveryJobEvents, deliveryJobs, notificationLog, riders } from '@dwa/db/schema/index';
import { buildProduct } from '@dwa/db/testing/factories';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import {
  askForRider,
  deliver,
  requestBody,
  workingRider,
} from '../../../testing/deliveries/delivery-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { balanceOf } from '../../money/ledger/ledger.service.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const countJobs = async () =>
  Number((await t.db.select({ n: sql`count(*)` }).from(deliveryJobs))[0]?.n);

describe('asking for a rider', () => {
  it('makes the job, its first event and the recipient message with a code and the tracking link', async () => {
    const { seller, cookie } = await signedInSeller(t, { businessName: 'Ama Kente' });
    const product = await buildProduct(t.db, { sellerId: seller.id });
    const job = await askForRider(t, cookie, { productId: product.id, fee: '30.50' });
    expect(job).toMatchObject({
      status: 'requested',
      product: { id: product.id },
      zone: 'accra-central',
      recipientPhone: '+233247654321',
      feePesewas: 3050,
      rider: null,
      trackingPath: `/track/${job.id}`,
    });
    expect(job.number).toBeGreaterThan(0);
    const [row] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    expect(row?.riderEarningsPesewas).toBe(3050 - 610); // 20 % commission by default
    expect(row?.deliveryCode).toMatch(/^\d{4}$/);
    const events = await t.db
      .select()
      .from(deliveryJobEvents)
      .where(eq(deliveryJobEvents.jobId, job.id));
    expect(events.map((e) => e.toStatus)).toEqual(['requested']);
    const [message] = await t.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.dedupeKey, `delivery_code:${job.id}`));
    expect(message?.whatsappNumber).toBe('+233247654321');
    expect(message?.eventType).toBe('delivery');
    expect(message?.messageText).toContain('Ama Kente');
    expect(message?.messageText).toContain(row?.deliveryCode);
    expect(message?.messageText).toContain(`/track/${job.id}`);
    // The code is the recipient's: the seller's view does not carry it.
    expect(JSON.stringify(job)).not.toContain(`"${row?.deliveryCode}"`);
  });

  it('uses the commission from the settings', async () => {
    await t.db.execute(
      sql`insert into settings (key, value) values ('delivery_commission', '1500'::jsonb)`,
    );
    try {
      const { cookie } = await signedInSeller(t);
      const job = await askForRider(t, cookie, { fee: '40' });
      const [row] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
      expect(row?.riderEarningsPesewas).toBe(3400);
    } finally {
      await t.db.execute(sql`delete from settings where key = 'delivery_commission'`);
    }
  });

  it('refuses bad input with a message per field and writes nothing', async () => {
    const { cookie } = await signedInSeller(t);
    const before = await countJobs();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/deliveries',
      headers: { cookie },
      payload: requestBody({ zone: 'lagos', recipientPhone: '12', fee: '-3', dropoffLocation: '' }),
    });
    expect(res.statusCode).toBe(400);
    expect(Object.keys(res.json().error.fields).sort()).toEqual([
      'dropoffLocation',
      'fee',
      'recipientPhone',
      'zone',
    ]);
    expect(res.json().error.fields.zone).toBe('Choose the delivery zone.');
    expect(await countJobs()).toBe(before);
  });

  it("refuses another seller's product, with nothing written or sent", async () => {
    const { cookie } = await signedInSeller(t);
    const other = await buildProduct(t.db);
    const before = await countJobs();
    const res = await t.app.inject({
      method: 'POST',
      url: '/api/seller/deliveries',
      headers: { cookie },
      payload: requestBody({ productId: other.id }),
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.productId).toBe('Choose one of your own products.');
    expect(await countJobs()).toBe(before);
  });

  it('is for sellers only', async () => {
    const { cookie } = await workingRider(t);
    for (const [method, url] of [
      ['GET', '/api/seller/deliveries'],
      ['POST', '/api/seller/deliveries'],
    ] as const) {
      expect((await t.app.inject({ method, url, headers: { cookie } })).statusCode).toBe(403);
      expect((await t.app.inject({ method, url })).statusCode).toBe(401);
    }
  });
});

describe('the seller’s list', () => {
  it("shows the seller's own jobs, newest first, never another seller's", async () => {
    const { cookie } = await signedInSeller(t);
    const first = await askForRider(t, cookie);
    const second = await askForRider(t, cookie, { recipientName: 'Kofi Asante' });
    const other = await signedInSeller(t);
    await askForRider(t, other.cookie);
    const list = (
      await t.app.inject({ url: '/api/seller/deliveries', headers: { cookie } })
    ).json();
    expect(list.items.map((j: { id: string }) => j.id)).toEqual([second.id, first.id]);
  });
});

describe('cancelling', () => {
  it('works until pickup, with the reason kept', async () => {
    const { cookie } = await signedInSeller(t);
    const rider = await workingRider(t);
    const job = await askForRider(t, cookie);
    await t.app.inject({
      method: 'POST',
      url: `/api/rider/jobs/${job.id}/accept`,
      headers: { cookie: rider.cookie },
    });
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/cancel`,
      headers: { cookie },
      payload: { reason: 'Buyer changed their mind' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      status: 'cancelled',
      cancelReason: 'Buyer changed their mind',
    });
  });

  it('tells the recipient once, in the seller’s language, as an approved template', async () => {
    const { seller, cookie } = await signedInSeller(t, {
      businessName: 'Ama Kente',
      preferredLanguage: 'tw',
    });
    const rider = await workingRider(t);
    const job = await askForRider(t, cookie);
    await t.app.inject({
      method: 'POST',
      url: `/api/rider/jobs/${job.id}/accept`,
      headers: { cookie: rider.cookie },
    });
    const cancel = () =>
      t.app.inject({
        method: 'POST',
        url: `/api/seller/deliveries/${job.id}/cancel`,
        headers: { cookie },
        payload: { reason: 'Buyer changed their mind' },
      });
    // A double tap, then a retry: the same cancel again and again.
    const first = await Promise.all([cancel(), cancel(), cancel()]);
    expect(first.map((r) => r.statusCode)).toEqual([200, 200, 200]);
    expect((await cancel()).statusCode).toBe(200);
    const told = await t.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, '+233247654321'));
    const cancelled = told.filter((m) => m.dedupeKey === `delivery_cancelled:${job.id}`);
    expect(cancelled).toHaveLength(1);
    expect(cancelled[0]).toMatchObject({
      eventType: 'delivery',
      sellerId: seller.id,
      messageText:
        'Wɔagyae wo Dwa adeɛ a efi Ama Kente no: rider biara mmɛba, na nɔma a wɔde maa wo no nni ho hia bio. Sɛ wowɔ asɛmmisa a, bisa Ama Kente.',
    });
    // Like the code's message: the recipient has likely never written to Dwa.
    expect(cancelled[0]?.payload).toEqual({
      kind: 'template',
      name: 'dwa_delivery_cancelled_tw',
      languageCode: 'en_US',
      parameters: ['Ama Kente'],
    });
  });

  it('is refused once the package is picked up, and nothing changes', async () => {
    const { cookie } = await signedInSeller(t);
    const rider = await workingRider(t);
    const job = await askForRider(t, cookie);
    for (const step of ['accept', 'pickup']) {
      await t.app.inject({
        method: 'POST',
        url: `/api/rider/jobs/${job.id}/${step}`,
        headers: { cookie: rider.cookie },
      });
    }
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/cancel`,
      headers: { cookie },
      payload: { reason: 'Too late' },
    });
    expect(res.statusCode).toBe(409);
    expect(res.json().error.message).toBe(
      'A job cannot be cancelled once the rider has picked the package up.',
    );
    const [row] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    expect(row?.status).toBe('picked_up');
    expect(row?.cancelReason).toBeNull();
  });

  it("needs a reason, and another seller's job is not found", async () => {
    const { cookie } = await signedInSeller(t);
    const job = await askForRider(t, cookie);
    const empty = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/cancel`,
      headers: { cookie },
      payload: { reason: ' ' },
    });
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields.reason).toBe('Say why the delivery is cancelled.');
    const other = await signedInSeller(t);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/cancel`,
      headers: { cookie: other.cookie },
      payload: { reason: 'Not mine' },
    });
    expect(res.statusCode).toBe(404);
    const [row] = await t.db.select().from(deliveryJobs).where(eq(deliveryJobs.id, job.id));
    expect(row?.status).toBe('requested');
  });
});

describe('confirming', () => {
  it('completes a delivered job, pays the rider what was fixed and records the rating', async () => {
    const { cookie } = await signedInSeller(t);
    const { rider, cookie: riderCookie } = await workingRider(t);
    const job = await askForRider(t, cookie, { fee: '50' });
    await deliver(t, riderCookie, job.id);
    const res = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/confirm`,
      headers: { cookie },
      payload: { rating: 4 },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ status: 'completed', proof: { kind: 'code' } });
    expect(await balanceOf(t.db, 'rider_wallet', rider.id)).toBe(4000);
    const [after] = await t.db.select().from(riders).where(eq(riders.id, rider.id));
    expect(after).toMatchObject({ completedDeliveries: 1, ratingCount: 1, ratingAvg: '4.00' });
  });

  it('of 20 confirms at once, one completes the job and the rider is paid once', async () => {
    const { cookie } = await signedInSeller(t);
    const { rider, cookie: riderCookie } = await workingRider(t);
    const job = await askForRider(t, cookie, { fee: '20' });
    await deliver(t, riderCookie, job.id);
    const answers = await Promise.all(
      Array.from({ length: 20 }, () =>
        t.app.inject({
          method: 'POST',
          url: `/api/seller/deliveries/${job.id}/confirm`,
          headers: { cookie },
          payload: { rating: 5 },
        }),
      ),
    );
    const codes = answers.map((a) => a.statusCode).sort();
    expect(codes.filter((c) => c === 200)).toHaveLength(1);
    expect(codes.filter((c) => c === 409)).toHaveLength(19);
    expect(await balanceOf(t.db, 'rider_wallet', rider.id)).toBe(1600);
    const [after] = await t.db.select().from(riders).where(eq(riders.id, rider.id));
    expect(after).toMatchObject({ completedDeliveries: 1, ratingCount: 1 });
    // Told once that the job is completed and what it paid (a template: no chat with Dwa yet).
    const told = await t.db
      .select()
      .from(notificationLog)
      .where(eq(notificationLog.whatsappNumber, after!.whatsappNumber));
    const completed = told.filter((m) => m.dedupeKey === `rider_job_completed:${job.id}`);
    expect(completed).toHaveLength(1);
    expect(completed[0]?.messageText).toBe(
      `Job #${job.number} is completed. GH₵ 16.00 is in your Dwa wallet. Payment will be processed shortly.`,
    );
  });

  it('is refused before delivery and for a rating out of range', async () => {
    const { cookie } = await signedInSeller(t);
    const job = await askForRider(t, cookie);
    const early = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/confirm`,
      headers: { cookie },
      payload: {},
    });
    expect(early.statusCode).toBe(409);
    const bad = await t.app.inject({
      method: 'POST',
      url: `/api/seller/deliveries/${job.id}/confirm`,
      headers: { cookie },
      payload: { rating: 6 },
    });
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields.rating).toBe('A rating is 1 to 5 stars.');
  });
});
