// The rider's profile through the real app: what it shows, what the rider may change, bad input
// refused with field messages and nothing written, and no one's profile but their own.
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { fixedClock } from '../../../lib/clock.ts';
import { signedInSeller } from '../../../testing/catalog/test-requests.ts';
import { callAs, riderRow, signedInRider } from '../../../testing/deliveries/rider-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const clock = fixedClock(new Date('2026-06-01T12:00:00Z'));
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ clock });
});
afterAll(() => t.close());

const change = {
  name: 'Ama Serwaa Boateng',
  baseLocation: 'Madina, Accra',
  vehicleType: 'bicycle',
  serviceZones: ['tema', 'accra-central', 'tema'],
  languages: ['twi', 'ga'],
};

describe('rider profile', () => {
  it('answers the signed-in rider their own profile', async () => {
    const expiry = new Date('2027-06-01T00:00:00Z');
    const { rider, cookie } = await signedInRider(
      t,
      { isVerified: true, verificationExpiry: expiry },
      clock,
    );
    await signedInRider(t, {}, clock); // someone else, never shown
    const res = await callAs(t, cookie, 'GET', '/api/rider/profile');
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('private, no-store');
    expect(res.json()).toEqual({
      id: rider.id,
      name: rider.name,
      phone: rider.whatsappNumber,
      baseLocation: 'Accra',
      vehicleType: 'motorbike',
      serviceZones: ['accra-central'],
      languages: ['english'],
      photo: null,
      isVerified: true,
      verificationExpiry: expiry.toISOString(),
    });
  });

  it('saves name, base, vehicle, zones (once each) and languages, and nothing else', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    const res = await callAs(t, cookie, 'PUT', '/api/rider/profile', {
      ...change,
      phone: '0209999999',
      isVerified: true,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({
      name: 'Ama Serwaa Boateng',
      phone: rider.whatsappNumber,
      baseLocation: 'Madina, Accra',
      vehicleType: 'bicycle',
      serviceZones: ['tema', 'accra-central'],
      languages: ['twi', 'ga'],
      isVerified: false,
    });
    const row = await riderRow(t, rider.id);
    expect(row).toMatchObject({
      whatsappNumber: rider.whatsappNumber,
      isVerified: false,
      serviceZones: ['tema', 'accra-central'],
      updatedAt: clock.now(),
    });
    expect((await callAs(t, cookie, 'GET', '/api/rider/profile')).json()).toEqual(res.json());
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { rider, cookie } = await signedInRider(t, {}, clock);
    const before = await riderRow(t, rider.id);
    const res = await callAs(t, cookie, 'PUT', '/api/rider/profile', {
      name: 'A',
      baseLocation: '',
      vehicleType: 'plane',
      serviceZones: [],
      languages: ['klingon'],
    });
    expect(res.statusCode).toBe(400);
    const { fields } = res.json().error;
    expect(Object.keys(fields).sort()).toEqual(
      ['baseLocation', 'languages.0', 'name', 'serviceZones', 'vehicleType'].sort(),
    );
    expect(fields.serviceZones).toBe('Choose at least one zone you deliver in.');
    expect(await riderRow(t, rider.id)).toEqual(before);

    const tw = await t.app.inject({
      method: 'PUT',
      url: '/api/rider/profile',
      headers: { cookie, origin: 'http://localhost:3000', 'accept-language': 'tw' },
      payload: { ...change, serviceZones: [] },
    });
    expect(tw.json().error.fields.serviceZones).not.toBe(fields.serviceZones);
  });

  it('is for riders only', async () => {
    expect((await callAs(t, undefined, 'GET', '/api/rider/profile')).statusCode).toBe(401);
    expect((await callAs(t, undefined, 'PUT', '/api/rider/profile', {})).statusCode).toBe(401);
    const seller = await signedInSeller(t, {}, clock);
    expect((await callAs(t, seller.cookie, 'GET', '/api/rider/profile')).statusCode).toBe(403);
    expect((await callAs(t, seller.cookie, 'PUT', '/api/rider/profile', change)).statusCode).toBe(
      403,
    );
  });
});
