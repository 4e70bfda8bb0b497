// Platform Settings: reading (any admin), saving the public group (settings) and the money group
// (money) with field messages and nothing written on bad input, only changed keys written and
// audited with before/after, the public site reading the change at once, and a save from an
// older revision refused (409) even when ten arrive at once.
import { settings } from '@dwa/db/schema/index';
import { DEFAULT_BUSINESS_HOURS } from '@dwa/domain/site';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import {
  adminCookie,
  auditsOf,
  call,
  sellerCookie,
} from '../../../testing/backoffice/settings-test-kit.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';
import { orderSettings } from '../../orders/public.ts';

let t: TestApp;
let admin: Awaited<ReturnType<typeof adminCookie>>;
let support: Awaited<ReturnType<typeof adminCookie>>;
beforeAll(async () => {
  t = await createTestApp();
  admin = await adminCookie(t);
  support = await adminCookie(t, 'support');
});
afterAll(() => t.close());

const read = async (cookie = admin.cookie) => {
  const res = await call(t, cookie, 'GET', '/api/admin/settings');
  expect(res.statusCode).toBe(200);
  return res.json();
};
const settingRows = () => t.db.select().from(settings);

describe('reading settings', () => {
  it('answers every group with its revision, the defaults until saved', async () => {
    const body = await read(support.cookie);
    expect(body.platform).toEqual({
      supportWhatsapp: null,
      supportEmail: null,
      livestreamUrl: null,
      bannerText: null,
      bannerTextTw: null,
      bannerTextPidgin: null,
      businessHours: DEFAULT_BUSINESS_HOURS,
    });
    expect(body.money.prices.verificationPesewas).toBe(5_000);
    expect(body.money.prices.proMonthlyPesewas).toBe(20_000);
    expect(body.money.deliveryCommissionBasisPoints).toBe(2_000);
    expect(body).toMatchObject({ platformRevision: 0, moneyRevision: 0, launchedAt: null });
  });

  it('is for admins only', async () => {
    expect((await call(t, null, 'GET', '/api/admin/settings')).statusCode).toBe(401);
    const seller = await sellerCookie(t);
    expect((await call(t, seller.cookie, 'GET', '/api/admin/settings')).statusCode).toBe(403);
  });
});

