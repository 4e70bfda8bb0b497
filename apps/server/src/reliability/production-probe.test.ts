// The production server as a deployer starts it (`node apps/server/src/server.ts`, a child
// process): with only the secrets production always needed it refuses to start and names what
// to set (payments and WhatsApp would be stand-ins); configured for real, it starts with none of
// the stand-ins mounted (payment simulator, WhatsApp media stand-in and simulator, test clock),
// each answering exactly as a route that never existed. Decision 043.
import { existsSync } from 'node:fs';
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { withDatabase } from '@dwa/db/testing/global-setup';
import pg from 'pg';
import { afterAll, beforeAll, describe, expect, inject, it } from 'vitest';
import { freePort, ROOT, type RunningScript, startScript } from '../testing/child-process.ts';

/** The secrets the README asked of production before production refused the stand-ins. */
const SECRETS = {
  NODE_ENV: 'production',
  SESSION_SECRET: 'probe-secret-probe-secret-probe-secret-00',
  WHATSAPP_APP_SECRET: 'probe-app-secret-0123456789',
  WHATSAPP_VERIFY_TOKEN: 'probe-verify-token-0123456789',
};

/** Real providers; nothing calls them while the server starts. */
const REAL_PROVIDERS = {
  PAYMENT_PROVIDER: 'paystack',
  PAYSTACK_SECRET_KEY: 'sk_live_probe0123456789',
  WHATSAPP_TRANSPORT: 'cloud_api',
  WHATSAPP_TOKEN: 'EAAG-probe-token',
  WHATSAPP_PHONE_NUMBER_ID: '106540352242922',
};

/** The server entry point, run as the npm scripts run it (plain Node where it strips types). */
const startServer = (env: Record<string, string>) =>
  startScript('apps/server/src/server.ts', [], { LOG_LEVEL: 'warn', ...env });

/** On PostgreSQL runs of the suite: an empty database named like the suite's others, so the
 * run's teardown drops it even when this file cannot. */
async function emptyPostgresDatabase() {
  const template = inject('dbTemplate');
  if (template.kind !== 'postgres') return null;
  const name = `dwa_t_${template.template.slice('dwa_tpl_'.length)}_probe`;
  const admin = new pg.Client({ connectionString: template.url });
  await admin.connect();
  await admin.query(`create database ${name}`);
  await admin.end();
  return {
    url: withDatabase(template.url, name),
    async drop() {
      const client = new pg.Client({ connectionString: template.url });
      await client.connect();
      await client.query(`drop database if exists ${name} with (force)`);
      await client.end();
    },
  };
}

describe('a production server with only the secrets', () => {
  it('refuses to start, naming the payment and WhatsApp variables to set', async () => {
    const dataDir = await mkdtemp(join(tmpdir(), 'dwa-probe-'));
    try {
      const server = startServer({
        ...SECRETS,
        PUBLIC_ORIGIN: 'https://dwa.example',
        DATA_DIR: dataDir,
        PORT: String(await freePort()),
      });
      expect(await server.exited).toBe(1);
      const said = server.output();
      expect(said).toContain('Invalid configuration');
      expect(said).toMatch(
        /PAYMENT_PROVIDER: is the simulator, .*set PAYMENT_PROVIDER=paystack and PAYSTACK_SECRET_KEY/,
      );
      expect(said).toMatch(
        /WHATSAPP_TRANSPORT: is the outbox, .*set WHATSAPP_TRANSPORT=cloud_api with WHATSAPP_TOKEN/,
      );
      expect(said).toContain('STAGING=true');
      expect(said).not.toMatch(/Dwa is running/);
    } finally {
      await rm(dataDir, { recursive: true, force: true });
    }
  });
});

