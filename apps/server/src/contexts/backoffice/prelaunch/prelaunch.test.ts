// The pre-launch checks, each both ways (configurations built with testEnv, as an app would load
// them; data written to the test database), the route's verdict in the request's language, and
// launching: refused by a failed check or a support admin, recorded and audited once.
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { Readable } from 'node:stream';
import { admins, notificationTemplates, settings } from '@dwa/db/schema/index';
import { DEMO_ADMIN_EMAIL } from '@dwa/db/seed/demo';
import { ensureDefaultTemplates } from '@dwa/db/seed/templates';
import { buildAdmin } from '@dwa/db/testing/factories';
import { PRELAUNCH_CHECK_IDS } from '@dwa/domain/admin/prelaunch';
import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Env } from '../../../env.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { adminCookie, auditsOf, call } from '../../../testing/backoffice/settings-test-kit.ts';
import { createTestApp, type TestApp, testEnv } from '../../../testing/test-app.ts';
import { CHECKS, type CheckDeps, isPlaceholderEmail } from './prelaunch-checks.ts';

const bot = vi.hoisted(() => ({
  status: {
    transport: 'outbox' as 'outbox' | 'cloud_api',
    verifyTokenSet: false,
    accessTokenSet: false,
    appSecretSet: false,
  },
}));
vi.mock('../../messaging/bot-settings/bot-settings.service.ts', () => ({
  botConfigStatus: async () => bot.status,
}));

let t: TestApp;
let dir: string;
beforeAll(async () => {
  t = await createTestApp();
  dir = await mkdtemp(join(tmpdir(), 'dwa-prelaunch-'));
});
afterAll(async () => {
  await t.close();
  await rm(dir, { recursive: true, force: true });
});
beforeEach(() => {
  bot.status = {
    transport: 'outbox',
    verifyTokenSet: false,
    accessTokenSet: false,
    appSecretSet: false,
  };
});

/** Production settings on a staging copy: the only production that may run the stand-ins. */
const PRODUCTION = {
  NODE_ENV: 'production',
  STAGING: 'true',
  PUBLIC_ORIGIN: 'https://dwa.example.gh',
} as const;
let envs = 0;
/** A configuration as `loadEnv` reads it (its own data dir for generated secrets). */
const envWith = (extra: Record<string, string> = {}): Env =>
  testEnv(join(dir, `env-${envs++}`), extra);
const deps = (env: Env = t.env, over: Partial<CheckDeps> = {}): CheckDeps => ({
  db: t.db,
  database: t.database,
  storage: t.storage,
  clock: { now: () => new Date() },
  env,
  ...over,
});
const check = (id: keyof typeof CHECKS, d: CheckDeps = deps()) => CHECKS[id](d);

