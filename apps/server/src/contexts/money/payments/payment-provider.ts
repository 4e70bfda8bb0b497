// The configured provider (PAYMENT_PROVIDER): the simulator unless Paystack is chosen.
import type { Db } from '@dwa/db/client';
import type { FastifyBaseLogger } from 'fastify';
import type { Env } from '../../../env.ts';
import type { Clock } from '../../../lib/clock.ts';
import { paystackCredentialHooks } from './paystack/credentials-rejected.ts';
import { createPaystackProvider } from './paystack/paystack-client.ts';
import type { PaymentProvider } from './provider.ts';
import { createSimulatorProvider, simulatorSecret } from './simulator/simulator-provider.ts';

export type Simulator = ReturnType<typeof createSimulatorProvider>;

export function createPaymentProvider(deps: {
  env: Pick<Env, 'payments' | 'sessionSecret'>;
  db: Db;
  clock: Clock;
  log: FastifyBaseLogger;
}): { provider: PaymentProvider; simulator: Simulator | null } {
  const { payments } = deps.env;
  if (payments.provider === 'paystack') {
    const provider = createPaystackProvider({
      secretKey: payments.secretKey,
      baseUrl: payments.baseUrl,
      clock: deps.clock,
      credentials: paystackCredentialHooks({ db: deps.db, clock: deps.clock, log: deps.log }),
    });
    return { provider, simulator: null };
  }
  const simulator = createSimulatorProvider({
    db: deps.db,
    clock: deps.clock,
    secret: simulatorSecret(deps.env.sessionSecret),
  });
  return { provider: simulator, simulator };
}
