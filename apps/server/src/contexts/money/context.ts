// Money: what sellers buy (verification, Pro, boost credits) and how it is paid (the payment
// provider: the simulator or Paystack), the double-entry ledger every balance is summed from,
// riders' payouts to MoMo, wallets, receipts, and refunds of buyers' payments (Buy safely).
import type { Db } from '@dwa/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { AudienceRoutes } from '../../access/audiences.ts';
import type { Env } from '../../env.ts';
import type { Clock } from '../../lib/clock.ts';
import type { TaskDefinition } from '../../tasks/task-definition.ts';
import type { Messenger } from '../messaging/public.ts';
import { orderPayments } from './payments/order-payments.ts';
import { createPaymentProvider } from './payments/payment-provider.ts';
import { registerPaymentRoutes, registerSellerPaymentRoutes } from './payments/payments.routes.ts';
import { settleExpiredPayments, settlePaymentsTask } from './payments/settle-payments.task.ts';
import { registerPaymentSimulatorRoutes } from './payments/simulator/simulator.routes.ts';
import { simulatorSecret } from './payments/simulator/simulator-provider.ts';
import { registerAdminPayoutRoutes } from './payouts/admin-payouts.routes.ts';
import { registerRiderPayoutRoutes } from './payouts/rider-payouts.routes.ts';
import { runSellerPayouts, sellerPayoutsTask } from './payouts/seller-payouts.task.ts';
import { verifyPayoutsTask, verifyPendingPayouts } from './payouts/verify-payouts.task.ts';
import { registerReceiptRoutes } from './receipts/receipts.routes.ts';
import { registerSellerReceiptRoutes } from './receipts/seller-receipts.routes.ts';
import { sendQueuedRefunds } from './refunds/refunds.service.ts';
import { refundsTask } from './refunds/refunds.task.ts';

export interface MoneyDeps {
  env: Env;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
  messenger: Messenger;
}

export function moneyContext(deps: MoneyDeps) {
  const { env, db, clock, log } = deps;
  const { provider, simulator } = createPaymentProvider({ env, db, clock, log });
  // Buy safely's orders take their payments here (set by the orders context, above money).
  const orders = orderPayments();
  const paymentDeps = { db, clock, provider, orderPayments: orders };
  const tasks: TaskDefinition[] = [
    settlePaymentsTask({ ...paymentDeps, log }),
    verifyPayoutsTask({ ...paymentDeps, log }),
    refundsTask({ ...paymentDeps, log }),
    sellerPayoutsTask({ ...paymentDeps, log }),
  ];
  const routes: AudienceRoutes = {
    public(api) {
      registerReceiptRoutes(api, deps);
      registerPaymentRoutes(api, paymentDeps);
      // The phone's side of a simulated payment: only where payments are simulated.
      if (simulator) {
        registerPaymentSimulatorRoutes(api, {
          db,
          simulator,
          secret: simulatorSecret(env.sessionSecret),
        });
      }
    },
    seller(scope) {
      registerSellerReceiptRoutes(scope, deps);
      registerSellerPaymentRoutes(scope, paymentDeps);
    },
    rider: (scope) => registerRiderPayoutRoutes(scope, paymentDeps),
    admin: (own) => registerAdminPayoutRoutes(own, paymentDeps),
  };
  /** What the test clock runs after moving time (E2E_CLOCK). */
  const sweeps = [
    () => settleExpiredPayments(paymentDeps),
    () => verifyPendingPayouts(paymentDeps),
    () => sendQueuedRefunds(paymentDeps),
    () => runSellerPayouts(paymentDeps),
  ];
  return { tasks, routes, sweeps, simulated: simulator !== null, paymentDeps };
}
