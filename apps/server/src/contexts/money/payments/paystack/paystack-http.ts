// One Paystack API call: bearer auth, JSON both ways, a deadline, and every way it can go wrong
// turned into a ProviderError of a known kind. The secret key goes into the Authorization header
// and nowhere else: no error message, log line or recorded request built here contains it.
import type { z } from 'zod';
import { ProviderError } from '../provider.ts';
import { EnvelopeSchema } from './paystack-schemas.ts';

export interface PaystackHttpOptions {
  secretKey: string;
  baseUrl: string;
  timeoutMs: number;
  fetch: typeof globalThis.fetch;
  /** Paystack refused the key (401): told before the call fails (credentials-rejected.ts). */
  onCredentialsRejected?: (rejected: { request: string; message: string }) => Promise<void>;
  /** Paystack took the key (any answer but a 401, a 5xx or none): a raised alert ends. */
  onCredentialsAccepted?: () => Promise<void>;
}

/** A refusal (4xx) that still carries Paystack's `data`: a declined charge comes back this way,
 * and the client turns it into a 'failed' outcome rather than an error. */
export class PaystackRejection extends ProviderError {
  readonly data: unknown;
  /** Paystack's error code, where its answer has one (`invalid_transfer_recipient`). */
  readonly code: string | undefined;
  /** Paystack's own message, without the request it answered. */
  readonly providerMessage: string | undefined;

  constructor(
    message: string,
    httpStatus: number,
    envelope: { data?: unknown; code?: string | undefined; message?: string | undefined } | null,
  ) {
    super('rejected', message, httpStatus);
    this.data = envelope?.data;
    this.code = envelope?.code;
    this.providerMessage = envelope?.message;
  }
}

export type PaystackRequest = <T>(
  method: 'GET' | 'POST',
  path: string,
  schema: z.ZodType<T>,
  body?: unknown,
) => Promise<T>;

export function createPaystackHttp(options: PaystackHttpOptions): PaystackRequest {
  const baseUrl = options.baseUrl.replace(/\/+$/, '');

  return async (method, path, schema, body) => {
    const what = `Paystack ${method} ${path.split('?')[0]}`;
    const signal = AbortSignal.timeout(options.timeoutMs);
    let status: number;
    let raw: string;
    try {
      const response = await options.fetch(`${baseUrl}${path}`, {
        method,
        headers: {
          authorization: `Bearer ${options.secretKey}`,
          accept: 'application/json',
          ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        },
        body: body === undefined ? undefined : JSON.stringify(body),
        // Also bounds reading the body: a server that sends headers and then stalls still ends.
        signal,
      });
      status = response.status;
      raw = await response.text();
    } catch (error) {
      if (signal.aborted) {
        throw new ProviderError('timeout', `${what}: no answer within ${options.timeoutMs} ms`);
      }
      throw new ProviderError('unavailable', `${what}: unreachable (${causeOf(error)})`);
    }

    const envelope = parseEnvelope(raw);
    const message = envelope?.message ?? `HTTP ${status}`;
    // 429 is a 4xx but means "later", like a 5xx.
    if (status >= 500 || status === 429) {
      throw new ProviderError('unavailable', `${what}: ${message}`, status);
    }
    // "API requests made without authentication will fail with the status code 401:
    // Unauthorized" (Paystack's API docs, Authentication), body `{ status: false, message:
    // "Invalid key" }`. Not a refusal of this payment or transfer: of every call, until an
    // operator saves a valid key. Decided by the status, as Paystack asks (its `message` is
    // "entirely informational").
    if (status === 401) {
      await options.onCredentialsRejected?.({ request: what, message });
      throw new ProviderError('credentials', `${what}: ${message}`, status);
    }
    await options.onCredentialsAccepted?.();
    if (status >= 400) throw new PaystackRejection(`${what}: ${message}`, status, envelope);
    if (envelope === null) {
      throw new ProviderError('bad_response', `${what}: answer is not Paystack JSON`, status);
    }
    if (!envelope.status) throw new PaystackRejection(`${what}: ${message}`, status, envelope);

    const data = schema.safeParse(envelope.data);
    if (!data.success) {
      const fields = data.error.issues.map((issue) => issue.path.join('.') || '(data)').join(', ');
      throw new ProviderError('bad_response', `${what}: unexpected data (${fields})`, status);
    }
    return data.data;
  };
}

function parseEnvelope(raw: string): z.infer<typeof EnvelopeSchema> | null {
  try {
    const parsed = EnvelopeSchema.safeParse(JSON.parse(raw));
    return parsed.success ? parsed.data : null;
  } catch {
    return null;
  }
}

/** fetch reports "fetch failed" and keeps the useful part (ECONNREFUSED…) in `cause`. */
function causeOf(error: unknown): string {
  const cause = error instanceof Error && error.cause instanceof Error ? error.cause : error;
  return cause instanceof Error ? cause.message : String(cause);
}
