// Accounts: sellers, riders and admins signing up and in (passwords, one-time codes by
// WhatsApp, sessions), and a seller's Edit Shop (profile, shop photo, number change, wallet).
import type { Db } from '@dwa/db/client';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { EventBuffer } from '../../lib/event-buffer.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { Messenger } from '../messaging/public.ts';
import { registerAuthRoutes } from './auth/auth.routes.ts';
import { registerSellerProfileRoutes } from './seller-profile/seller-profile.routes.ts';

export interface AccountsDeps {
  env: Env;
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  messenger: Messenger;
  events: EventBuffer;
}

export function accountsContext(deps: AccountsDeps) {
  const routes: AudienceRoutes = {
    accounts: (own) => registerAuthRoutes(own, deps),
    seller: (scope) => registerSellerProfileRoutes(scope, deps),
  };
  return { routes };
}
