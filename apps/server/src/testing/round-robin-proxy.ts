// A small round-robin HTTP reverse proxy for running two (or more) app instances locally, as a
// load balancer would in production: the two-instance test, the load bench and the local recipe
// (docs/recipes/two-instances.md) put it in front of the instances. node:http with one keep-alive
// agent per instance; no dependency (http-proxy streams bodies and cannot retry them).
//
// What it must get right is a rolling restart: an instance told to stop (SIGTERM → app.close())
// refuses new work while its in-flight requests finish. A request the instance never started is
// sent to another instance; one it may have started is never sent twice (that could apply a
// write twice). The request was not started when:
// - the connection was refused (nothing listens: the instance is down or restarting);
// - Fastify answered its closing 503 (the fast path before any hook or handler runs);
// - a reused keep-alive socket was reset before any answer: Node closes only idle sockets on
//   close, so the instance had not read the request (Node's own advice for this race);
// and GET/HEAD may be sent again after any failure before an answer. Bodies are buffered for
// that (uploads here are ≤ 8 × 10 MB).
import {
  Agent,
  createServer,
  type IncomingHttpHeaders,
  type IncomingMessage,
  request,
  type ServerResponse,
} from 'node:http';
import type { AddressInfo } from 'node:net';
import type { Language } from '@dwa/domain/enums';
import { unavailablePage } from '@dwa/domain/unavailable-page';
import { requestLanguage } from '../lib/i18n.ts';

/** Fastify's answer to a request that arrives while it closes (lib/route.js, return503OnClosing). */
const FASTIFY_CLOSING_BODY =
  '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';
/** Headers that belong to one connection, not to the request (RFC 9110 §7.6.1). */
const HOP_BY_HOP = new Set([
  'connection',
  'keep-alive',
  'proxy-connection',
  'transfer-encoding',
  'te',
  'trailer',
  'upgrade',
]);
/** How long an instance that refused a connection is passed over before it is tried again. */
const DOWN_MS = 500;

export interface Upstream {
  /** `http://host:port` */
  target: string;
  inFlight: number;
  /** Taken out of the rotation by drain(); restore() puts it back. */
  draining: boolean;
  downUntil: number;
  agent: Agent;
}

export interface ProxyStats {
  forwarded: number;
  /** Requests sent to another instance after one could not take them. */
  retried: number;
  /** Requests answered 502 (no instance took them). */
  failed: number;
}

export interface RoundRobinProxy {
  url: string;
  port: number;
  upstreams: readonly Upstream[];
  stats: ProxyStats;
  /** Sends no new request to `target`; resolves when its in-flight requests are answered. */
  drain(target: string): Promise<void>;
  restore(target: string): void;
  close(): Promise<void>;
}

const wantsPage = (req: IncomingMessage) =>
  ['GET', 'HEAD'].includes(req.method ?? '') && /text\/html/.test(req.headers.accept ?? '');

/** The language the app would answer in: the `lang` cookie, else Accept-Language. */
function visitorLanguage(headers: IncomingHttpHeaders): Language {
  const chosen = /(?:^|;\s*)lang=([a-z]+)/.exec(headers.cookie ?? '')?.[1];
  if (chosen === 'en' || chosen === 'tw' || chosen === 'pidgin') return chosen;
  return requestLanguage(headers['accept-language']);
}

function headersFor(req: IncomingMessage, body: Buffer): IncomingHttpHeaders {
  const headers: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(req.headers)) {
    if (!HOP_BY_HOP.has(name)) headers[name] = value;
  }
  const client = req.socket.remoteAddress ?? '';
  const prior = req.headers['x-forwarded-for'];
  headers['x-forwarded-for'] = prior ? `${prior}, ${client}` : client;
  headers['x-forwarded-proto'] = 'http';
  if (body.length > 0 || !['GET', 'HEAD'].includes(req.method ?? 'GET')) {
    headers['content-length'] = String(body.length);
  }
  return headers;
}

async function readAll(stream: NodeJS.ReadableStream): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of stream) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}

type Attempt = { kind: 'answered' } | { kind: 'not-started' } | { kind: 'failed'; error: Error };

