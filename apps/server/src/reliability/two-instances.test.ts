// Two app instances listening on real ports, one database (PostgreSQL in CI, each instance its
// own pool; PGlite in-process otherwise), one S3-compatible bucket (s3rver), behind the
// round-robin proxy, as docs/recipes/two-instances.md runs them: a session, a limit and a photo
// made on one instance hold on the other, and restarting each instance in turn under a write
// load loses no acknowledged write and applies none twice. Queued messages delivered once and
// scheduled jobs run once per tick with two instances working are jobs/two-instances.test.ts.
import type { DatabaseHandle } from '@dwa/db/client';
import { productImages, products, sellerCredentials } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq, inArray } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createSession, SESSION_COOKIE } from '../access/sessions.ts';
import { type App, buildApp } from '../app.ts';
import { PRODUCT_SAVE_WINDOW } from '../contexts/catalog/seller-products/seller-products.routes.ts';
import { systemClock } from '../lib/clock.ts';
import { hashPassword } from '../lib/passwords.ts';
import { createS3Storage } from '../storage/s3-storage.ts';
import { form, photoJpeg, productBody } from '../testing/catalog/test-requests.ts';
import { type RoundRobinProxy, startRoundRobinProxy } from '../testing/round-robin-proxy.ts';
import { type S3TestServer, startS3Server } from '../testing/s3-server.ts';
import { TEST_ORIGIN, testEnv } from '../testing/test-app.ts';
import { useTwoDatabases } from '../testing/two-databases.ts';

const two = useTwoDatabases('dwa-two-http');
let s3: S3TestServer;
let proxy: RoundRobinProxy;

interface Instance {
  app: App;
  database: DatabaseHandle;
  port: number;
  url: string;
}
const instances: Instance[] = [];

/** An instance as server.ts makes one: its own storage client on the shared bucket; listening
 * on `port` (0: any free one; a restart takes the port it had). */
async function startInstance(database: DatabaseHandle, port = 0): Promise<Instance> {
  const env = testEnv(two.dataDir, { TRUST_PROXY: '127.0.0.1', LISTING_CACHE_MS: '0' });
  const app = await buildApp({ env, database, storage: createS3Storage(s3.options) });
  await app.listen({ host: '127.0.0.1', port });
  const address = app.server.address();
  const bound = typeof address === 'object' && address ? address.port : port;
  return { app, database, port: bound, url: `http://127.0.0.1:${bound}` };
}

beforeAll(async () => {
  s3 = await startS3Server();
  instances.push(await startInstance(two.first), await startInstance(two.second));
  proxy = await startRoundRobinProxy({ targets: instances.map((i) => i.url) });
}, 60_000);
// Runs before useTwoDatabases' own afterAll (hooks unwind), which closes the handles.
afterAll(async () => {
  await proxy?.close();
  for (const i of instances) await i.app.close();
  await s3?.close();
});

async function call(base: string, path: string, init: RequestInit = {}) {
  const res = await fetch(`${base}${path}`, {
    ...init,
    headers: { origin: TEST_ORIGIN, ...(init.headers as Record<string, string>) },
  });
  const bytes = Buffer.from(await res.arrayBuffer());
  return { status: res.status, headers: res.headers, bytes, json: () => JSON.parse(`${bytes}`) };
}

const postJson = (base: string, path: string, payload: unknown, cookie?: string) =>
  call(base, path, {
    method: 'POST',
    body: JSON.stringify(payload),
    headers: { 'content-type': 'application/json', ...(cookie ? { cookie } : {}) },
  });

/** A seller who signs in with `password`. */
async function sellerWithPassword(password: string) {
  const seller = await buildSeller(two.first.db);
  await two.first.db
    .insert(sellerCredentials)
    .values({ sellerId: seller.id, passwordHash: await hashPassword(password) });
  return seller;
}

async function sellerCookie(database: DatabaseHandle) {
  const seller = await buildSeller(database.db);
  const { token } = await createSession(
    database.db,
    systemClock,
    testEnv(two.dataDir).sessionSecret,
    { userType: 'seller', userId: seller.id, role: null },
  );
  return { seller, cookie: `${SESSION_COOKIE}=${token}` };
}

