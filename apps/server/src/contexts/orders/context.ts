// Orders (Buy safely, decision 066): a buyer pays by MoMo, Dwa holds the money in escrow, the
// seller accepts and the goods travel (a rider's job, the seller, or a pickup), the buyer's
// code proves arrival and the window releases the money, or an admin ends a dispute. Above
// deliveries: an order calls a rider's job; money tells it when a buyer's payment succeeded.
import type { Db } from '@dwa/db/client';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { Messenger } from '../messaging/public.ts';
import type { OrderPayments, PaymentDeps } from '../money/public.ts';
import { orderPromptTask, ordersByMessage } from './orders/by-message.ts';
import { orderPaidHandler } from './orders/order-paid.ts';
import { orderTimersTask, runOrderTimers } from './orders/order-timers.task.ts';
import {
  registerAdminOrderRoutes,
  registerBuyerOrderRoutes,
  registerSellerOrderRoutes,
} from './orders/orders.routes.ts';

export interface OrdersDeps {
  env: Env;
  db: Db;
  clock: Clock;
  messenger: Messenger;
  /** Money's payment flow (the prompt, the refunds) and where it hands buyers' payments. */
  payments: PaymentDeps & { orderPayments: OrderPayments };
}

export function ordersContext(deps: OrdersDeps) {
  const { env, db, clock, messenger, payments } = deps;
  const base = { db, clock, messenger, env, payments };
  payments.orderPayments.paid = orderPaidHandler(base);
  const codes = {
    db,
    clock,
    secret: env.sessionSecret,
    sendsPerIpPerHour: env.codeSendsPerIpPerHour,
  };
  const tasks: TaskDefinition[] = [orderTimersTask(base), orderPromptTask(base)];
  const routes: AudienceRoutes = {
    public: (api) => registerBuyerOrderRoutes(api, { ...base, codes }),
    seller: (scope) => registerSellerOrderRoutes(scope, base),
    admin: (own) => registerAdminOrderRoutes(own, base),
  };
  const sweeps = [() => runOrderTimers(base)];
  return { tasks, routes, sweeps, byMessage: ordersByMessage(base) };
}