describe('saving the public settings', () => {
  it('writes the changed keys, audits before/after, and the public site shows them at once', async () => {
    const { platformRevision } = await read();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings', {
      revision: platformRevision,
      supportWhatsapp: '030 200 0999',
      supportEmail: 'Help@Dwa.com.gh',
      bannerText: '  Big Christmas market on Saturday  ',
      businessHours: { ...DEFAULT_BUSINESS_HOURS, sunday: { open: '12:00', close: '15:00' } },
      livestreamUrl: null,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().platform).toEqual({
      supportWhatsapp: '+233302000999',
      supportEmail: 'help@dwa.com.gh',
      livestreamUrl: null,
      bannerText: 'Big Christmas market on Saturday',
      bannerTextTw: null,
      bannerTextPidgin: null,
      businessHours: { ...DEFAULT_BUSINESS_HOURS, sunday: { open: '12:00', close: '15:00' } },
    });
    expect(res.json().platformRevision).toBe(platformRevision + 1);

    const [audit] = await auditsOf(t, 'settings.update');
    expect(audit).toMatchObject({ actorType: 'admin', actorId: admin.admin.id });
    // livestreamUrl did not change (null → null): not in the row.
    expect(audit!.detail).toEqual({
      before: {
        supportWhatsapp: null,
        supportEmail: null,
        bannerText: null,
        businessHours: DEFAULT_BUSINESS_HOURS,
      },
      after: {
        supportWhatsapp: '+233302000999',
        supportEmail: 'help@dwa.com.gh',
        bannerText: 'Big Christmas market on Saturday',
        businessHours: { ...DEFAULT_BUSINESS_HOURS, sunday: { open: '12:00', close: '15:00' } },
      },
    });

    const pub = await t.app.inject({ url: '/api/settings/public' });
    expect(pub.headers['cache-control']).toBe('public, no-cache');
    expect(pub.json()).toMatchObject({
      supportWhatsapp: '+233302000999',
      bannerText: 'Big Christmas market on Saturday',
    });
  });

  it('writes only what changed, and clears a field emptied', async () => {
    const before = await read();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings', {
      revision: before.platformRevision,
      supportWhatsapp: before.platform.supportWhatsapp,
      bannerText: '',
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().platform.bannerText).toBeNull();
    const rows = await t.db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['homepage_banner', 'support_whatsapp']));
    expect(rows.map((r) => r.key)).toEqual(['support_whatsapp']);
    const [audit] = await auditsOf(t, 'settings.update');
    expect(audit!.detail).toEqual({
      before: { bannerText: 'Big Christmas market on Saturday' },
      after: { bannerText: null },
    });
    expect((await t.app.inject({ url: '/api/settings/public' })).json().bannerText).toBeNull();
  });

  it('keeps a banner in Twi and Pidgin beside the English one (issue 33)', async () => {
    const before = await read();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings', {
      revision: before.platformRevision,
      bannerTextTw: '  Dwabɔ da yɛ Memeneda ',
      bannerTextPidgin: 'Market day na Saturday',
    });
    expect(res.statusCode).toBe(200);
    const rows = await t.db
      .select()
      .from(settings)
      .where(inArray(settings.key, ['homepage_banner_tw', 'homepage_banner_pidgin']));
    expect(Object.fromEntries(rows.map((r) => [r.key, r.value]))).toEqual({
      homepage_banner_tw: 'Dwabɔ da yɛ Memeneda',
      homepage_banner_pidgin: 'Market day na Saturday',
    });
    const shown = (await t.app.inject({ url: '/api/settings/public' })).json();
    expect([shown.bannerTextTw, shown.bannerTextPidgin]).toEqual([
      'Dwabɔ da yɛ Memeneda',
      'Market day na Saturday',
    ]);
  });

  it('changes nothing (no revision, no audit row) when nothing changed', async () => {
    const before = await read();
    const audits = (await auditsOf(t, 'settings.update')).length;
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings', {
      revision: before.platformRevision,
      supportEmail: before.platform.supportEmail,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().platformRevision).toBe(before.platformRevision);
    expect((await auditsOf(t, 'settings.update')).length).toBe(audits);
  });

  it('refuses bad input with field messages and writes nothing', async () => {
    const { platformRevision } = await read();
    const rows = await settingRows();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings', {
      revision: platformRevision,
      supportWhatsapp: '12345',
      supportEmail: 'not-an-email',
      livestreamUrl: 'ftp://dwa.example/live',
      bannerText: 'x'.repeat(201),
      bannerTextPidgin: 'x'.repeat(201),
      businessHours: { ...DEFAULT_BUSINESS_HOURS, saturday: { open: '16:00', close: '09:00' } },
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      supportWhatsapp: 'Enter a valid Ghana WhatsApp number.',
      supportEmail: 'Enter a valid e-mail address.',
      livestreamUrl: 'Enter a full link starting with https://.',
      bannerText: 'Keep the banner under 200 characters.',
      bannerTextPidgin: 'Keep the banner under 200 characters.',
      'businessHours.saturday.close': 'The closing time must come after the opening time.',
    });
    const twi = await call(
      t,
      admin.cookie,
      'PUT',
      '/api/admin/settings',
      { revision: platformRevision, supportEmail: 'nope' },
      { 'accept-language': 'tw' },
    );
    expect(twi.json().error.fields.supportEmail).toBe('Kyerɛw e-mail address pa.');
    expect(await settingRows()).toEqual(rows);
  });

  it('is refused to a support admin and a seller before any field is looked at', async () => {
    const rows = await settingRows();
    const body = { revision: 0, bannerText: 'Support was here' };
    expect((await call(t, support.cookie, 'PUT', '/api/admin/settings', body)).statusCode).toBe(
      403,
    );
    expect((await call(t, support.cookie, 'PUT', '/api/admin/settings', {})).statusCode).toBe(403);
    const seller = await sellerCookie(t);
    expect((await call(t, seller.cookie, 'PUT', '/api/admin/settings', body)).statusCode).toBe(403);
    expect((await call(t, null, 'PUT', '/api/admin/settings', body)).statusCode).toBe(401);
    expect(await settingRows()).toEqual(rows);
  });

  it('refuses a save from an older revision; of ten at once one wins', async () => {
    const { platformRevision } = await read();
    const audits = (await auditsOf(t, 'settings.update')).length;
    const results = await Promise.all(
      Array.from({ length: 10 }, (_, i) =>
        call(t, admin.cookie, 'PUT', '/api/admin/settings', {
          revision: platformRevision,
          bannerText: `Banner ${i}`,
        }),
      ),
    );
    const codes = results.map((r) => r.statusCode).sort();
    expect(codes).toEqual([200, ...Array(9).fill(409)]);
    const conflict = results.find((r) => r.statusCode === 409)!;
    expect(conflict.json().error.message).toBe(
      'Another admin changed these settings in the meantime. Reload them and save again.',
    );
    const winner = results.find((r) => r.statusCode === 200)!.json();
    expect((await read()).platform.bannerText).toBe(winner.platform.bannerText);
    expect((await auditsOf(t, 'settings.update')).length).toBe(audits + 1);
  });
});

