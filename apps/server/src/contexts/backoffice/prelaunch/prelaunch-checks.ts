// The 13 pre-launch checks, computed from this app's configuration (its own `env`:
// tests build apps with other ones) and its data. Outside production a configuration problem is a
// warning (development and tests run without real keys on purpose); in production it fails.
// What is broken anywhere (the database behind, storage not writable) fails everywhere.
import { randomUUID } from 'node:crypto';
import { constants, existsSync, readFileSync } from 'node:fs';
import { access, stat } from 'node:fs/promises';
import { join } from 'node:path';
import type { DatabaseHandle, Db } from '@dwa/db/client';
import { currentMigration, migrationJournal } from '@dwa/db/migrate';
import { admins, notificationTemplates, sellers } from '@dwa/db/schema/index';
import { DEMO_ADMIN_EMAIL, DEMO_SELLER_PHONE } from '@dwa/db/seed/demo';
import type { CheckStatus, PrelaunchCheckId } from '@dwa/domain/admin/prelaunch';
import { LANGUAGES, NOTIFICATION_EVENT_TYPES } from '@dwa/domain/enums';
import type { AlertReason } from '@dwa/domain/provider-alerts';
import { count, eq } from 'drizzle-orm';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { ServerMessageKey } from '../../../lib/i18n.ts';
import { hitsInWindow } from '../../../lib/rate-limit.ts';
import type { ObjectStorage } from '../../../storage/object-storage.ts';
import { readPlatformSettings } from '../../catalog/public.ts';
import { activeAlert, botConfigStatus } from '../../messaging/public.ts';

export interface CheckDeps {
  db: Db;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock: Clock;
  env: Env;
}

type ChecksKey = Extract<ServerMessageKey, `errors.adminSettings.checks.${string}`>;
type ReasonName = ChecksKey extends `errors.adminSettings.checks.${infer N}` ? N : never;

export interface CheckOutcome {
  status: CheckStatus;
  reason: ReasonName;
  params?: Record<string, string | number>;
}

const ready = (reason: ReasonName, params?: CheckOutcome['params']): CheckOutcome => ({
  status: 'ready',
  reason,
  ...(params ? { params } : {}),
});

/** A configuration problem: fails in production, a warning elsewhere. */
const problem = (env: Env, reason: ReasonName, params?: CheckOutcome['params']): CheckOutcome => ({
  status: env.nodeEnv === 'production' ? 'failed' : 'warning',
  reason,
  ...(params ? { params } : {}),
});

const failed = (reason: ReasonName, params?: CheckOutcome['params']): CheckOutcome => ({
  status: 'failed',
  reason,
  ...(params ? { params } : {}),
});

/** Whether a secret is the one generated into the data dir (env.ts developmentSecret), i.e. was
 * not configured. */
function isGenerated(env: Env, name: string, value: string) {
  const file = join(env.dataDir, 'secrets.json');
  if (!existsSync(file)) return false;
  try {
    return (JSON.parse(readFileSync(file, 'utf8')) as Record<string, unknown>)[name] === value;
  } catch {
    return false;
  }
}

/** Reserved names (RFC 2606/6761) that can never reach anyone. */
export function isPlaceholderEmail(email: string) {
  const domain = email.split('@')[1]?.toLowerCase() ?? '';
  return (
    /(^|\.)(example|test|invalid|localhost|local)$/.test(domain) ||
    /^example\.(com|net|org)$/.test(domain)
  );
}

/** +233 followed by one digit repeated, or counting up (000000000, 123456789). */
export function isPlaceholderPhone(phone: string) {
  const digits = phone.replace(/^\+233/, '');
  return /^(\d)\1{8}$/.test(digits) || digits === '123456789';
}

/** The whatsapp check's reason while its operator alert is raised. */
const ALERT_REASONS = {
  credentials_rejected: 'whatsappTokenRejected',
  permission_denied: 'whatsappPermissionDenied',
  account_restricted: 'whatsappAccountRestricted',
} as const satisfies Record<AlertReason, ReasonName>;

