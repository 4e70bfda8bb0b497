// The load bench's HTTP client and clock: plain keep-alive node:http (fetch costs the client
// more CPU than the server spends, and both share this machine's two cores), and an open-loop
// schedule: each kind of request starts at a fixed rate whether or not earlier ones answered,
// so a slow server shows as latency, not as fewer requests (no coordinated omission).
import { Agent, request } from 'node:http';

export interface Answer {
  status: number;
  body: Buffer;
}

export function httpClient(base: string) {
  const url = new URL(base);
  const agent = new Agent({ keepAlive: true, maxSockets: 256 });
  const send = (
    method: string,
    path: string,
    headers: Record<string, string> = {},
    body?: Buffer | string,
  ) =>
    new Promise<Answer>((resolve) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          method,
          path,
          headers: body
            ? { ...headers, 'content-length': String(Buffer.byteLength(body)) }
            : headers,
        },
        (res) => {
          const chunks: Buffer[] = [];
          res.on('data', (c: Buffer) => chunks.push(c));
          res.on('end', () =>
            resolve({ status: res.statusCode ?? 0, body: Buffer.concat(chunks) }),
          );
          res.on('error', () => resolve({ status: 0, body: Buffer.alloc(0) }));
        },
      );
      // A transport error is an answer of status 0: counted as an error, never thrown.
      req.on('error', (error) => resolve({ status: 0, body: Buffer.from(String(error)) }));
      req.end(body);
    });
  return { send, close: () => agent.destroy() };
}

export interface Tally {
  ms: number[];
  errors: number;
  /** A few error answers, to say what went wrong. */
  samples: string[];
}

export const newTally = (): Tally => ({ ms: [], errors: 0, samples: [] });

/** Records one request of a kind: its time, and whether its answer was the expected one. */
export function record(tally: Tally, ms: number, ok: boolean, what: () => string) {
  tally.ms.push(ms);
  if (!ok) {
    tally.errors++;
    if (tally.samples.length < 5) tally.samples.push(what());
  }
}

/** Starts `run(i)` `perSecond` times a second, evenly spaced, until `until`; resolves when every
 * run started has finished. */
export async function atFixedRate(
  perSecond: number,
  until: number,
  run: (i: number) => Promise<unknown>,
) {
  const every = 1000 / perSecond;
  const started = performance.now();
  const running = new Set<Promise<unknown>>();
  // A random phase so the kinds do not all fire on the same tick.
  let next = started + Math.random() * every;
  for (let i = 0; ; i++) {
    const wait = next - performance.now();
    if (wait > 0) await new Promise((r) => setTimeout(r, wait));
    if (performance.now() >= until) break;
    const p = run(i).finally(() => running.delete(p));
    running.add(p);
    next += every;
  }
  await Promise.all(running);
}
