// The public tracking page's data through the real app: anyone with the link, no sign-in; the
// status, shop, product, steps oldest first and the rider's first name and vehicle once one
// accepted; never the recipient, the code, a phone or a place; not kept by any cache.
import { deliveryJobEvents } from '@dwa/db/schema/index';
import { buildDeliveryJob, buildProduct, buildRider, buildSeller } from '@dwa/db/testing/factories';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signedInRider } from '../../../testing/deliveries/rider-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const track = (id: string, cookie?: string) =>
  t.app.inject({ url: `/api/track/${id}`, headers: cookie ? { cookie } : {} });

const step = (jobId: string, from: string | null, to: string, iso: string) => ({
  jobId,
  fromStatus: from,
  toStatus: to,
  actorType: to === 'requested' ? 'seller' : 'rider',
  at: new Date(iso),
});

describe('tracking', () => {
  it('shows a job nobody accepted yet as requested when it was made, with no rider', async () => {
    const seller = await buildSeller(t.db, { businessName: 'Auntie Ama Fabrics' });
    const product = await buildProduct(t.db, { sellerId: seller.id, title: 'Kente stole' });
    const job = await buildDeliveryJob(t.db, { sellerId: seller.id, productId: product.id });
    const res = await track(job.id);
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({
      number: job.number,
      status: 'requested',
      shopName: 'Auntie Ama Fabrics',
      productTitle: 'Kente stole',
      rider: null,
      timeline: [{ status: 'requested', at: job.createdAt.toISOString() }],
    });
  });

  it('shows each step oldest first and the rider’s first name and vehicle, nothing personal', async () => {
    const rider = await buildRider(t.db, {
      name: 'Kwabena Osei Tutu',
      vehicleType: 'bicycle',
      whatsappNumber: '+233501112223',
    });
    const job = await buildDeliveryJob(t.db, {
      riderId: rider.id,
      status: 'picked_up',
      pickupLocation: 'Kejetia Market stall 14',
      dropoffLocation: 'Ahodwo roundabout',
      dropoffLandmark: 'Blue gate opposite the pharmacy',
      recipientName: 'Efua Mensimah',
      recipientPhone: '+233244556677',
      deliveryCode: '9137',
      deliveryNote: 'Call when outside',
      productId: null,
    });
    // Logged out of order, on purpose: the answer sorts them.
    await t.db
      .insert(deliveryJobEvents)
      .values([
        step(job.id, 'accepted', 'picked_up', '2026-04-02T10:30:00Z'),
        step(job.id, null, 'requested', '2026-04-02T10:00:00Z'),
        step(job.id, 'requested', 'accepted', '2026-04-02T10:05:00Z'),
      ]);
    const res = await track(job.id);
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body).toMatchObject({
      status: 'picked_up',
      productTitle: null,
      rider: { firstName: 'Kwabena', vehicleType: 'bicycle' },
      timeline: [
        { status: 'requested', at: '2026-04-02T10:00:00.000Z' },
        { status: 'accepted', at: '2026-04-02T10:05:00.000Z' },
        { status: 'picked_up', at: '2026-04-02T10:30:00.000Z' },
      ],
    });
    const text = res.body;
    for (const secret of [
      'Efua',
      'Mensimah',
      '244556677',
      '501112223',
      '9137',
      'Osei',
      'Kejetia',
      'Ahodwo',
      'Blue gate',
      'Call when',
      rider.id,
    ]) {
      expect(text, secret).not.toContain(secret);
    }
    for (const key of ['recipient', 'code', 'phone', 'pickup', 'dropoff', 'location', 'note']) {
      expect(text.toLowerCase(), key).not.toContain(key);
    }
  });

  it('answers anyone, signed in or not, the same', async () => {
    const job = await buildDeliveryJob(t.db, { status: 'accepted' });
    const { cookie } = await signedInRider(t);
    const anonymous = await track(job.id);
    const signedIn = await track(job.id, cookie);
    expect(signedIn.statusCode).toBe(200);
    expect(signedIn.json()).toEqual(anonymous.json());
  });

  it('refuses an id that is not a uuid, and knows no unknown job', async () => {
    const bad = await track('12');
    expect(bad.statusCode).toBe(400);
    expect(bad.json().error.fields).toEqual({ id: 'This value is not valid.' });
    const unknown = await track('00000000-0000-4000-8000-000000000000');
    expect(unknown.statusCode).toBe(404);
    expect(unknown.json().error.message).toBe('No such delivery job.');
  });
});
