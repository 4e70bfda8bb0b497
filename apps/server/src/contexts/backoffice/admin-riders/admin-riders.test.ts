// GET /api/admin/riders: search by name, base location and WhatsApp number in any spelling; the
// counters are the platform's (not the search's); verification past its expiry is not verified;
// any admin reads, nobody else.
import { riderPayouts } from '@dwa/db/schema/index';
import { buildRider } from '@dwa/db/testing/factories';
import type { AdminRiderList } from '@dwa/domain/admin/riders';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { adminCookie, sellerCookie } from '../../../testing/backoffice/admin-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const DAY = 86_400_000;
let t: TestApp;
let cookie: string;
let riders: Record<'kofi' | 'ama' | 'yaw' | 'esi', Awaited<ReturnType<typeof buildRider>>>;

beforeAll(async () => {
  t = await createTestApp();
  cookie = (await adminCookie(t)).cookie;
  const now = Date.now();
  riders = {
    kofi: await buildRider(t.db, {
      name: 'Kofi Mensah',
      whatsappNumber: '+233241234567',
      baseLocation: 'Madina, Accra',
      isVerified: true,
      verificationExpiry: new Date(now + 30 * DAY),
      isOnline: true,
      ratingAvg: '4.50',
      ratingCount: 2,
      completedDeliveries: 7,
    }),
    // Verified once, expired since: not verified.
    ama: await buildRider(t.db, {
      name: 'Ama Serwaa',
      whatsappNumber: '+233551112222',
      baseLocation: 'Adum, Kumasi',
      isVerified: true,
      verificationExpiry: new Date(now - DAY),
      isOnline: true,
    }),
    yaw: await buildRider(t.db, {
      name: 'Yaw Boateng',
      whatsappNumber: '+233209998888',
      baseLocation: 'Kejetia 100%_ Kumasi',
    }),
    esi: await buildRider(t.db, {
      name: 'Esi Quaye',
      whatsappNumber: '+233277776666',
      baseLocation: 'Tema',
      isVerified: true,
      verificationExpiry: null,
    }),
  };
  await t.db.insert(riderPayouts).values([
    { riderId: riders.kofi.id, amountPesewas: 1_000 },
    { riderId: riders.kofi.id, amountPesewas: 2_000, status: 'rejected' },
    { riderId: riders.yaw.id, amountPesewas: 500 },
  ]);
});
afterAll(() => t.close());

const list = async (q?: string, as = cookie) =>
  t.app.inject({
    url: q === undefined ? '/api/admin/riders' : `/api/admin/riders?q=${encodeURIComponent(q)}`,
    headers: { cookie: as },
  });
const names = async (q: string) =>
  ((await list(q)).json() as AdminRiderList).items.map((r) => r.name).sort();

describe('admin riders list', () => {
  it('lists every rider newest first with the platform counters', async () => {
    const res = await list();
    expect(res.statusCode).toBe(200);
    const body = res.json() as AdminRiderList;
    expect(body.items.map((r) => r.name)).toEqual([
      'Esi Quaye',
      'Yaw Boateng',
      'Ama Serwaa',
      'Kofi Mensah',
    ]);
    expect(body.limit).toBe(200);
    expect(body.counters).toEqual({ total: 4, verified: 2, onlineNow: 2, pendingPayouts: 2 });
    expect(body.items.find((r) => r.name === 'Kofi Mensah')).toMatchObject({
      id: riders.kofi.id,
      whatsappNumber: '+233241234567',
      baseLocation: 'Madina, Accra',
      vehicleType: 'motorbike',
      serviceZones: ['accra-central'],
      isVerified: true,
      isOnline: true,
      rating: 4.5,
      ratingCount: 2,
      completedDeliveries: 7,
    });
    const ama = body.items.find((r) => r.name === 'Ama Serwaa');
    expect(ama).toMatchObject({ isVerified: false, rating: null });
    expect(ama?.verificationExpiry).not.toBeNull();
  });

  it('searches names and base locations, any case, wildcards taken literally', async () => {
    expect(await names('kofi')).toEqual(['Kofi Mensah']);
    expect(await names('KUMASI')).toEqual(['Ama Serwaa', 'Yaw Boateng']);
    expect(await names('100%_')).toEqual(['Yaw Boateng']);
    // As a pattern 'a_a' would match 'Ama'; taken literally, nothing has it.
    expect(await names('a_a')).toEqual([]);
    expect(await names('nobody here')).toEqual([]);
  });

  it('finds a WhatsApp number however it is written', async () => {
    for (const q of ['0241234567', '024 123 4567', '+233 24 123 4567', '233241234567', '1234567']) {
      expect(await names(q), q).toEqual(['Kofi Mensah']);
    }
    expect(await names('055')).toEqual(['Ama Serwaa']);
  });

  it('keeps the counters of the whole platform while searching', async () => {
    const body = (await list('Tema')).json() as AdminRiderList;
    expect(body.items.map((r) => r.name)).toEqual(['Esi Quaye']);
    expect(body.counters.total).toBe(4);
  });

  it('refuses a search longer than 100 characters with the field message', async () => {
    const res = await list('x'.repeat(101));
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields.q).toBe('Search with at most 100 characters.');
  });

  it('lets a support admin read; refuses sellers and anonymous callers', async () => {
    expect((await list(undefined, (await adminCookie(t, 'support')).cookie)).statusCode).toBe(200);
    expect((await list(undefined, await sellerCookie(t))).statusCode).toBe(403);
    expect((await t.app.inject({ url: '/api/admin/riders' })).statusCode).toBe(401);
  });
});
