// The back office: the admin screens' routes (analytics, audit, moderation, money, riders and
// their verification, settings, WhatsApp uploads and Bot Settings, the outbox), the pre-launch
// checks, and what operators read: liveness and readiness, /metrics.
import type { DatabaseHandle, Db } from '@dwa/db/client';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { Messenger } from '../messaging/public.ts';
import { registerAdminAnalyticsRoutes } from './admin-analytics/admin-analytics.routes.ts';
import { analyticsRollupTask } from './admin-analytics/rollups.ts';
import { registerAdminAuditRoutes } from './admin-audit/admin-audit.routes.ts';
import { registerAdminModerationRoutes } from './admin-moderation/admin-moderation.routes.ts';
import { registerAdminMoneyRoutes } from './admin-money/admin-money.routes.ts';
import { registerAdminOutboxRoutes } from './admin-outbox/admin-outbox.routes.ts';
import { registerAdminRiderListRoutes } from './admin-riders/admin-riders.routes.ts';
import { registerAdminRiderRoutes } from './admin-riders/rider-verification.routes.ts';
import { registerAdminSettingsRoutes } from './admin-settings/admin-settings.routes.ts';
import { registerAdminWhatsAppRoutes } from './admin-whatsapp/admin-whatsapp.routes.ts';
import { registerHealthRoutes } from './health/health.routes.ts';
import type { Lifecycle } from './health/health.service.ts';
import { registerPrelaunchRoutes } from './prelaunch/prelaunch.routes.ts';

export interface BackofficeDeps {
  env: Env;
  db: Db;
  database: DatabaseHandle;
  storage: ObjectStorage;
  clock: Clock;
  messenger: Messenger;
  lifecycle: Lifecycle;
}

export function backofficeContext(deps: BackofficeDeps) {
  const routes: AudienceRoutes = {
    public: (api) => registerHealthRoutes(api, deps),
    admin(own) {
      registerAdminOutboxRoutes(own, deps);
      registerAdminRiderRoutes(own, deps);
      registerAdminAnalyticsRoutes(own, deps);
      registerAdminModerationRoutes(own, deps);
      registerAdminRiderListRoutes(own, deps);
      registerAdminMoneyRoutes(own, deps);
      registerAdminWhatsAppRoutes(own, deps);
      registerAdminSettingsRoutes(own, deps);
      registerAdminAuditRoutes(own, deps);
      registerPrelaunchRoutes(own, deps);
    },
  };
  // The admin analytics' daily rollups and the raw events' pruning (decision 056).
  const tasks = [analyticsRollupTask(deps)];
  return { routes, tasks };
}