describe('each check', () => {
  it('database: migrated to the newest migration', async () => {
    expect(await check('database')).toMatchObject({ status: 'ready', reason: 'databaseReady' });
  });

  it('admin password: a generated one still in use warns (fails in production)', async () => {
    expect((await check('adminPassword')).status).toBe('ready');
    const admin = await buildAdmin(t.db, { passwordResetRequired: true });
    expect(await check('adminPassword')).toMatchObject({
      status: 'warning',
      reason: 'adminPasswordTemporary',
      params: { n: 1 },
    });
    expect((await check('adminPassword', deps(envWith(PRODUCTION)))).status).toBe('failed');
    await t.db.delete(admins).where(eq(admins.id, admin.id));
  });

  it('demo data: a warning outside production, a failure in it', async () => {
    expect(await check('demoData')).toMatchObject({ status: 'ready', reason: 'demoDataAbsent' });
    const demo = await buildAdmin(t.db, { email: DEMO_ADMIN_EMAIL });
    expect(await check('demoData')).toMatchObject({ status: 'warning', reason: 'demoDataPresent' });
    expect(await check('demoData', deps(envWith(PRODUCTION)))).toMatchObject({
      status: 'failed',
      reason: 'demoDataInProduction',
    });
    await t.db.delete(admins).where(eq(admins.id, demo.id));
  });

  it('session secret: configured, or generated into the data dir', async () => {
    expect((await check('sessionSecret')).status).toBe('ready');
    expect(await check('sessionSecret', deps(envWith({ SESSION_SECRET: '' })))).toMatchObject({
      status: 'warning',
      reason: 'sessionSecretGenerated',
    });
  });

  it('https: ready on https, a warning on http outside production, failed in production', async () => {
    expect(await check('https', deps(envWith(PRODUCTION)))).toMatchObject({
      status: 'ready',
      params: { origin: 'https://dwa.example.gh' },
    });
    expect(await check('https')).toMatchObject({ status: 'warning', reason: 'httpsDevelopment' });
    const http = envWith({ ...PRODUCTION, PUBLIC_ORIGIN: 'http://dwa.example.gh' });
    expect(await check('https', deps(http))).toMatchObject({
      status: 'failed',
      reason: 'httpsMissing',
    });
  });

  it('whatsapp and the app secret, from the bot configuration', async () => {
    expect(await check('whatsapp')).toMatchObject({ status: 'warning', reason: 'whatsappOutbox' });
    expect((await check('whatsapp', deps(envWith(PRODUCTION)))).status).toBe('failed');
    bot.status = { ...bot.status, transport: 'cloud_api', accessTokenSet: true };
    expect((await check('whatsapp')).reason).toBe('whatsappVerifyToken');
    bot.status = { ...bot.status, verifyTokenSet: true };
    expect(await check('whatsapp')).toMatchObject({ status: 'ready', reason: 'whatsappReady' });

    bot.status = { ...bot.status, appSecretSet: true };
    expect(await check('appSecret')).toMatchObject({ status: 'ready', reason: 'appSecretReady' });
    bot.status = { ...bot.status, appSecretSet: false };
    expect((await check('appSecret')).status).toBe('warning');
    expect((await check('appSecret', deps(envWith(PRODUCTION)))).status).toBe('failed');
  });

  it('payments: a Paystack live key is ready; the simulator or a test key warns, and fails in production', async () => {
    expect(await check('payments')).toMatchObject({
      status: 'warning',
      reason: 'paymentsSimulator',
    });
    const live = envWith({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_live_abc123' });
    expect((await check('payments', deps(live))).status).toBe('ready');
    const test = envWith({ PAYMENT_PROVIDER: 'paystack', PAYSTACK_SECRET_KEY: 'sk_test_abc123' });
    expect(await check('payments', deps(test))).toMatchObject({
      status: 'warning',
      reason: 'paymentsTestKey',
    });
    // A staging copy of production: either stand-in refuses the launch.
    expect(await check('payments', deps(envWith(PRODUCTION)))).toMatchObject({
      status: 'failed',
      reason: 'paymentsSimulator',
    });
    const stagingTestKey = envWith({
      ...PRODUCTION,
      PAYMENT_PROVIDER: 'paystack',
      PAYSTACK_SECRET_KEY: 'sk_test_abc123',
    });
    expect(await check('payments', deps(stagingTestKey))).toMatchObject({
      status: 'failed',
      reason: 'paymentsTestKey',
    });
  });

  it('storage: a probe file written, read back and deleted', async () => {
    expect(await check('storage')).toMatchObject({ status: 'ready', params: { kind: 'disk' } });
    const refusing: ObjectStorage = {
      put: async () => {
        throw new Error('read-only file system');
      },
      get: async () => null,
      delete: async () => {},
    };
    expect(await check('storage', deps(t.env, { storage: refusing }))).toMatchObject({
      status: 'failed',
      reason: 'storageUnwritable',
    });
    const forgetful: ObjectStorage = { ...refusing, put: async () => {} };
    expect((await check('storage', deps(t.env, { storage: forgetful }))).reason).toBe(
      'storageUnreadable',
    );
    const keeping: ObjectStorage = {
      put: async () => {},
      get: async (key) => ({
        body: Readable.from([Buffer.from(`dwa pre-launch probe ${key}`)]),
        size: 1,
        contentType: 'text/plain',
      }),
      delete: async () => {},
    };
    expect((await check('storage', deps(t.env, { storage: keeping }))).reason).toBe(
      'storageUndeletable',
    );
  });

  it('backups: BACKUP_TARGET a writable directory, else a warning (failed in production)', async () => {
    expect(await check('backups')).toMatchObject({ status: 'warning', reason: 'backupsMissing' });
    const set = envWith({ BACKUP_TARGET: dir });
    expect(await check('backups', deps(set))).toMatchObject({ status: 'ready' });
    for (const target of ['s3://dwa-backups/nightly', join(dir, 'absent'), join(dir, 'a-file')]) {
      if (target.endsWith('a-file')) await writeFile(target, 'not a directory');
      expect(await check('backups', deps(envWith({ BACKUP_TARGET: target })))).toEqual({
        status: 'warning',
        reason: 'backupsUnwritable',
        params: { target },
      });
    }
    const production = envWith({ ...PRODUCTION, BACKUP_TARGET: join(dir, 'absent') });
    expect((await check('backups', deps(production))).status).toBe('failed');
  });

  it('templates: every event active in the three languages', async () => {
    await ensureDefaultTemplates(t.db);
    const ready = await check('templates');
    expect(ready.status).toBe('ready');
    const [one] = await t.db.select().from(notificationTemplates).limit(1);
    await t.db
      .update(notificationTemplates)
      .set({ isActive: false })
      .where(eq(notificationTemplates.id, one!.id));
    expect(await check('templates')).toMatchObject({
      status: 'warning',
      reason: 'templatesMissing',
      params: { missing: 1, total: ready.params!.total! },
    });
    await t.db
      .update(notificationTemplates)
      .set({ isActive: true })
      .where(eq(notificationTemplates.id, one!.id));
  });

  it('support contacts: set, not placeholders', async () => {
    expect((await check('supportContacts')).reason).toBe('supportMissing');
    await t.db.insert(settings).values([
      { key: 'support_whatsapp', value: '+233302000111' },
      { key: 'support_email', value: 'support@dwa.example' },
    ]);
    expect(await check('supportContacts')).toMatchObject({
      status: 'warning',
      reason: 'supportPlaceholder',
      params: { value: 'support@dwa.example' },
    });
    expect((await check('supportContacts', deps(envWith(PRODUCTION)))).status).toBe('failed');
    await t.db
      .update(settings)
      .set({ value: 'help@dwa.com.gh' })
      .where(eq(settings.key, 'support_email'));
    expect(await check('supportContacts')).toMatchObject({ status: 'ready' });
    expect(isPlaceholderEmail('a@example.com')).toBe(true);
    expect(isPlaceholderEmail('a@dwa.local')).toBe(true);
    expect(isPlaceholderEmail('a@myexample.com')).toBe(false);
  });

  it('rate limits: on, unless every address is trusted or the limit is huge', async () => {
    expect(await check('rateLimits')).toMatchObject({ status: 'ready', params: { limit: 20 } });
    const loose = envWith({ CODE_SENDS_PER_IP_PER_HOUR: '50000' });
    expect((await check('rateLimits', deps(loose))).reason).toBe('rateLimitsLoose');
    const spoof = envWith({ ...PRODUCTION, TRUST_PROXY: '0.0.0.0/0' });
    expect(await check('rateLimits', deps(spoof))).toMatchObject({
      status: 'failed',
      reason: 'rateLimitsSpoofable',
    });
  });
});

describe('GET /api/admin/prelaunch and launching', () => {
  it('answers the 13 checks with reasons in the request language and the verdict', async () => {
    const { cookie } = await adminCookie(t, 'support');
    const res = await call(t, cookie, 'GET', '/api/admin/prelaunch');
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.checks.map((c: { id: string }) => c.id)).toEqual([...PRELAUNCH_CHECK_IDS]);
    expect(body.verdict).toBe('warnings');
    expect(body.launchedAt).toBeNull();
    expect(Date.parse(body.checkedAt)).not.toBeNaN();
    const payments = body.checks.find((c: { id: string }) => c.id === 'payments');
    expect(payments).toMatchObject({
      status: 'warning',
      reasonKey: 'errors.adminSettings.checks.paymentsSimulator',
      reason: 'Payments use the simulator: no real money moves.',
    });
    const twi = await call(t, cookie, 'GET', '/api/admin/prelaunch', undefined, {
      'accept-language': 'tw',
    });
    expect(twi.json().checks.find((c: { id: string }) => c.id === 'payments').reason).toBe(
      'Sika tua no yɛ simulator: sika ankasa biara nkɔ baabiara.',
    );
  });

  it('uses the configuration of the app asked (a production app fails its http origin)', async () => {
    const prod = await createTestApp({
      env: { NODE_ENV: 'production', STAGING: 'true', PUBLIC_ORIGIN: 'http://dwa.example.gh' },
    });
    try {
      const { cookie } = await adminCookie(prod);
      const body = (await call(prod, cookie, 'GET', '/api/admin/prelaunch')).json();
      expect(body.verdict).toBe('failed');
      expect(body.checks.find((c: { id: string }) => c.id === 'https').status).toBe('failed');
      const launch = await call(prod, cookie, 'POST', '/api/admin/launch', undefined, {
        origin: 'http://dwa.example.gh',
      });
      expect(launch.statusCode).toBe(409);
      expect(launch.json().error.message).toBe(
        'Critical issues found: fix the failed checks before launching.',
      );
      expect(await auditsOf(prod, 'platform.launch')).toHaveLength(0);
    } finally {
      await prod.close();
    }
  });

  it('a staging copy of production runs its stand-ins, and its checks refuse the launch', async () => {
    const staging = await createTestApp({ env: PRODUCTION });
    try {
      // The stand-ins staging asked for are there: the simulator's prompt answers for payments.
      const prompt = await staging.app.inject({ url: '/api/payments/simulator/dwa_missing' });
      expect(prompt.statusCode).toBe(404);
      expect(prompt.json().error.message).not.toBe('No such API route.');
      const { cookie } = await adminCookie(staging);
      const body = (await call(staging, cookie, 'GET', '/api/admin/prelaunch')).json();
      const statusOf = (id: string) => body.checks.find((c: { id: string }) => c.id === id).status;
      expect(body.verdict).toBe('failed');
      expect(statusOf('payments')).toBe('failed');
      expect(statusOf('whatsapp')).toBe('failed');
      const launch = await call(staging, cookie, 'POST', '/api/admin/launch', undefined, {
        origin: 'https://dwa.example.gh',
      });
      expect(launch.statusCode).toBe(409);
      expect(await auditsOf(staging, 'platform.launch')).toHaveLength(0);
    } finally {
      await staging.close();
    }
  });

  it('launches with warnings once (ten at once: one launch, one audit row); support may not', async () => {
    const support = await adminCookie(t, 'support');
    expect((await call(t, support.cookie, 'POST', '/api/admin/launch')).statusCode).toBe(403);
    const { cookie, admin } = await adminCookie(t);
    const results = await Promise.all(
      Array.from({ length: 10 }, () => call(t, cookie, 'POST', '/api/admin/launch')),
    );
    expect(results.map((r) => r.statusCode).sort()).toEqual([200, ...Array(9).fill(409)]);
    const ok = results.find((r) => r.statusCode === 200)!.json();
    expect(ok.verdict).toBe('warnings');
    const audits = await auditsOf(t, 'platform.launch');
    expect(audits).toHaveLength(1);
    expect(audits[0]).toMatchObject({ actorId: admin.id });
    expect(audits[0]!.detail).toMatchObject({ after: { launchedAt: ok.launchedAt } });
    const report = (await call(t, cookie, 'GET', '/api/admin/prelaunch')).json();
    expect(report.launchedAt).toBe(ok.launchedAt);
    expect((await call(t, cookie, 'GET', '/api/admin/settings')).json().launchedAt).toBe(
      ok.launchedAt,
    );
  });

  it('database: behind the code when a migration is missing', async () => {
    await t.db.execute(
      sql`delete from drizzle.__drizzle_migrations where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`,
    );
    expect(await check('database')).toMatchObject({ status: 'failed', reason: 'databaseBehind' });
  });
});
