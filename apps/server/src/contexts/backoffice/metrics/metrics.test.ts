// /metrics: off without METRICS_TOKEN, 401 without the right bearer, and values that move with
// requests (by route pattern and status class), queued and failed jobs, outbox failures and
// payments; a database that stops answering drops its gauges instead of hanging the scrape.
import { notificationLog, payments } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { JOB_SCHEMA } from '../../../tasks/job-schema.ts';
import { createTestApp, type TestApp } from '../../../testing/test-app.ts';

const TOKEN = 'metrics-token-metrics-token-0123456789';
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp({ env: { METRICS_TOKEN: TOKEN } });
});
afterAll(() => t.close());

async function scrape(): Promise<string> {
  const res = await t.app.inject({
    url: '/metrics',
    headers: { authorization: `Bearer ${TOKEN}` },
  });
  expect(res.statusCode).toBe(200);
  expect(res.headers['content-type']).toMatch(/^text\/plain; version=0\.0\.4/);
  return res.body;
}

/** The value of the sample `name` whose labels include `labels` (undefined when absent). */
function sample(text: string, name: string, labels: Record<string, string> = {}) {
  for (const line of text.split('\n')) {
    const m = /^([a-zA-Z0-9_:]+)(?:\{(.*)\})? (\S+)$/.exec(line);
    if (!m || m[1] !== name) continue;
    const has = Object.fromEntries(
      [...(m[2] ?? '').matchAll(/(\w+)="((?:[^"\\]|\\.)*)"/g)].map((l) => [l[1], l[2]]),
    );
    if (Object.entries(labels).every(([k, v]) => has[k] === v)) return Number(m[3]);
  }
  return undefined;
}

describe('GET /metrics', () => {
  it('is absent without METRICS_TOKEN: answered as any unknown path', async () => {
    const other = await createTestApp();
    try {
      const metrics = await other.app.inject({ url: '/metrics' });
      const unknown = await other.app.inject({ url: '/no-such-path' });
      expect(metrics.statusCode).toBe(unknown.statusCode);
      expect(metrics.statusCode).not.toBe(200);
      expect(metrics.body).not.toContain('dwa_');
      expect(metrics.headers['www-authenticate']).toBeUndefined();
    } finally {
      await other.close();
    }
  });

  it('answers 401 in the error shape without the right bearer token', async () => {
    for (const authorization of [undefined, 'Bearer wrong', `Basic ${TOKEN}`, TOKEN]) {
      const res = await t.app.inject({
        url: '/metrics',
        headers: { 'accept-language': 'tw', ...(authorization ? { authorization } : {}) },
      });
      expect(res.statusCode).toBe(401);
      expect(res.headers['www-authenticate']).toBe('Bearer realm="metrics"');
      expect(res.json().error.code).toBe('unauthorized');
      expect(res.body).not.toContain('dwa_');
    }
  });

  it('counts requests by route pattern and status class', async () => {
    const health = { method: 'GET', route: '/api/health', status: '2xx' };
    const before = sample(await scrape(), 'dwa_http_request_duration_seconds_count', health) ?? 0;
    await t.app.inject({ url: '/api/health' });
    await t.app.inject({ url: '/api/health' });
    const id = '3f1b1a52-0000-4000-8000-00000000abcd';
    expect((await t.app.inject({ url: `/api/products/${id}` })).statusCode).toBe(404);
    const text = await scrape();
    expect(sample(text, 'dwa_http_request_duration_seconds_count', health)).toBe(before + 2);
    expect(
      sample(text, 'dwa_http_request_duration_seconds_count', {
        route: '/api/products/:id',
        status: '4xx',
      }),
    ).toBe(1);
    expect(text).not.toContain(id);
    expect(sample(text, 'process_resident_memory_bytes')).toBeGreaterThan(0);
    expect(sample(text, 'dwa_db_pool_connections', { state: 'total' })).toBeGreaterThanOrEqual(1);
  });

  it('labels a made-up method and an unknown path with a few fixed values', async () => {
    await t.app.inject({ method: 'PROPFIND' as 'GET', url: '/nowhere-a1b2c3' });
    const text = await scrape();
    expect(text).not.toContain('PROPFIND');
    expect(text).not.toContain('a1b2c3');
    expect(text).toMatch(
      /dwa_http_request_duration_seconds_count\{method="other",route="[^"]*",status="4xx"\}/,
    );
  });

  it('reads queue depth and failures, outbox failures and payments at scrape time', async () => {
    const queue = t.app.tasks.definitions[0]!.name;
    const before = await scrape();
    expect(sample(before, 'dwa_metrics_database_up')).toBe(1);
    const queued = sample(before, 'dwa_jobs', { queue, state: 'created' });
    expect(queued).toBeDefined();
    const failed = sample(before, 'dwa_jobs', { queue, state: 'failed' })!;

    await t.app.tasks.enqueue(t.db, queue, {});
    await t.app.tasks.enqueue(t.db, queue, {});
    // A job whose retries ran out (pg-boss keeps it as failed until it deletes it).
    const jobs = sql.raw(`${JOB_SCHEMA}.job`);
    await t.db.execute(
      sql`update ${jobs} set state = 'failed' where id = (select id from ${jobs} where name = ${queue} and state = 'created' limit 1)`,
    );
    await t.db.insert(notificationLog).values({
      eventType: 'manual',
      whatsappNumber: '+233201234567',
      messageText: 'refused by the provider',
      status: 'failed',
      error: 'provider said no',
    });
    const seller = await buildSeller(t.db);
    await t.db.insert(payments).values([
      {
        sellerId: seller.id,
        purpose: 'pro',
        amountPesewas: 5000,
        reference: 'm-1',
        status: 'success',
        expiresAt: new Date(),
      },
      {
        sellerId: seller.id,
        purpose: 'boost',
        amountPesewas: 1000,
        reference: 'm-2',
        expiresAt: new Date(),
      },
    ]);

    const after = await scrape();
    expect(sample(after, 'dwa_jobs', { queue, state: 'created' })).toBe(queued! + 1);
    expect(sample(after, 'dwa_jobs', { queue, state: 'failed' })).toBe(failed + 1);
    expect(sample(after, 'dwa_outbox_messages_24h', { status: 'failed' })).toBe(
      (sample(before, 'dwa_outbox_messages_24h', { status: 'failed' }) ?? 0) + 1,
    );
    expect(sample(after, 'dwa_payments', { status: 'success' })).toBe(
      (sample(before, 'dwa_payments', { status: 'success' }) ?? 0) + 1,
    );
    expect(sample(after, 'dwa_payments', { status: 'pending' })).toBe(
      (sample(before, 'dwa_payments', { status: 'pending' }) ?? 0) + 1,
    );
  });

  it('still answers when the database is gone, without its gauges', async () => {
    await t.database.close();
    const text = await scrape();
    expect(sample(text, 'dwa_metrics_database_up')).toBe(0);
    expect(sample(text, 'dwa_payments', { status: 'success' })).toBeUndefined();
    expect(
      sample(text, 'dwa_http_request_duration_seconds_count', { route: '/metrics' }),
    ).toBeGreaterThan(0);
  });
});
