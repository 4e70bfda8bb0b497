// Deliveries: a seller's delivery request (the recipient's code and tracking link), riders
// (profile, availability, dashboard) and their job board, pick-up, delivery by code or photo,
// completion and its earning through the ledger, public tracking.
import type { Db } from '@dwa/db/client';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { ObjectStorage } from '../../storage/object-storage.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { Messenger } from '../messaging/public.ts';
import {
  autoCompleteDeliveries,
  autoCompleteDeliveriesTask,
} from './deliveries/auto-complete.task.ts';
import { registerRiderJobRoutes } from './deliveries/rider-jobs.routes.ts';
import { registerSellerDeliveryRoutes } from './deliveries/seller-deliveries.routes.ts';
import { registerRiderRoutes } from './riders/riders.routes.ts';
import { registerTrackingRoutes } from './tracking/tracking.routes.ts';

export interface DeliveriesDeps {
  env: Env;
  db: Db;
  storage: ObjectStorage;
  clock: Clock;
  messenger: Messenger;
}

export function deliveriesContext(deps: DeliveriesDeps) {
  const { db, clock, messenger } = deps;
  const tasks: TaskDefinition[] = [autoCompleteDeliveriesTask({ db, clock, messenger })];
  const routes: AudienceRoutes = {
    public: (api) => registerTrackingRoutes(api, deps),
    seller: (scope) => registerSellerDeliveryRoutes(scope, deps),
    async rider(scope) {
      await registerRiderJobRoutes(scope, deps);
      registerRiderRoutes(scope, deps);
    },
  };
  const sweeps = [() => autoCompleteDeliveries(db, clock, { clock, messenger })];
  return { tasks, routes, sweeps };
}