export const CHECKS: Record<PrelaunchCheckId, (deps: CheckDeps) => Promise<CheckOutcome>> = {
  async database({ database }) {
    const latest = migrationJournal().at(-1)?.tag ?? 'none';
    const current = await currentMigration(database);
    if (current === latest) return ready('databaseReady', { migration: latest });
    return failed('databaseBehind', { current: current ?? 'none', latest });
  },

  async adminPassword({ db, env }) {
    const [row] = await db
      .select({ n: count() })
      .from(admins)
      .where(eq(admins.passwordResetRequired, true));
    const n = row?.n ?? 0;
    return n === 0 ? ready('adminPasswordReady') : problem(env, 'adminPasswordTemporary', { n });
  },

  async demoData({ db, env }) {
    const [admin] = await db
      .select({ id: admins.id })
      .from(admins)
      .where(eq(admins.email, DEMO_ADMIN_EMAIL))
      .limit(1);
    const [seller] = await db
      .select({ id: sellers.id })
      .from(sellers)
      .where(eq(sellers.whatsappNumber, DEMO_SELLER_PHONE))
      .limit(1);
    if (!admin && !seller) return ready('demoDataAbsent');
    return env.nodeEnv === 'production'
      ? failed('demoDataInProduction')
      : { status: 'warning', reason: 'demoDataPresent' };
  },

  async sessionSecret({ env }) {
    return isGenerated(env, 'sessionSecret', env.sessionSecret)
      ? problem(env, 'sessionSecretGenerated')
      : ready('sessionSecretReady');
  },

  async https({ env }) {
    const origin = env.publicOrigin;
    if (origin.startsWith('https://')) return ready('httpsReady', { origin });
    return env.nodeEnv === 'production'
      ? failed('httpsMissing', { origin })
      : { status: 'warning', reason: 'httpsDevelopment', params: { origin } };
  },

  async whatsapp({ db, env }) {
    const bot = await botConfigStatus({ db, env });
    if (bot.transport !== 'cloud_api') return problem(env, 'whatsappOutbox');
    if (!bot.accessTokenSet) return problem(env, 'whatsappNoToken');
    if (!bot.verifyTokenSet) return problem(env, 'whatsappVerifyToken');
    // Configured, but WhatsApp refuses it: broken everywhere, not only in production.
    const alert = await activeAlert(db, 'whatsapp');
    if (alert) return failed(ALERT_REASONS[alert.reason], { since: alert.since });
    return ready('whatsappReady');
  },

  async appSecret({ db, env }) {
    const bot = await botConfigStatus({ db, env });
    return bot.appSecretSet ? ready('appSecretReady') : problem(env, 'appSecretGenerated');
  },

  // Production reaches a stand-in only on a staging copy (STAGING=true), which must never launch.
  async payments({ db, env }) {
    const p = env.payments;
    if (p.provider === 'simulator') return problem(env, 'paymentsSimulator');
    if (!p.secretKey.startsWith('sk_live_')) return problem(env, 'paymentsTestKey');
    // Configured, but Paystack refuses the key: no charge or payout works anywhere.
    const alert = await activeAlert(db, 'paystack');
    if (alert) return failed('paystackKeyRejected', { since: alert.since });
    return ready('paymentsReady');
  },

  async storage({ storage, env }) {
    const key = `prelaunch/probe-${randomUUID()}.txt`;
    const body = Buffer.from(`dwa pre-launch probe ${key}`);
    try {
      await storage.put(key, body, 'text/plain');
      const stored = await storage.get(key);
      if (!stored) return failed('storageUnreadable');
      const chunks: Buffer[] = [];
      for await (const chunk of stored.body) chunks.push(Buffer.from(chunk));
      if (!Buffer.concat(chunks).equals(body)) return failed('storageUnreadable');
      await storage.delete(key);
      if (await storage.get(key)) return failed('storageUndeletable');
      return ready('storageReady', { kind: env.storage.kind === 's3' ? 'S3' : 'disk' });
    } catch {
      return failed('storageUnwritable');
    }
  },

  // The directory npm run db:backup writes to (src/backups/): set is not enough, it must take
  // files, or the first nightly backup fails unseen.
  async backups({ env }) {
    const target = env.backupTarget;
    if (!target) return { status: 'warning', reason: 'backupsMissing' };
    return (await isWritableDirectory(target))
      ? ready('backupsReady')
      : problem(env, 'backupsUnwritable', { target });
  },

  async templates({ db }) {
    const rows = await db
      .select({
        eventType: notificationTemplates.eventType,
        language: notificationTemplates.language,
      })
      .from(notificationTemplates)
      .where(eq(notificationTemplates.isActive, true));
    const active = new Set(rows.map((r) => `${r.eventType}/${r.language}`));
    const total = NOTIFICATION_EVENT_TYPES.length * LANGUAGES.length;
    const missing = NOTIFICATION_EVENT_TYPES.flatMap((e) =>
      LANGUAGES.filter((l) => !active.has(`${e}/${l}`)),
    ).length;
    return missing === 0
      ? ready('templatesReady', { total })
      : { status: 'warning', reason: 'templatesMissing', params: { missing, total } };
  },

  async supportContacts({ db, env }) {
    const s = await readPlatformSettings(db);
    if (!s.supportWhatsapp || !s.supportEmail) return problem(env, 'supportMissing');
    if (isPlaceholderEmail(s.supportEmail)) {
      return problem(env, 'supportPlaceholder', { value: s.supportEmail });
    }
    if (isPlaceholderPhone(s.supportWhatsapp)) {
      return problem(env, 'supportPlaceholder', { value: s.supportWhatsapp });
    }
    return ready('supportReady');
  },

  async rateLimits({ db, clock, env }) {
    // The limits' store answers (a count, nothing written).
    await hitsInWindow(db, clock, { bucket: 'prelaunch', limit: 1, windowMs: 60_000 }, 'probe');
    const trust = env.trustProxy;
    if (typeof trust === 'string' && /(^|,)(0\.0\.0\.0\/0|::\/0)(,|$)/.test(trust)) {
      // Every address trusted as a proxy: a client names its own address, limits per IP are off.
      return problem(env, 'rateLimitsSpoofable');
    }
    const limit = env.codeSendsPerIpPerHour;
    return limit > 1_000
      ? { status: 'warning', reason: 'rateLimitsLoose', params: { limit } }
      : ready('rateLimitsReady', { limit });
  },
};

async function isWritableDirectory(dir: string): Promise<boolean> {
  try {
    if (!(await stat(dir)).isDirectory()) return false;
    await access(dir, constants.W_OK);
    return true;
  } catch {
    return false;
  }
}
