// The one place Dwa learns that Paystack refused its secret key (HTTP 401 "Invalid key"): every
// charge, verify and transfer fails until an operator saves a valid key, so this is an operator's
// problem, not a seller's. The HTTP client calls it on each 401 (paystack-http.ts), before the
// call fails with a ProviderError of kind 'credentials'. The operator alert (per provider, shared
// with WhatsApp's rejected token) is attached to this function at merge; what it does on its own
// is the error line an operator's log search and alerting pick up.
import type { FastifyBaseLogger } from 'fastify';
import type { Clock } from '../../../lib/clock.ts';

export interface CredentialsRejected {
  provider: 'paystack';
  /** `Paystack POST /charge`: which call was refused (never the key). */
  request: string;
  /** Paystack's message ("Invalid key"). */
  message: string;
  at: Date;
}

export interface CredentialsRejectedDeps {
  log: Pick<FastifyBaseLogger, 'error'>;
  clock: Clock;
}

export function onPaystackCredentialsRejected(
  deps: CredentialsRejectedDeps,
  rejected: Omit<CredentialsRejected, 'provider' | 'at'>,
): CredentialsRejected {
  const event: CredentialsRejected = { provider: 'paystack', ...rejected, at: deps.clock.now() };
  deps.log.error(
    { provider: event.provider, request: event.request, providerMessage: event.message },
    'Paystack refused the secret key (401): payments and payouts are stopped until PAYSTACK_SECRET_KEY is replaced with a valid key',
  );
  return event;
}