describe('a production server configured for real', () => {
  let server: RunningScript;
  let base: string;
  let dataDir: string;
  let database: { url: string; drop(): Promise<void> } | null = null;

  beforeAll(async () => {
    // A deployer serves the real web build (its pages decide the stand-ins' 404s), so the probe
    // does too; without one every page is a 503 and the checks below would say nothing true.
    for (const built of ['apps/web/dist/index.html', 'apps/web/dist-server/entry-server.js']) {
      if (!existsSync(join(ROOT, built)))
        throw new Error(
          `${built} is missing: run \`npm run build\` first (npm test builds before it runs these)`,
        );
    }
    dataDir = await mkdtemp(join(tmpdir(), 'dwa-probe-'));
    database = await emptyPostgresDatabase();
    const port = await freePort();
    base = `http://127.0.0.1:${port}`;
    server = startServer({
      ...SECRETS,
      ...REAL_PROVIDERS,
      PUBLIC_ORIGIN: base,
      HOST: '127.0.0.1',
      PORT: String(port),
      DATA_DIR: dataDir,
      SHUTDOWN_DRAIN_SECONDS: '2',
      // An empty database of its own on the suite's PostgreSQL when it runs on one (migrated
      // at start, as a first deploy is), else the embedded database a small deployment uses.
      ...(database ? { DATABASE_URL: database.url } : {}),
    });
    const deadline = Date.now() + 150_000;
    while (Date.now() < deadline) {
      if (server.child.exitCode !== null) throw new Error(`server exited:\n${server.output()}`);
      const ready = await fetch(`${base}/api/health/ready`).catch(() => null);
      if (ready?.ok) return;
      await new Promise((r) => setTimeout(r, 250));
    }
    throw new Error(`server not ready:\n${server.output()}`);
  }, 180_000);

  afterAll(async () => {
    if (server?.child.exitCode === null) {
      server.child.kill('SIGTERM');
      await server.exited;
    }
    await rm(dataDir, { recursive: true, force: true });
    await database?.drop();
  }, 30_000);

  it('starts and is ready', async () => {
    const ready = await (await fetch(`${base}/api/health/ready`)).json();
    expect(ready).toMatchObject({ status: 'ready', jobs: { workers: 'running' } });
  });

  it('mounts no stand-in: each answers as a route that never existed', async () => {
    const never = await fetch(`${base}/api/never-existed-${Date.now()}`);
    expect(never.status).toBe(404);
    const unknown = await never.json();
    const standIns: [string, string][] = [
      ['GET', '/api/payments/simulator/dwa_probe'],
      ['POST', '/api/payments/simulator/dwa_probe/approve'],
      ['POST', '/api/payments/simulator/dwa_probe'],
      ['POST', '/api/whatsapp/dev-graph/media'],
      ['GET', '/api/whatsapp/dev-graph/v21.0/00000000-0000-0000-0000-000000000000'],
      ['GET', '/api/whatsapp/dev-graph/conversation?number=0241234567'],
      ['POST', '/api/admin/whatsapp/simulate'],
      ['GET', '/api/admin/whatsapp/conversation?number=0241234567'],
      ['POST', '/api/test/clock'],
    ];
    for (const [method, path] of standIns) {
      const res = await fetch(`${base}${path}`, {
        method,
        headers: { 'content-type': 'application/json', origin: base },
        ...(method === 'POST' ? { body: '{}' } : {}),
      });
      expect(`${method} ${path} → ${res.status}`).toBe(`${method} ${path} → 404`);
      expect(await res.json()).toEqual(unknown);
    }
  });

  it("answers the stand-ins' pages with 404, like any unknown page", async () => {
    for (const path of ['/pay/dwa_probe', '/admin/whatsapp/simulator']) {
      const res = await fetch(`${base}${path}`);
      expect(`${path} → ${res.status}`).toBe(`${path} → 404`);
    }
    // The real pages around them are there.
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect((await fetch(`${base}/admin/whatsapp`)).status).toBe(200);
  });

  it('drains on SIGTERM: not ready at once, still answering, then exits 0', async () => {
    server.child.kill('SIGTERM');
    const stopAsked = Date.now();
    // Give the signal a moment to arrive, then ask while it drains.
    await new Promise((r) => setTimeout(r, 300));
    const ready = await fetch(`${base}/api/health/ready`);
    expect(ready.status).toBe(503);
    expect(await ready.json()).toMatchObject({ status: 'not_ready', stopping: true });
    expect((await fetch(`${base}/`)).status).toBe(200);
    expect(await server.exited).toBe(0);
    expect(Date.now() - stopAsked).toBeGreaterThanOrEqual(2000);
  }, 30_000);
});
