// The proxy's promise to the two-instance set-up: a request an instance never started goes to
// another one, a write an instance may have started is never sent twice, and a drained instance
// gets nothing new. Plain node:http upstreams that misbehave on purpose.
import { createServer, type RequestListener, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { afterEach, describe, expect, it } from 'vitest';
import { type RoundRobinProxy, startRoundRobinProxy } from './round-robin-proxy.ts';

const FASTIFY_CLOSING =
  '{"error":"Service Unavailable","message":"Service Unavailable","statusCode":503}';

const open: { close(): unknown }[] = [];
afterEach(async () => {
  for (const o of open.splice(0)) await o.close();
});

interface Upstream {
  url: string;
  hits: string[];
  server: Server;
}

async function upstream(handler: RequestListener): Promise<Upstream> {
  const hits: string[] = [];
  const server = createServer((req, res) => {
    hits.push(`${req.method} ${req.url}`);
    handler(req, res);
  });
  await new Promise<void>((r) => server.listen(0, '127.0.0.1', r));
  open.push({ close: () => new Promise((r) => server.close(r)) });
  return { url: `http://127.0.0.1:${(server.address() as AddressInfo).port}`, hits, server };
}

const ok: RequestListener = (req, res) => {
  req.resume();
  req.on('end', () => res.end('ok'));
};
/** Reads the whole request, then drops the connection without an answer: it may have acted. */
const dropsAfterReading: RequestListener = (req, res) => {
  req.resume();
  req.on('end', () => res.socket?.destroy());
};

async function proxyOver(...upstreams: Upstream[]): Promise<RoundRobinProxy> {
  const proxy = await startRoundRobinProxy({ targets: upstreams.map((u) => u.url) });
  open.push(proxy);
  return proxy;
}

const send = (proxy: RoundRobinProxy, method: string, path = '/x') =>
  fetch(`${proxy.url}${path}`, { method, ...(method === 'POST' ? { body: 'save me' } : {}) });

describe('round-robin proxy', () => {
  it('alternates between instances and passes X-Forwarded-For', async () => {
    let forwarded = '';
    const a = await upstream((req, res) => {
      forwarded = String(req.headers['x-forwarded-for']);
      ok(req, res);
    });
    const b = await upstream(ok);
    const proxy = await proxyOver(a, b);
    for (let i = 0; i < 4; i++) expect((await send(proxy, 'GET')).status).toBe(200);
    expect([a.hits.length, b.hits.length]).toEqual([2, 2]);
    expect(forwarded).toBe('127.0.0.1');
  });

  it('never sends a write twice once an instance may have started it', async () => {
    const a = await upstream(dropsAfterReading);
    const b = await upstream(dropsAfterReading);
    const proxy = await proxyOver(a, b);
    const res = await send(proxy, 'POST');
    expect(res.status).toBe(502);
    expect(a.hits.length + b.hits.length).toBe(1);
  });

  it("answers a browser's page with the site's notice in the visitor's language when no instance answers", async () => {
    const a = await upstream(dropsAfterReading);
    const proxy = await proxyOver(a);
    const page = (headers: Record<string, string>) =>
      fetch(`${proxy.url}/products/p1`, { headers: { accept: 'text/html', ...headers } });
    const tw = await page({ cookie: 'theme=dark; lang=tw' });
    expect(tw.status).toBe(502);
    expect(tw.headers.get('content-type')).toBe('text/html; charset=utf-8');
    expect(await tw.text()).toContain('<h1>Dwa bɛsan aba ntɛm</h1>');
    expect(await (await page({ 'accept-language': 'pcm, en;q=0.5' })).text()).toContain(
      '<html lang="en-GH">',
    );
    expect(await (await page({})).text()).toContain('<h1>Dwa will be back shortly</h1>');
    // An API client still gets the JSON error.
    const api = await send(proxy, 'GET', '/api/products');
    expect([api.status, ((await api.json()) as { error: { code: string } }).error.code]).toEqual([
      502,
      'bad_gateway',
    ]);
  });

  it('sends a read again to the other instance after any failure', async () => {
    const a = await upstream(dropsAfterReading);
    const b = await upstream(dropsAfterReading);
    const proxy = await proxyOver(a, b);
    // Both drop it: each was tried (twice round), then the client hears 502.
    expect((await send(proxy, 'GET')).status).toBe(502);
    expect(a.hits.length).toBeGreaterThanOrEqual(1);
    expect(b.hits.length).toBeGreaterThanOrEqual(1);
  });

  it("sends a write to the other instance after Fastify's closing 503 or a refused connection", async () => {
    const closing = await upstream((req, res) => {
      req.resume();
      res.writeHead(503, { connection: 'close', 'content-type': 'application/json' });
      res.end(FASTIFY_CLOSING);
    });
    const b = await upstream(ok);
    const proxy = await proxyOver(closing, b);
    for (let i = 0; i < 3; i++) expect((await send(proxy, 'POST')).status).toBe(200);
    expect(b.hits).toHaveLength(3);

    // An instance that is gone (its port refuses): the write goes to the other.
    const gone = await upstream(ok);
    await new Promise((r) => gone.server.close(r));
    const c = await upstream(ok);
    const second = await proxyOver(gone, c);
    for (let i = 0; i < 3; i++) expect((await send(second, 'POST')).status).toBe(200);
    expect(c.hits).toHaveLength(3);
    expect(second.stats.retried).toBeGreaterThan(0);
  });

  it("passes an application's own 503 on (it may have acted)", async () => {
    const a = await upstream((req, res) => {
      req.resume();
      res.writeHead(503, { connection: 'close' }).end('{"error":{"code":"not_ready"}}');
    });
    const proxy = await proxyOver(a, a);
    const res = await send(proxy, 'POST');
    expect(res.status).toBe(503);
    expect(await res.text()).toBe('{"error":{"code":"not_ready"}}');
    expect(a.hits).toHaveLength(1);
  });

  it('drain waits for in-flight requests and sends nothing new to the drained instance', async () => {
    let release = () => {};
    const slow = await upstream((req, res) => {
      req.resume();
      release = () => res.end('late');
    });
    const b = await upstream(ok);
    const proxy = await proxyOver(slow, b);
    // The first request goes to one of them; send until the slow one holds one.
    const held = (async () => {
      for (;;) {
        const res = await send(proxy, 'GET');
        if ((await res.text()) === 'late') return;
      }
    })();
    while (slow.hits.length === 0) await new Promise((r) => setTimeout(r, 10));
    let drained = false;
    const draining = proxy.drain(slow.url).then(() => {
      drained = true;
    });
    for (let i = 0; i < 3; i++) expect(await (await send(proxy, 'GET')).text()).toBe('ok');
    expect(slow.hits).toHaveLength(1);
    expect(drained).toBe(false);
    release();
    await Promise.all([held, draining]);
    expect(drained).toBe(true);
  });
});