export async function startRoundRobinProxy(options: {
  targets: string[];
  port?: number;
  host?: string;
}): Promise<RoundRobinProxy> {
  const upstreams: Upstream[] = options.targets.map((target) => ({
    target,
    inFlight: 0,
    draining: false,
    downUntil: 0,
    agent: new Agent({ keepAlive: true, maxSockets: 128 }),
  }));
  const stats: ProxyStats = { forwarded: 0, retried: 0, failed: 0 };
  const drained = new Map<Upstream, () => void>();
  let turn = 0;

  /** The next instance in turn that is up, skipping `tried` (any one not draining if none is). */
  function pick(tried: Set<Upstream>): Upstream | undefined {
    const now = Date.now();
    const open = upstreams.filter((u) => !u.draining && !tried.has(u));
    const up = open.filter((u) => u.downUntil <= now);
    const from = up.length > 0 ? up : open;
    if (from.length === 0) return undefined;
    turn = (turn + 1) % from.length;
    return from[turn];
  }

  function settle(upstream: Upstream) {
    upstream.inFlight--;
    if (upstream.inFlight === 0) drained.get(upstream)?.();
  }

  /** One try on one instance; the client's answer is written only when the instance answered. */
  function attempt(
    upstream: Upstream,
    req: IncomingMessage,
    res: ServerResponse,
    body: Buffer,
  ): Promise<Attempt> {
    const url = new URL(upstream.target);
    upstream.inFlight++;
    return new Promise<Attempt>((resolve) => {
      let done = false;
      const finish = (a: Attempt) => {
        if (done) return;
        done = true;
        settle(upstream);
        resolve(a);
      };
      const out = request({
        agent: upstream.agent,
        host: url.hostname,
        port: url.port,
        method: req.method,
        path: req.url,
        headers: headersFor(req, body),
      });
      out.on('response', async (answer) => {
        if (answer.statusCode === 503 && answer.headers.connection === 'close') {
          const text = (await readAll(answer)).toString();
          if (text === FASTIFY_CLOSING_BODY) {
            upstream.downUntil = Date.now() + DOWN_MS;
            return finish({ kind: 'not-started' });
          }
          res.writeHead(503, responseHeaders(answer.headers)).end(text);
          return finish({ kind: 'answered' });
        }
        res.writeHead(answer.statusCode ?? 502, responseHeaders(answer.headers));
        answer.pipe(res);
        // 'close' also comes when the client went away mid-answer: drain() must not wait on it.
        answer.on('close', () => finish({ kind: 'answered' }));
        answer.on('error', () => {
          res.destroy();
          finish({ kind: 'answered' });
        });
      });
      out.on('error', (error: NodeJS.ErrnoException) => {
        if (done) return;
        // Broken mid-answer: the client has part of it; nothing can be sent again.
        if (res.headersSent) {
          res.destroy();
          return finish({ kind: 'answered' });
        }
        if (error.code === 'ECONNREFUSED') {
          upstream.downUntil = Date.now() + DOWN_MS;
          return finish({ kind: 'not-started' });
        }
        if (error.code === 'ECONNRESET' && out.reusedSocket) {
          return finish({ kind: 'not-started' });
        }
        finish({ kind: 'failed', error });
      });
      out.end(body);
    });
  }

  const server = createServer(async (req, res) => {
    let body: Buffer;
    try {
      body = await readAll(req);
    } catch {
      res.destroy();
      return;
    }
    stats.forwarded++;
    const idempotent = req.method === 'GET' || req.method === 'HEAD';
    const tried = new Set<Upstream>();
    // Each instance once, and one more round for an instance that came back meanwhile.
    for (let round = 0; round < upstreams.length * 2; round++) {
      if (tried.size === upstreams.length) tried.clear();
      const upstream = pick(tried);
      if (!upstream) break;
      tried.add(upstream);
      const result = await attempt(upstream, req, res, body);
      if (result.kind === 'answered') return;
      if (result.kind === 'failed' && !idempotent) break;
      stats.retried++;
      // A brief pause when every instance refused: one may be between stop and start.
      if (tried.size === upstreams.length) await new Promise((r) => setTimeout(r, 100));
    }
    stats.failed++;
    if (res.headersSent) res.destroy();
    else if (wantsPage(req)) {
      // A person's browser: the site's own notice in their language (as a deployed proxy shows
      // dist/unavailable/<language>.html), never a bare "Bad Gateway".
      res.writeHead(502, {
        'content-type': 'text/html; charset=utf-8',
        'cache-control': 'no-store',
      });
      res.end(unavailablePage(visitorLanguage(req.headers)));
    } else {
      res.writeHead(502, { 'content-type': 'application/json' });
      res.end('{"error":{"code":"bad_gateway","message":"No instance answered"}}');
    }
  });
  server.keepAliveTimeout = 65_000;
  await new Promise<void>((resolve) =>
    server.listen(options.port ?? 0, options.host ?? '127.0.0.1', resolve),
  );
  const port = (server.address() as AddressInfo).port;
  const find = (target: string) => {
    const upstream = upstreams.find((u) => u.target === target);
    if (!upstream) throw new Error(`no upstream ${target}`);
    return upstream;
  };

  return {
    url: `http://127.0.0.1:${port}`,
    port,
    upstreams,
    stats,
    drain(target) {
      const upstream = find(target);
      upstream.draining = true;
      if (upstream.inFlight === 0) return Promise.resolve();
      return new Promise<void>((resolve) =>
        drained.set(upstream, () => {
          drained.delete(upstream);
          resolve();
        }),
      );
    },
    restore(target) {
      const upstream = find(target);
      upstream.draining = false;
      upstream.downUntil = 0;
    },
    async close() {
      server.closeAllConnections();
      await new Promise((resolve) => server.close(resolve));
      for (const u of upstreams) u.agent.destroy();
    },
  };
}

function responseHeaders(headers: IncomingHttpHeaders): IncomingHttpHeaders {
  const out: IncomingHttpHeaders = {};
  for (const [name, value] of Object.entries(headers)) {
    if (!HOP_BY_HOP.has(name)) out[name] = value;
  }
  return out;
}