describe('saving prices and the commission', () => {
  const prices = (over: object = {}) => ({
    verificationPesewas: 6_000,
    verificationDays: 365,
    proMonthlyPesewas: 25_000,
    creditPacks: [
      { credits: 1, pesewas: 1_000 },
      { credits: 5, pesewas: 4_500 },
      { credits: 20, pesewas: 16_000 },
    ],
    boostCredits: { 1: 1, 3: 2, 7: 4 },
    proBoostLimit: 20,
    ...over,
  });

  it('writes the changed prices and commission; sellers and deliveries use them', async () => {
    const { moneyRevision } = await read();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: moneyRevision,
      prices: prices(),
      deliveryCommissionBasisPoints: 1_500,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().money).toEqual({
      prices: prices(),
      deliveryCommissionBasisPoints: 1_500,
      orderCommissionBasisPoints: 500,
      orderMaxTotalPesewas: 500_000,
      orderPaymentMinutes: 30,
      orderAcceptHours: 24,
      orderReleaseHours: 48,
    });
    const [audit] = await auditsOf(t, 'settings.money_update');
    expect(audit!.detail).toEqual({
      before: {
        verificationPesewas: 5_000,
        proMonthlyPesewas: 20_000,
        deliveryCommissionBasisPoints: 2_000,
      },
      after: {
        verificationPesewas: 6_000,
        proMonthlyPesewas: 25_000,
        deliveryCommissionBasisPoints: 1_500,
      },
    });
    const shown = await t.app.inject({ url: '/api/payments/prices' });
    expect(shown.json()).toMatchObject({ verificationPesewas: 6_000, proMonthlyPesewas: 25_000 });
    const [commission] = await t.db
      .select()
      .from(settings)
      .where(eq(settings.key, 'delivery_commission'));
    expect(commission!.value).toBe(1_500);
  });

  it('sets Buy safely’s commission, audited; orders placed from then on carry it', async () => {
    const { moneyRevision, money } = await read();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: moneyRevision,
      prices: money.prices,
      deliveryCommissionBasisPoints: money.deliveryCommissionBasisPoints,
      orderCommissionBasisPoints: 750,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().money.orderCommissionBasisPoints).toBe(750);
    const audits = await auditsOf(t, 'settings.money_update');
    expect(audits.map((a) => a.detail)).toContainEqual({
      before: { orderCommissionBasisPoints: 500 },
      after: { orderCommissionBasisPoints: 750 },
    });
    const [stored] = await t.db.select().from(settings).where(eq(settings.key, 'order_commission'));
    expect(stored!.value).toBe(750);
    const again = await read();
    const tooMuch = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: again.moneyRevision,
      prices: again.money.prices,
      deliveryCommissionBasisPoints: again.money.deliveryCommissionBasisPoints,
      orderCommissionBasisPoints: 3_001,
    });
    expect(tooMuch.statusCode).toBe(400);
    expect(tooMuch.json().error.fields).toEqual({
      orderCommissionBasisPoints: 'Enter a Buy safely commission from 0 to 30 %.',
    });
  });

  it('sets Buy safely’s largest order and timers, audited; the orders read them', async () => {
    const { moneyRevision, money } = await read();
    const base = {
      prices: money.prices,
      deliveryCommissionBasisPoints: money.deliveryCommissionBasisPoints,
    };
    const wild = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: moneyRevision,
      ...base,
      orderMaxTotalPesewas: 50,
      orderPaymentMinutes: 1,
      orderAcceptHours: 169,
      orderReleaseHours: 0,
    });
    expect(wild.statusCode).toBe(400);
    expect(wild.json().error.fields).toEqual({
      orderMaxTotalPesewas: 'Enter the largest order from GH₵ 1 to GH₵ 20,000.',
      orderPaymentMinutes: 'Enter from 5 to 240 minutes.',
      orderAcceptHours: 'Enter from 1 to 168 hours (a week).',
      orderReleaseHours: 'Enter from 1 to 336 hours (two weeks).',
    });
    expect(await orderSettings(t.db)).toMatchObject({ acceptHours: 24, releaseHours: 48 });

    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: moneyRevision,
      ...base,
      orderMaxTotalPesewas: 300_000,
      orderPaymentMinutes: 20,
      orderAcceptHours: 12,
      orderReleaseHours: 72,
    });
    expect(res.statusCode).toBe(200);
    expect(res.json().money).toMatchObject({
      orderMaxTotalPesewas: 300_000,
      orderPaymentMinutes: 20,
      orderAcceptHours: 12,
      orderReleaseHours: 72,
    });
    expect(await orderSettings(t.db)).toMatchObject({
      maxTotalPesewas: 300_000,
      paymentMinutes: 20,
      acceptHours: 12,
      releaseHours: 72,
    });
    const audits = await auditsOf(t, 'settings.money_update');
    expect(audits.map((a) => a.detail)).toContainEqual({
      before: {
        orderMaxTotalPesewas: 500_000,
        orderPaymentMinutes: 30,
        orderAcceptHours: 24,
        orderReleaseHours: 48,
      },
      after: {
        orderMaxTotalPesewas: 300_000,
        orderPaymentMinutes: 20,
        orderAcceptHours: 12,
        orderReleaseHours: 72,
      },
    });
    // Back to the defaults for the tests after this one.
    const again = await read();
    const back = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: again.moneyRevision,
      ...base,
      orderMaxTotalPesewas: 500_000,
      orderPaymentMinutes: 30,
      orderAcceptHours: 24,
      orderReleaseHours: 48,
    });
    expect(back.statusCode).toBe(200);
  });

  it('refuses bad prices with field messages and writes nothing', async () => {
    const { moneyRevision } = await read();
    const rows = await settingRows();
    const res = await call(t, admin.cookie, 'PUT', '/api/admin/settings/money', {
      revision: moneyRevision,
      prices: prices({
        verificationPesewas: 0,
        creditPacks: [
          { credits: 5, pesewas: 4_500 },
          { credits: 1, pesewas: 1_000 },
        ],
      }),
      deliveryCommissionBasisPoints: 10_001,
    });
    expect(res.statusCode).toBe(400);
    expect(res.json().error.fields).toEqual({
      'prices.verificationPesewas': 'Enter a price from GHS 1.00.',
      'prices.creditPacks': 'List the credit packs from the smallest to the largest.',
      deliveryCommissionBasisPoints: 'Enter a commission from 0 to 100 %.',
    });
    expect(await settingRows()).toEqual(rows);
  });

  it('is refused to a support admin (money is not theirs)', async () => {
    const rows = await settingRows();
    const res = await call(t, support.cookie, 'PUT', '/api/admin/settings/money', {
      revision: 0,
      prices: prices({ verificationPesewas: 100 }),
      deliveryCommissionBasisPoints: 0,
    });
    expect(res.statusCode).toBe(403);
    expect(await settingRows()).toEqual(rows);
  });
});
