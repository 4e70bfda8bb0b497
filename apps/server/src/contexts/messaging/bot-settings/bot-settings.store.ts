// The bot's configuration: what admins save in Bot Settings (the `whatsapp_bot` row of
// the settings table, secrets sealed with AES-256-GCM: secret-box.ts) over the environment's
// WHATSAPP_* values. The webhook's verify token and signature checks, the Cloud API transport and
// the media client read it through a small cache per database: a save empties this instance's
// cache at once (no restart), and other instances on the same database see it within
// CACHE_MS. The pre-launch checks read botConfigStatus (bot-settings.service.ts).
import type { Db } from '@dwa/db/client';
import { settings } from '@dwa/db/schema/index';
import {
  type BotSettingSource,
  type BotSettingsUpdateSchema,
  type BotSettingsView,
  maskSecret,
} from '@dwa/domain/admin/whatsapp';
import { eq } from 'drizzle-orm';
import type { z } from 'zod';
import { recordAdminAction } from '../../../access/admin-access.ts';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import type { Messenger } from '../messaging/messenger.ts';
import { createSecretBox } from './secret-box.ts';

export const BOT_SETTINGS_KEY = 'whatsapp_bot';
/** How long another instance may keep using what it read before a save elsewhere. */
const CACHE_MS = 10_000;

export type SecretField = 'verifyToken' | 'accessToken' | 'appSecret';

/** The settings row's value: secrets sealed, the phone-number id as it is (not a secret). */
interface StoredBotSettings {
  verifyToken?: string | null;
  accessToken?: string | null;
  appSecret?: string | null;
  phoneNumberId?: string | null;
}

/** What the bot works with now, and where each value comes from. */
export interface EffectiveBotSettings {
  verifyToken: string;
  verifyTokenSource: BotSettingSource;
  appSecret: string;
  appSecretSource: BotSettingSource;
  accessToken: string | undefined;
  accessTokenSource: BotSettingSource;
  phoneNumberId: string | undefined;
  phoneNumberIdSource: BotSettingSource;
  unreadable: SecretField[];
  updatedAt: Date | null;
}

type BotEnv = Pick<Env, 'whatsapp' | 'settingsSecret'>;

function storedOf(value: unknown): StoredBotSettings {
  return value && typeof value === 'object' ? (value as StoredBotSettings) : {};
}

export async function readStored(db: Db) {
  const [row] = await db.select().from(settings).where(eq(settings.key, BOT_SETTINGS_KEY));
  return { stored: storedOf(row?.value), updatedAt: row?.updatedAt ?? null };
}

export function effectiveOf(
  env: BotEnv,
  stored: StoredBotSettings,
  updatedAt: Date | null,
): EffectiveBotSettings {
  const box = createSecretBox(env.settingsSecret);
  const w = env.whatsapp;
  const unreadable: SecretField[] = [];
  const saved = (field: SecretField) => {
    const sealed = stored[field];
    if (!sealed) return null;
    const value = box.open(field, sealed);
    if (value === null) unreadable.push(field);
    return value;
  };
  const verifyToken = saved('verifyToken');
  const appSecret = saved('appSecret');
  const accessToken = saved('accessToken');
  const envSource = (configured: boolean): BotSettingSource =>
    configured ? 'environment' : 'generated';
  return {
    verifyToken: verifyToken ?? w.verifyToken,
    verifyTokenSource: verifyToken ? 'saved' : envSource(w.verifyTokenConfigured),
    appSecret: appSecret ?? w.appSecret,
    appSecretSource: appSecret ? 'saved' : envSource(w.appSecretConfigured),
    accessToken: accessToken ?? w.token,
    accessTokenSource: accessToken ? 'saved' : w.token ? 'environment' : 'none',
    phoneNumberId: stored.phoneNumberId || w.phoneNumberId,
    phoneNumberIdSource: stored.phoneNumberId ? 'saved' : w.phoneNumberId ? 'environment' : 'none',
    unreadable,
    updatedAt,
  };
}

interface CacheEntry {
  at: number;
  value: Promise<EffectiveBotSettings>;
}
const caches = new WeakMap<Db, Map<BotEnv['whatsapp'], CacheEntry>>();

export interface BotCredentials {
  current(): Promise<EffectiveBotSettings>;
}

/** The bot's effective settings for `db`, read through this instance's cache. */
export function botCredentials(db: Db, env: BotEnv): BotCredentials {
  return {
    current() {
      let perEnv = caches.get(db);
      if (!perEnv) {
        perEnv = new Map();
        caches.set(db, perEnv);
      }
      const hit = perEnv.get(env.whatsapp);
      const now = Date.now();
      if (hit && now - hit.at < CACHE_MS) return hit.value;
      const value = readStored(db).then(({ stored, updatedAt }) =>
        effectiveOf(env, stored, updatedAt),
      );
      // A failed read is not kept: the next request asks the database again.
      value.catch(() => perEnv.delete(env.whatsapp));
      perEnv.set(env.whatsapp, { at: now, value });
      return value;
    },
  };
}

/** Forget what this instance read: the next use reads the saved settings. */
export function invalidateBotCredentials(db: Db) {
  caches.get(db)?.clear();
}

/** The Cloud API's token and phone-number id as sends need them (saved over environment). */
export function cloudApiCredentials(db: Db, env: BotEnv) {
  const credentials = botCredentials(db, env);
  return async () => {
    const now = await credentials.current();
    return { token: now.accessToken ?? '', phoneNumberId: now.phoneNumberId ?? '' };
  };
}

