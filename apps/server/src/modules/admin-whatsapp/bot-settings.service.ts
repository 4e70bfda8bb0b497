// The bot's configuration as the pre-launch checks see it (issue 17). The admin's Bot Settings
// (saved encrypted in the settings table) take precedence over the environment; the
// admin-whatsapp module completes this with what admins save.
import type { Db } from '@dwa/db/client';
import type { Env } from '../../env.ts';

export interface BotConfigStatus {
  transport: 'outbox' | 'cloud_api';
  /** A verify token was chosen (saved by an admin or WHATSAPP_VERIFY_TOKEN), not generated. */
  verifyTokenSet: boolean;
  accessTokenSet: boolean;
  /** An app secret was chosen (saved or WHATSAPP_APP_SECRET), not generated. */
  appSecretSet: boolean;
}

export async function botConfigStatus(deps: { db: Db; env: Env }): Promise<BotConfigStatus> {
  void deps.db;
  const source = process.env;
  return {
    transport: deps.env.whatsapp.transport,
    verifyTokenSet: Boolean(source.WHATSAPP_VERIFY_TOKEN),
    accessTokenSet: Boolean(deps.env.whatsapp.token),
    appSecretSet: Boolean(source.WHATSAPP_APP_SECRET),
  };
}
