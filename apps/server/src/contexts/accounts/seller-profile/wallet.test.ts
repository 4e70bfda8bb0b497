// The seller's mobile money wallet: saved per seller, pending after every number/network change.
import { momoWallets } from '@dwa/db/schema/index';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpRider, signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, TEST_ORIGIN, type TestApp } from '../../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
}, 60_000);
afterAll(() => t.close());

const call = (method: 'GET' | 'PUT', url: string, cookie?: string, payload?: object) =>
  t.app.inject({
    method,
    url,
    headers: { origin: TEST_ORIGIN, ...(cookie ? { cookie } : {}) },
    ...(payload ? { payload } : {}),
  });
const walletRows = (sellerId: string) =>
  t.db.select().from(momoWallets).where(eq(momoWallets.userId, sellerId));

describe('wallet', () => {
  it('saves phone, network and an optional account name; pending until verified', async () => {
    const seller = await signUpSeller(t);
    expect((await call('GET', '/api/seller/wallet', seller.cookie)).json()).toEqual({
      wallet: null,
    });

    const saved = await call('PUT', '/api/seller/wallet', seller.cookie, {
      phone: '024 123 4567',
      network: 'mtn',
      accountName: '  Ama Serwaa ',
    });
    expect(saved.statusCode).toBe(200);
    const wallet = {
      phone: '+233241234567',
      network: 'mtn',
      accountName: 'Ama Serwaa',
      status: 'pending',
    };
    expect(saved.json()).toEqual({ wallet });
    expect((await call('GET', '/api/seller/wallet', seller.cookie)).json()).toEqual({ wallet });
    expect((await call('GET', '/api/seller/profile', seller.cookie)).json().wallet).toEqual(wallet);
    const rows = await walletRows(seller.id);
    expect(rows).toHaveLength(1);
    expect(rows[0]).toMatchObject({ userType: 'seller', userId: seller.id });
  });

  it('stays verified when only the name changes, and is pending again on a new number or network', async () => {
    const seller = await signUpSeller(t);
    const body = { phone: '0201234567', network: 'vodafone' };
    await call('PUT', '/api/seller/wallet', seller.cookie, body);
    await t.db
      .update(momoWallets)
      .set({ status: 'verified', providerCode: 'VOD' })
      .where(eq(momoWallets.userId, seller.id));

    const renamed = await call('PUT', '/api/seller/wallet', seller.cookie, {
      ...body,
      accountName: 'Kofi',
    });
    expect(renamed.json().wallet).toMatchObject({ accountName: 'Kofi', status: 'verified' });
    // An empty name clears it.
    const cleared = await call('PUT', '/api/seller/wallet', seller.cookie, {
      ...body,
      accountName: ' ',
    });
    expect(cleared.json().wallet).toMatchObject({ accountName: null, status: 'verified' });

    const moved = await call('PUT', '/api/seller/wallet', seller.cookie, {
      ...body,
      network: 'mtn',
    });
    expect(moved.json().wallet).toMatchObject({ network: 'mtn', status: 'pending' });
    const [row] = await walletRows(seller.id);
    expect(row!.providerCode).toBeNull();

    await t.db
      .update(momoWallets)
      .set({ status: 'verified' })
      .where(eq(momoWallets.userId, seller.id));
    const renumbered = await call('PUT', '/api/seller/wallet', seller.cookie, {
      phone: '0551234567',
      network: 'mtn',
    });
    expect(renumbered.json().wallet).toMatchObject({ phone: '+233551234567', status: 'pending' });
    expect(await walletRows(seller.id)).toHaveLength(1);
  });

  it('needs phone and network: 400 with field messages, nothing written', async () => {
    const seller = await signUpSeller(t);
    const empty = await call('PUT', '/api/seller/wallet', seller.cookie, {});
    expect(empty.statusCode).toBe(400);
    expect(empty.json().error.fields).toEqual({
      phone: 'Enter your mobile money number (a Ghana number).',
      network: 'Choose the network.',
    });
    const bad = await call('PUT', '/api/seller/wallet', seller.cookie, {
      phone: '+44 7700 900123',
      network: 'glo',
      accountName: 'x'.repeat(81),
    });
    expect(bad.statusCode).toBe(400);
    expect(Object.keys(bad.json().error.fields).sort()).toEqual([
      'accountName',
      'network',
      'phone',
    ]);
    expect(await walletRows(seller.id)).toHaveLength(0);
  });

  it('is each seller’s own, and for sellers only', async () => {
    const owner = await signUpSeller(t);
    const other = await signUpSeller(t);
    await call('PUT', '/api/seller/wallet', owner.cookie, { phone: '0241112223', network: 'mtn' });
    expect((await call('GET', '/api/seller/wallet', other.cookie)).json()).toEqual({
      wallet: null,
    });
    await call('PUT', '/api/seller/wallet', other.cookie, {
      phone: '0261112223',
      network: 'airteltigo',
    });
    expect((await call('GET', '/api/seller/wallet', owner.cookie)).json().wallet.phone).toBe(
      '+233241112223',
    );

    const body = { phone: '0241112223', network: 'mtn' };
    expect((await call('PUT', '/api/seller/wallet', undefined, body)).statusCode).toBe(401);
    const rider = await signUpRider(t);
    expect((await call('PUT', '/api/seller/wallet', rider.cookie, body)).statusCode).toBe(403);
    expect((await call('GET', '/api/seller/wallet', rider.cookie)).statusCode).toBe(403);
    const { cookie } = await signInAdmin(t);
    expect((await call('PUT', '/api/seller/wallet', cookie, body)).statusCode).toBe(403);
    expect(await walletRows(rider.id)).toHaveLength(0);
  });
});