/** The media client's bearer token: with the Cloud API the saved access token (over the
 * environment's); with the outbox the local stand-in's own token. */
export function mediaToken(db: Db, env: BotEnv): string | (() => Promise<string>) {
  if (env.whatsapp.transport !== 'cloud_api') return env.whatsapp.mediaToken;
  const credentials = botCredentials(db, env);
  return async () => (await credentials.current()).accessToken ?? env.whatsapp.mediaToken;
}

// ---- The admin screen --------------------------------------------------------------------------

export function botSettingsView(
  env: BotEnv & Pick<Env, 'publicOrigin'>,
  now: EffectiveBotSettings,
): BotSettingsView {
  return {
    webhookUrl: `${env.publicOrigin}/api/whatsapp/webhook`,
    transport: env.whatsapp.transport,
    verifyToken: now.verifyToken,
    verifyTokenSource: now.verifyTokenSource,
    accessToken: { source: now.accessTokenSource, mask: maskSecret(now.accessToken) },
    appSecret: { source: now.appSecretSource, mask: maskSecret(now.appSecret) },
    phoneNumberId: now.phoneNumberId ?? null,
    phoneNumberIdSource: now.phoneNumberIdSource,
    unreadable: now.unreadable,
    updatedAt: now.updatedAt?.toISOString() ?? null,
  };
}

/** GET /api/admin/whatsapp/settings: read from the database, not the cache. The verify token
 * only for a reader who may change the settings (`withVerifyToken`): it is the webhook's
 * shared secret, and only the one who gives it to Meta needs to see it. */
export async function readBotSettings(
  db: Db,
  env: BotEnv & Pick<Env, 'publicOrigin'>,
  withVerifyToken: boolean,
): Promise<BotSettingsView> {
  const { stored, updatedAt } = await readStored(db);
  const view = botSettingsView(env, effectiveOf(env, stored, updatedAt));
  return withVerifyToken ? view : { ...view, verifyToken: null };
}

type Update = z.output<typeof BotSettingsUpdateSchema>;

/** PUT /api/admin/whatsapp/settings: the verify token always; a secret only when given (absent
 * or empty keeps the saved one); the phone-number id when given (empty: the environment's).
 * Audited in the same transaction, naming what changed, never a secret's value. */
export async function saveBotSettings(
  deps: {
    db: Db;
    env: BotEnv & Pick<Env, 'publicOrigin'>;
    clock: Clock;
    /** Sends the messages held while WhatsApp refused the old token, with the new one. */
    messenger?: Pick<Messenger, 'resumeHeld'>;
  },
  adminId: string,
  input: Update,
): Promise<BotSettingsView> {
  const { db, env, clock } = deps;
  const box = createSecretBox(env.settingsSecret);
  const now = clock.now();
  const view = await db.transaction(async (tx) => {
    // One save at a time: a concurrent save of another field is not undone by this one.
    const [row] = await tx
      .select()
      .from(settings)
      .where(eq(settings.key, BOT_SETTINGS_KEY))
      .for('update');
    const stored = storedOf(row?.value);
    const before = effectiveOf(env, stored, row?.updatedAt ?? null);
    const next: StoredBotSettings = {
      ...stored,
      verifyToken: box.seal('verifyToken', input.verifyToken),
    };
    if (input.accessToken) next.accessToken = box.seal('accessToken', input.accessToken);
    if (input.appSecret) next.appSecret = box.seal('appSecret', input.appSecret);
    if (input.phoneNumberId !== undefined) next.phoneNumberId = input.phoneNumberId || null;
    const value = next as Record<string, unknown>;
    await tx
      .insert(settings)
      .values({ key: BOT_SETTINGS_KEY, value, updatedAt: now })
      .onConflictDoUpdate({ target: settings.key, set: { value, updatedAt: now } });
    const after = effectiveOf(env, next, now);
    const changed = [
      ...(before.verifyToken !== after.verifyToken || before.verifyTokenSource !== 'saved'
        ? ['verifyToken']
        : []),
      ...(input.accessToken ? ['accessToken'] : []),
      ...(input.appSecret ? ['appSecret'] : []),
      ...(before.phoneNumberId !== after.phoneNumberId ? ['phoneNumberId'] : []),
    ];
    await recordAdminAction(tx, {
      adminId,
      action: 'whatsapp_settings.update',
      targetType: 'setting',
      targetId: BOT_SETTINGS_KEY,
      // Sources, masks and the (public) phone-number id only: never a token or secret.
      before: {
        verifyTokenSource: before.verifyTokenSource,
        accessToken: maskSecret(before.accessToken),
        appSecret: maskSecret(before.appSecret),
        phoneNumberId: before.phoneNumberId ?? null,
      },
      after: {
        verifyTokenSource: after.verifyTokenSource,
        accessToken: maskSecret(after.accessToken),
        appSecret: maskSecret(after.appSecret),
        phoneNumberId: after.phoneNumberId ?? null,
      },
      detail: { changed },
      at: now,
    });
    return botSettingsView(env, after);
  });
  invalidateBotCredentials(db);
  // A new token or number: what WhatsApp refused goes again (held again if still refused).
  if (input.accessToken || input.phoneNumberId !== undefined) await deps.messenger?.resumeHeld(db);
  return view;
}
