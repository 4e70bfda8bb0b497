import { migrationJournal } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { signInAdmin, signUpSeller } from '../../../testing/auth-helpers.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const TOKEN = 'metrics-token-for-health-0123456789abcdef';
/** What an operator sends for the details (the scraper's METRICS_TOKEN). */
const operator = { authorization: `Bearer ${TOKEN}` };

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('answers anyone only its status: no engine, no migration', async () => {
    const seller = await signUpSeller(t);
    for (const headers of [
      {},
      { cookie: seller.cookie },
      { authorization: 'Bearer wrong-token-wrong-token-0123456789' },
      { authorization: TOKEN },
    ]) {
      const res = await t.app.inject({ url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      expect(res.json(), JSON.stringify(headers)).toEqual({ status: 'ok' });
      expect(res.headers['cache-control']).toBe('no-store');
    }
  });

  it('reports a reachable, migrated database to an operator: METRICS_TOKEN or an admin', async () => {
    const admin = await signInAdmin(t);
    for (const headers of [operator, { cookie: admin.cookie }]) {
      const res = await t.app.inject({ url: '/api/health', headers });
      expect(res.statusCode).toBe(200);
      const body = res.json();
      expect(body.status).toBe('ok');
      expect(body.database.reachable).toBe(true);
      expect(body.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
      expect(body.database.migration).toMatch(/^\d{4}_[a-z0-9_]+$/);
    }
  });

  it('answers 503 when the database is gone, and the server keeps running', async () => {
    const r = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      await r.database.close();
      const res = await r.app.inject({ url: '/api/health' });
      expect(res.statusCode).toBe(503);
      expect(res.json()).toEqual({ status: 'unavailable' });
      const detail = await r.app.inject({ url: '/api/health', headers: operator });
      expect(detail.json()).toMatchObject({
        status: 'unavailable',
        database: { reachable: false, migration: null },
      });
      const again = await r.app.inject({ url: '/api/no-such-route' });
      expect(again.statusCode).toBe(404);
    } finally {
      await r.close();
    }
  });
});

describe('GET /api/health/ready', () => {
  /** With the operator's token: the readiness detail (engine, migrations by name). */
  const ready = (app: TestApp) => app.app.inject({ url: '/api/health/ready', headers: operator });

  it('answers anyone what a balancer needs, naming no engine or migration', async () => {
    const r = await createTestApp({ env: { JOB_WORKERS: 'false', METRICS_TOKEN: TOKEN } });
    try {
      const res = await r.app.inject({ url: '/api/health/ready' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        status: 'ready',
        database: { reachable: true },
        migrations: { applied: true },
        jobs: { workers: 'elsewhere' },
        stopping: false,
      });
      const detail = (await ready(r)).json();
      expect(detail.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
      expect(detail.migrations.latest).toBe(migrationJournal().at(-1)!.tag);
    } finally {
      await r.close();
    }
  });

  it('is 503 until the job workers run, 200 while they do, 503 once stopped', async () => {
    const r = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
    try {
      const before = await ready(r);
      expect(before.statusCode).toBe(503);
      expect(before.headers['cache-control']).toBe('no-store');
      expect(before.json()).toMatchObject({
        status: 'not_ready',
        database: { reachable: true },
        migrations: { applied: true },
        jobs: { workers: 'stopped' },
      });
      // Liveness is not readiness: the process and database answer all along.
      expect((await r.app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await r.app.tasks.startWorkers();
      const running = await ready(r);
      expect(running.statusCode).toBe(200);
      expect(running.json()).toMatchObject({ status: 'ready', jobs: { workers: 'running' } });
      expect(running.json().migrations.latest).toBe(running.json().database.migration);

      await r.app.tasks.stop();
      expect((await ready(r)).json()).toMatchObject({ jobs: { workers: 'stopped' } });
    } finally {
      await r.close();
    }
  }, 60_000);

  it('is ready without workers when they run elsewhere (JOB_WORKERS=false)', async () => {
    const r = await createTestApp({ env: { JOB_WORKERS: 'false', METRICS_TOKEN: TOKEN } });
    try {
      const res = await ready(r);
      expect(res.statusCode).toBe(200);
      expect(res.json()).toMatchObject({ status: 'ready', jobs: { workers: 'elsewhere' } });
    } finally {
      await r.close();
    }
  });

  it('is 503 while the instance drains (told to stop), and still answers everything else', async () => {
    const lifecycle = { stopping: false };
    const r = await createTestApp({
      env: { JOB_WORKERS: 'false', METRICS_TOKEN: TOKEN },
      deps: { lifecycle },
    });
    try {
      expect((await ready(r)).json()).toMatchObject({ status: 'ready', stopping: false });
      lifecycle.stopping = true;
      const draining = await ready(r);
      expect(draining.statusCode).toBe(503);
      expect(draining.json()).toMatchObject({ status: 'not_ready', stopping: true });
      expect((await r.app.inject({ url: '/api/health' })).statusCode).toBe(200);
      expect((await r.app.inject({ url: '/api/products' })).statusCode).toBe(200);
    } finally {
      await r.close();
    }
  });

  it('stays ready when a newer build has already migrated (rolling deploy)', async () => {
    const r = await createTestApp({ env: { JOB_WORKERS: 'false', METRICS_TOKEN: TOKEN } });
    try {
      const newest = migrationJournal().at(-1)!;
      await r.db.execute(sql`
        insert into drizzle.__drizzle_migrations (hash, created_at)
        values ('a-newer-build', ${newest.when + 60_000})`);
      const res = await ready(r);
      expect(res.statusCode, res.body).toBe(200);
      expect(res.json()).toMatchObject({
        status: 'ready',
        database: { migration: `unknown_${newest.when + 60_000}` },
        migrations: { latest: newest.tag, applied: true },
      });
    } finally {
      await r.close();
    }
  });

  it('is 503 while the newest migration is not applied, and when the database is gone', async () => {
    const r = await createTestApp({ env: { JOB_WORKERS: 'false', METRICS_TOKEN: TOKEN } });
    try {
      await r.db.execute(sql`
        delete from drizzle.__drizzle_migrations
         where created_at = (select max(created_at) from drizzle.__drizzle_migrations)`);
      const behind = await ready(r);
      expect(behind.statusCode).toBe(503);
      const body = behind.json();
      expect(body).toMatchObject({ status: 'not_ready', migrations: { applied: false } });
      expect(body.database.migration).not.toBe(body.migrations.latest);
      expect((await r.app.inject({ url: '/api/health' })).statusCode).toBe(200);

      await r.database.close();
      expect((await ready(r)).json()).toMatchObject({
        status: 'not_ready',
        database: { reachable: false },
        migrations: { applied: false },
      });
    } finally {
      await r.close();
    }
  });
});
