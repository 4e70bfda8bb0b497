// The one place Dwa learns whether Paystack takes its secret key. A 401 ("Invalid key") means
// every charge, verify and transfer fails until an operator saves a valid key: an operator's
// problem, not a seller's, so it raises the 'paystack' provider alert (readiness detail, the
// pre-launch payments check, the dwa_provider_alert gauge, one error line per incident). Any
// answer that took the key ends the alert. The HTTP client calls these (paystack-http.ts); a
// failure to record the alert never hides the call's own outcome.
import { type AlertDeps, raiseAlert, resolveAlert } from '../../../messaging/public.ts';
import type { PaystackHttpOptions } from './paystack-http.ts';

export type PaystackCredentialHooks = Required<
  Pick<PaystackHttpOptions, 'onCredentialsRejected' | 'onCredentialsAccepted'>
>;

export function paystackCredentialHooks(
  deps: AlertDeps & {
    log: AlertDeps['log'] & { warn(obj: object, msg: string): void };
  },
): PaystackCredentialHooks {
  const unrecorded = (error: unknown) =>
    deps.log.error({ err: error, provider: 'paystack' }, 'could not record the Paystack alert');
  return {
    async onCredentialsRejected({ request, message }) {
      // Per call a warning (which call, Paystack's words, never the key); per incident the
      // alert's error line.
      deps.log.warn(
        { provider: 'paystack', request, providerMessage: message },
        'Paystack refused the secret key (401): payments and payouts are stopped until PAYSTACK_SECRET_KEY is replaced with a valid key',
      );
      await raiseAlert(deps, {
        provider: 'paystack',
        reason: 'credentials_rejected',
        detail: `${request}: ${message}`,
      }).catch(unrecorded);
    },
    async onCredentialsAccepted() {
      await resolveAlert(deps, 'paystack').catch(unrecorded);
    },
  };
}
