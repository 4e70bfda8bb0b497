import { migrationJournal } from '@dwa/db/migrate';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestApp, type TestApp } from '../../testing/test-app.ts';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

describe('GET /api/health', () => {
  it('reports a reachable, migrated database', async () => {
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(200);
    const body = res.json();
    expect(body.status).toBe('ok');
    expect(body.database.reachable).toBe(true);
    expect(body.database.engine).toBe(process.env.DATABASE_URL ? 'postgres' : 'pglite');
    expect(body.database.migration).toMatch(/^\d{4}_[a-z0-9_]+$/);
    expect(res.headers['cache-control']).toBe('no-store');
  });

  it('answers 503 when the database is gone, and the server keeps running', async () => {
    await t.database.close();
    const res = await t.app.inject({ url: '/api/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toMatchObject({
      status: 'unavailable',
      database: { reachable: false, migration: null },
    });
    const again = await t.app.inject({ url: '/api/no-such-route' });
    expect(again.statusCode).toBe(404);
  });
});

describe('GET /api/health/ready', () => {
  const ready = (app: TestApp) => app.app.inject({ url: '/api/health/ready' });

  it('is 503 until the job workers run, 200 while they do, 503 once stopped', async () => {
    const r = await createTestApp();
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

      await r.app.jobs.startWorkers();
      const running = await ready(r);
      expect(running.statusCode).toBe(200);
      expect(running.json()).toMatchObject({ status: 'ready', jobs: { workers: 'running' } });
      expect(running.json().migrations.latest).toBe(running.json().database.migration);

      await r.app.jobs.stop();
      expect((await ready(r)).json()).toMatchObject({ jobs: { workers: 'stopped' } });
    } finally {
      await r.close();
    }
  }, 60_000);

  it('is ready without workers when they run elsewhere (JOB_WORKERS=false)', async () => {
    const r = await createTestApp({ env: { JOB_WORKERS: 'false' } });
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
    const r = await createTestApp({ env: { JOB_WORKERS: 'false' }, deps: { lifecycle } });
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
    const r = await createTestApp({ env: { JOB_WORKERS: 'false' } });
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
    const r = await createTestApp({ env: { JOB_WORKERS: 'false' } });
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
