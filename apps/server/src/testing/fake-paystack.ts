// A local stand-in for api.paystack.co, for tests, e2e and benches: node:http on 127.0.0.1 (a
// free port), the endpoints Dwa calls with Paystack's envelope and realistic defaults, every
// request recorded, any answer scriptable (status, body, raw bytes, delay, dropped connection),
// and webhooks signed the way Paystack signs them. It checks requests as strictly as Dwa expects
// Paystack to (bearer key, pesewas, local phone form, known provider codes), so a wrong request
// shape fails the test instead of passing quietly.
import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';
import { signPaystackBody } from '../contexts/money/payments/paystack/paystack-signature.ts';
import {
  createFakeState,
  type FakeAnswer,
  type FakeStateOptions,
  type SettleOptions,
} from './fake-paystack-state.ts';
import { INVALID_KEY } from './paystack-documented.ts';

export interface FakePaystackRequest {
  method: string;
  /** Path with its query string, e.g. `/bank?currency=GHS&type=mobile_money`. */
  path: string;
  headers: IncomingHttpHeaders;
  /** Parsed JSON, or the raw text when it is not JSON, or undefined when empty. */
  body: unknown;
}

export interface ScriptedResponse {
  status?: number;
  /** Sent as JSON. */
  body?: unknown;
  /** Sent as is (for malformed answers); wins over `body`. */
  raw?: string;
  /** Wait this long before answering. With neither body nor raw, the default answer follows. */
  delayMs?: number;
  /** Close the connection without answering: a network error for the client. */
  drop?: boolean;
  /** How many requests this applies to; default 1. */
  times?: number;
}

/** `'POST /charge'`, `'/charge'` (any method; the path without query) or a predicate. */
export type RequestMatcher = string | ((request: FakePaystackRequest) => boolean);

export interface SignedWebhook {
  body: string;
  signature: string;
}

export interface FakePaystack {
  url: string;
  requests: FakePaystackRequest[];
  script(matcher: RequestMatcher, response: ScriptedResponse): void;
  signWebhook(event: { event: string; data: unknown }): SignedWebhook;
  /** The customer answers the prompt: the charge's state changes and `charge.success` /
   * `charge.failed` is signed (and POSTed to `webhookUrl` when one was given). */
  settleCharge(
    reference: string,
    result: 'success' | 'failed',
    options?: SettleOptions,
  ): Promise<SignedWebhook>;
  settleTransfer(
    reference: string,
    result: 'success' | 'failed' | 'reversed',
  ): Promise<SignedWebhook>;
  /** Paystack forgets every transfer recipient it created (their codes become invalid). */
  forgetRecipients(): void;
  /** Forget requests, scripts, charges, transfers and recipients. */
  reset(): void;
  stop(): Promise<void>;
}

export interface FakePaystackOptions extends FakeStateOptions {
  secretKey: string;
  /** Where settled events are delivered, like the webhook URL set on Paystack's dashboard. */
  webhookUrl?: string;
}

export async function startFakePaystack(options: FakePaystackOptions): Promise<FakePaystack> {
  const requests: FakePaystackRequest[] = [];
  let scripts: { matcher: RequestMatcher; response: ScriptedResponse; left: number }[] = [];
  let state = createFakeState(options);
  const timers = new Set<NodeJS.Timeout>();

  const server = createServer((req, res) => {
    const chunks: Buffer[] = [];
    req.on('data', (chunk: Buffer) => chunks.push(chunk));
    req.on('end', () => {
      const raw = Buffer.concat(chunks).toString('utf8');
      const request: FakePaystackRequest = {
        method: req.method ?? 'GET',
        path: req.url ?? '/',
        headers: req.headers,
        body: parseBody(raw),
      };
      requests.push(request);
      const scripted = takeScript(request);
      const answer = () => {
        // The client gave up (a timeout test): nobody is left to answer.
        if (req.socket.destroyed) return;
        if (scripted?.drop) {
          req.socket.destroy();
          return;
        }
        if (scripted?.raw !== undefined) {
          res.writeHead(scripted.status ?? 200, { 'content-type': 'application/json' });
          res.end(scripted.raw);
          return;
        }
        if (scripted?.body !== undefined) return send(res, scripted.status ?? 200, scripted.body);
        const result = isAuthorised(req.headers.authorization)
          ? state.handle(request.method, request.path, request.body)
          : ({ status: 401, body: INVALID_KEY } as FakeAnswer);
        send(res, scripted?.status ?? result.status, result.body);
      };
      if (scripted?.delayMs) {
        const timer = setTimeout(() => {
          timers.delete(timer);
          answer();
        }, scripted.delayMs);
        timers.add(timer);
      } else {
        answer();
      }
    });
  });

  function isAuthorised(header: string | undefined): boolean {
    return header === `Bearer ${options.secretKey}`;
  }

  function takeScript(request: FakePaystackRequest): ScriptedResponse | undefined {
    const pathname = request.path.split('?')[0];
    const entry = scripts.find(({ matcher }) =>
      typeof matcher === 'function'
        ? matcher(request)
        : matcher === pathname || matcher === `${request.method} ${pathname}`,
    );
    if (entry === undefined) return undefined;
    entry.left -= 1;
    if (entry.left <= 0) scripts = scripts.filter((s) => s !== entry);
    return entry.response;
  }

  function signWebhook(event: { event: string; data: unknown }): SignedWebhook {
    const body = JSON.stringify(event);
    return { body, signature: signPaystackBody(options.secretKey, body) };
  }

  async function emit(event: { event: string; data: unknown }): Promise<SignedWebhook> {
    const signed = signWebhook(event);
    if (options.webhookUrl !== undefined) {
      await fetch(options.webhookUrl, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-paystack-signature': signed.signature },
        body: signed.body,
      });
    }
    return signed;
  }

  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;

  return {
    url: `http://127.0.0.1:${port}`,
    requests,
    script(matcher, response) {
      scripts.push({ matcher, response, left: response.times ?? 1 });
    },
    signWebhook,
    settleCharge: (reference, result, settle) =>
      emit(state.settleCharge(reference, result, settle)),
    settleTransfer: (reference, result) => emit(state.settleTransfer(reference, result)),
    forgetRecipients: () => state.forgetRecipients(),
    reset() {
      requests.length = 0;
      scripts = [];
      state = createFakeState(options);
    },
    async stop() {
      for (const timer of timers) clearTimeout(timer);
      timers.clear();
      server.closeAllConnections();
      await new Promise<void>((resolve, reject) =>
        server.close((error) => (error ? reject(error) : resolve())),
      );
    },
  };
}

function parseBody(raw: string): unknown {
  if (raw === '') return undefined;
  try {
    return JSON.parse(raw);
  } catch {
    return raw;
  }
}

function send(res: ServerResponse, status: number, body: unknown): void {
  res.writeHead(status, { 'content-type': 'application/json' });
  res.end(JSON.stringify(body));
}
