// What a refused or failed send means, decided by Meta's error code (Meta recommends building
// error handling on `code`, not on the HTTP status: throttling answers 400 like a bad number).
// The codes and their groups are Meta's WhatsApp Cloud API error-code reference
// (developers.facebook.com/docs/whatsapp/cloud-api/support/error-codes: authorization,
// throttling, integrity and other errors), grouped as pywa's errors.py groups them.
import type { AlertReason } from '@dwa/domain/provider-alerts';
import { WhatsAppApiError } from './cloud-api-transport.ts';

export type SendFailure =
  /** Meta asks Dwa to slow down: tried again later, the recipient's later messages waiting. */
  | { kind: 'throttled'; scope: 'recipient' | 'business'; code: number }
  /** Meta or the network failed for now: retried with the queue's backoff. */
  | { kind: 'temporary' }
  /** Free-form text outside the 24-hour window (131047): only a template can go. */
  | { kind: 'window_closed' }
  /** Meta refuses Dwa's own token or account: every send fails until an operator acts. The
   * message is held, not failed, and an operator alert is raised. */
  | { kind: 'operator'; reason: AlertReason }
  /** Meta said no to this message (its number, its template, its content): retrying cannot
   * help. */
  | { kind: 'permanent' }
  /** A code Meta's table did not have when this was written: retried like a temporary failure
   * (its attempts are bounded), logged as an error so it gets a line here. */
  | { kind: 'unknown'; code: number };

/** Per recipient: 131056, (business, consumer) pair rate limit, about one message per 6 s. */
const RECIPIENT_THROTTLES = new Set([131056]);
/** The business number, app or account: 4 (app call rate), 80007 (WABA rate limit), 130429
 * (Cloud API throughput, 80 messages/s by default), 131048 (spam rate limit: quality-based),
 * 133016 (register/deregister rate limit; Meta lists it with the throttles). */
const BUSINESS_THROTTLES = new Set([4, 80007, 130429, 131048, 133016]);
/** 1 (API unknown: "possible server error"), 2 (API service: downtime or overload), 131000
 * (something went wrong), 131016 (service unavailable), 131057 (account in maintenance mode),
 * 133004 (server temporarily unavailable). */
const TEMPORARY = new Set([1, 2, 131000, 131016, 131057, 133004]);
/** 0 (AuthException) and 190 (access token expired or invalid), both HTTP 401. */
const CREDENTIALS = new Set([0, 190]);
/** 3 (API method: capability or permission), 10 (permission denied), 131005 (access denied),
 * 200–299 (API permission). */
const isPermission = (code: number) =>
  code === 3 || code === 10 || code === 131005 || (code >= 200 && code <= 299);
/** The business account or its number, so every send fails until it is sorted out: 368
 * (temporarily blocked for policy violations), 130497 (restricted from messaging users in this
 * country), 131031 (account locked), 131037 (display name needs approval), 131042 (payment
 * issue), 131045 (incorrect certificate: a registration error), 131064 (messaging limit
 * reached), 133000 (incomplete deregistration), 133010 (the business phone number is not
 * registered). */
const ACCOUNT = new Set([368, 130497, 131031, 131037, 131042, 131045, 131064, 133000, 133010]);
/** This message, for good: 33 and 100 (invalid parameter), 130472 (number part of an
 * experiment), 131008/131009 (missing or invalid parameter), 131021 (recipient cannot be
 * sender), 131026 (message undeliverable: not on WhatsApp, old app, terms not accepted), 131030
 * (not in the test allowed list), 131049 (Meta chose not to deliver), 131050 (user stopped
 * marketing messages), 131051 (unsupported type), 131052/131053 (media), 132xxx (the template:
 * missing, paused, disabled, parameters), 133005–133009 and 133015 (registration calls, never a
 * send), 135000 (generic user error). */
const PERMANENT = new Set([
  33, 100, 130472, 131008, 131009, 131021, 131026, 131030, 131049, 131050, 131051, 131052, 131053,
  133005, 133006, 133008, 133009, 133015, 135000,
]);
const isTemplateProblem = (code: number) => code >= 132000 && code <= 132999;

export const WINDOW_CLOSED_CODE = 131047;

export function classifyFailure(error: unknown): SendFailure {
  // Timeouts and unreachable: nothing was decided about the message.
  if (!(error instanceof WhatsAppApiError) || error.status === null) return { kind: 'temporary' };
  const code = error.metaCode;
  if (code === undefined) return byStatus(error.status);
  if (RECIPIENT_THROTTLES.has(code)) return { kind: 'throttled', scope: 'recipient', code };
  if (BUSINESS_THROTTLES.has(code)) return { kind: 'throttled', scope: 'business', code };
  if (code === WINDOW_CLOSED_CODE) return { kind: 'window_closed' };
  if (CREDENTIALS.has(code)) return { kind: 'operator', reason: 'credentials_rejected' };
  if (isPermission(code)) return { kind: 'operator', reason: 'permission_denied' };
  if (ACCOUNT.has(code)) return { kind: 'operator', reason: 'account_restricted' };
  if (TEMPORARY.has(code)) return { kind: 'temporary' };
  if (PERMANENT.has(code) || isTemplateProblem(code)) return { kind: 'permanent' };
  // Meta marks some answers as worth another try (`is_transient`).
  if (error.meta.isTransient === true || error.status >= 500) return { kind: 'temporary' };
  return { kind: 'unknown', code };
}

/** No Meta code in the body (a proxy or load balancer answered): only the status is known. */
function byStatus(status: number): SendFailure {
  if (status === 401) return { kind: 'operator', reason: 'credentials_rejected' };
  if (status === 408 || status === 429 || status >= 500) return { kind: 'temporary' };
  return { kind: 'permanent' };
}

const SECOND = 1000;
const MINUTE = 60 * SECOND;

/** How long to wait after the `attempt`-th refusal by a throttle (1-based). The pair limit
 * allows about one message every 6 s; the business limits clear within seconds to minutes;
 * the spam limit (quality-based) takes longer. Business throttles get jitter so many held
 * messages do not all come back in the same second. */
export function throttleDelayMs(
  failure: Extract<SendFailure, { kind: 'throttled' }>,
  attempt: number,
  random: () => number = Math.random,
): number {
  const step = Math.max(0, Math.min(attempt - 1, 10));
  if (failure.scope === 'recipient') return Math.min(6 * SECOND * 2 ** step, 5 * MINUTE);
  const base = failure.code === 131048 ? 5 * MINUTE : 10 * SECOND;
  const cap = failure.code === 131048 ? 60 * MINUTE : 10 * MINUTE;
  const delay = Math.min(base * 2 ** step, cap);
  return Math.round(delay * (0.5 + random() / 2));
}

/** Meta's title and details of a refusal, as the outbox row keeps them. */
export function metaFieldsOf(error: unknown) {
  if (!(error instanceof WhatsAppApiError)) {
    return { errorCode: null, errorTitle: null, errorDetails: null };
  }
  return {
    errorCode: error.metaCode ?? null,
    errorTitle: error.meta.title ?? null,
    errorDetails: error.meta.details ?? null,
  };
}