describe('two instances behind the proxy', () => {
  it('take turns: requests through the proxy reach both', async () => {
    for (let i = 0; i < 4; i++) {
      const res = await call(proxy.url, '/api/auth/session');
      expect(res.status).toBe(200);
    }
    // Each instance's agent opened a socket: both were used.
    for (const u of proxy.upstreams) {
      const sockets = Object.values(u.agent.freeSockets).flat().length;
      expect(sockets, u.target).toBeGreaterThan(0);
    }
  });

  it('a session made on one works on the other, and a logout on the other ends it', async () => {
    const [a, b] = instances as [Instance, Instance];
    const password = 'kente-2026-two';
    const seller = await sellerWithPassword(password);
    const login = await postJson(a.url, '/api/auth/seller/login', {
      phone: seller.whatsappNumber,
      password,
    });
    expect(login.status).toBe(200);
    const cookie = login.headers
      .getSetCookie()
      .find((c) => c.startsWith(`${SESSION_COOKIE}=`))!
      .split(';')[0]!;

    const onB = await call(b.url, '/api/auth/session', { headers: { cookie } });
    expect(onB.json().user?.id).toBe(seller.id);
    expect((await postJson(b.url, '/api/auth/logout', {}, cookie)).status).toBe(204);
    const onA = await call(a.url, '/api/auth/session', { headers: { cookie } });
    expect(onA.json().user).toBeNull();
  });

  it('share limits: wrong passwords on both count together', async () => {
    const [a, b] = instances as [Instance, Instance];
    const seller = await sellerWithPassword('the-right-one');
    const guess = (base: string) =>
      postJson(base, '/api/auth/seller/login', {
        phone: seller.whatsappNumber,
        password: 'a-wrong-guess',
      });
    // Ten tries per source, five on each instance: neither alone reaches the limit.
    for (let i = 0; i < 10; i++) expect((await guess(i % 2 ? a.url : b.url)).status).toBe(401);
    const [onA, onB] = [await guess(a.url), await guess(b.url)];
    expect([onA.status, onB.status]).toEqual([429, 429]);
    expect(onB.json().error.code).toBe('rate_limited');
  });

  it('serve a photo uploaded through one from the other, from the bucket', async () => {
    const [a, b] = instances as [Instance, Instance];
    const { cookie } = await sellerCookie(a.database);
    const body = productBody(form({}, 1), [{ data: await photoJpeg(800, 600, 30) }]);
    const created = await call(a.url, '/api/seller/products', {
      method: 'POST',
      body: body.payload,
      headers: { ...body.headers, cookie },
    });
    expect(created.status).toBe(201);
    const [image] = await two.first.db
      .select({ variants: productImages.variants })
      .from(productImages)
      .where(eq(productImages.productId, created.json().id));
    const variant = image!.variants.find((v) => v.width === 320)!;
    expect(await s3.keys(variant.key)).toEqual([variant.key]);

    const served = await call(b.url, `/media/${variant.key}`);
    expect(served.status).toBe(200);
    expect(served.headers.get('content-type')).toBe('image/webp');
    expect(served.bytes.length).toBe(variant.bytes);
    // And through the proxy, whichever instance takes it.
    for (let i = 0; i < 2; i++) {
      expect((await call(proxy.url, `/media/${variant.key}`)).bytes.equals(served.bytes)).toBe(
        true,
      );
    }
  });

  it('restarting each instance in turn under load loses no acknowledged write, applies none twice', async () => {
    const writers = await Promise.all(Array.from({ length: 6 }, () => sellerCookie(two.first)));
    const acknowledged: string[] = [];
    const failures: string[] = [];
    let reads = 0;
    let running = true;

    // Each writer saves products one after another through the proxy, with a read in between,
    // paced and never more than a seller's hourly save limit: on a fast machine (PostgreSQL in
    // CI) an unpaced writer reached the limit during the restarts and got 429s.
    const pause = (ms: number) => new Promise((r) => setTimeout(r, ms));
    const load = writers.map(async ({ cookie }, w) => {
      for (let n = 0; running && n < PRODUCT_SAVE_WINDOW.limit; n++) {
        const body = productBody(form({ title: `Restart ${w}-${n}` }));
        const saved = await call(proxy.url, '/api/seller/products', {
          method: 'POST',
          body: body.payload,
          headers: { ...body.headers, cookie },
        });
        if (saved.status === 201) acknowledged.push(saved.json().id);
        else failures.push(`POST ${saved.status} ${saved.bytes}`);
        const read = await call(proxy.url, '/api/products?pageSize=6');
        if (read.status === 200) reads++;
        else failures.push(`GET ${read.status}`);
        await pause(40);
      }
    });

    await pause(800);
    for (const [i, old] of instances.entries()) {
      // As SIGTERM does (server.ts): the app closes, in-flight requests finish; the proxy is
      // not told. Then a new process's app takes the same port.
      await old.app.close();
      await pause(300);
      instances[i] = await startInstance(old.database, old.port);
      await pause(800);
    }
    // Enough writes to mean something, however slow the machine is today.
    while (acknowledged.length < 12) await pause(100);
    running = false;
    await Promise.all(load);

    expect(failures).toEqual([]);
    expect(reads).toBeGreaterThan(0);
    // The restarts met traffic: some requests had to go to the other instance.
    expect(proxy.stats.retried).toBeGreaterThan(0);
    // Every acknowledged product is there, once: no more rows than acknowledgements.
    const rows = await two.first.db
      .select({ id: products.id })
      .from(products)
      .where(
        inArray(
          products.sellerId,
          writers.map((w) => w.seller.id),
        ),
      );
    expect(rows.map((r) => r.id).sort()).toEqual([...acknowledged].sort());
  }, 90_000);
});
