// The bot's configuration as the pre-launch checks see it: what admins saved in Bot
// Settings (bot-settings.store.ts) over the environment. Kept in its own file: the pre-launch
// tests replace this module, never the store the webhook and transport read.
import type { Db } from '@dwa/db/client';
import type { BotSettingSource } from '@dwa/domain/admin/whatsapp';
import type { Env } from '../../../env.ts';
import { effectiveOf, readStored, type SecretField } from './bot-settings.store.ts';

export interface BotConfigStatus {
  transport: 'outbox' | 'cloud_api';
  /** A verify token was chosen (saved by an admin or WHATSAPP_VERIFY_TOKEN), not generated. */
  verifyTokenSet: boolean;
  accessTokenSet: boolean;
  /** An app secret was chosen (saved or WHATSAPP_APP_SECRET), not generated. */
  appSecretSet: boolean;
  /** A phone-number id (saved or WHATSAPP_PHONE_NUMBER_ID). */
  phoneNumberIdSet: boolean;
  /** Saved secrets this server cannot open (SETTINGS_SECRET changed): they must be saved again. */
  unreadableSecrets: SecretField[];
}

export async function botConfigStatus(deps: { db: Db; env: Env }): Promise<BotConfigStatus> {
  const { stored, updatedAt } = await readStored(deps.db);
  const now = effectiveOf(deps.env, stored, updatedAt);
  const chosen = (source: BotSettingSource) => source === 'saved' || source === 'environment';
  return {
    transport: deps.env.whatsapp.transport,
    verifyTokenSet: chosen(now.verifyTokenSource),
    accessTokenSet: chosen(now.accessTokenSource),
    appSecretSet: chosen(now.appSecretSource),
    phoneNumberIdSet: chosen(now.phoneNumberIdSource),
    unreadableSecrets: now.unreadable,
  };
}
