// npm run bench -- analytics [--pg] [--events N]
// The admin dashboard and analytics at scale, on the real app in this process
// (buildApp, requests through inject): 5,000 sellers who signed up over the last year (10
// products each, a WhatsApp upload for every other one) and N analytics events (default
// 1,000,000: 70 % product views, 10 % WhatsApp clicks, 15 % searches, 5 % seller sign-ins)
// spread over 365 days. Times GET /api/admin/dashboard, the overview over the default 30 days
// and over 366 days, retention and cohorts over 366 days: p50/p95/max of 20 calls each. After the
// fill the rollups are made as production makes them (the analytics.rollup task's own
// function: every closed day, then one hourly run again); today stays in the raw table.
// bench/.results/analytics-<date>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '@dwa/db/client';
import { buildAdmin } from '@dwa/db/testing/factories';
import { accraDay, addDays } from '@dwa/domain/admin/analytics';
import { sql } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/access/sessions.ts';
import { rollUpClosedDays } from '../../apps/server/src/contexts/backoffice/admin-analytics/rollups.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { openBenchApp } from './demo-app.ts';
import { latencySummary } from './latency.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const RESULTS = resolve(import.meta.dirname, '../.results');
const ORIGIN = 'http://127.0.0.1:3000';
const SELLERS = 5_000;
const CALLS = 20;
const CHUNK = 100_000;

async function fill(db: Db, events: number) {
  await db.execute(sql`
    insert into sellers (business_name, whatsapp_number, location_slug, created_at)
    select 'Bench Shop ' || i, '+23320' || lpad(i::text, 7, '0'), 'accra',
      now() - (random() * 365) * interval '1 day'
    from generate_series(1, ${SELLERS}) i`);
  await db.execute(sql`
    insert into products (seller_id, title, description, price_pesewas, category, location_slug,
      created_at)
    select s.id, 'Bench product ' || g, 'Made by the analytics bench.', 1000 + g * 100,
      'electronics', 'accra', least(now(), s.created_at + g * interval '3 days')
    from sellers s, generate_series(1, 10) g`);
  await db.execute(sql`
    insert into whatsapp_uploads (seller_id, whatsapp_number, created_at)
    select s.id, s.whatsapp_number, least(now(), s.created_at + interval '1 day')
    from sellers s where random() < 0.5`);
  for (let done = 0; done < events; done += CHUNK) {
    const n = Math.min(CHUNK, events - done);
    await db.execute(sql`
      with ids as (select array_agg(id) as sellers from sellers)
      insert into analytics_events (event_type, seller_id, created_at)
      select
        case when r < 0.70 then 'product_view' when r < 0.80 then 'whatsapp_click'
             when r < 0.95 then 'search' else 'seller_signed_in' end,
        case when r < 0.95 and r >= 0.80 then null else ids.sellers[1 + (i % ${SELLERS})] end,
        now() - (random() * 365) * interval '1 day'
      from ids, (select i, random() as r from generate_series(1, ${n}) i) x`);
  }
  await db.execute(sql`analyze`);
}

export async function benchAnalytics(options: { postgres: boolean; events: number }) {
  const pg = options.postgres ? startThrowawayPostgres() : null;
  const opened = await openBenchApp('analytics', {
    origin: ORIGIN,
    demoData: false,
    ...(pg ? { databaseUrl: pg.url } : {}),
  }).catch((error) => {
    pg?.stop();
    throw error;
  });
  const { app, database, env } = opened;
  try {
    const db = database.db;
    const fillStart = performance.now();
    await fill(db, options.events);
    const fillMs = Math.round(performance.now() - fillStart);
    const rollupStart = performance.now();
    const rolledDays = await rollUpClosedDays(db, systemClock);
    const rollupMs = Math.round(performance.now() - rollupStart);
    // What the hourly task does once the year is in: yesterday again.
    const hourlyStart = performance.now();
    await rollUpClosedDays(db, systemClock);
    const hourlyRollupMs = Math.round(performance.now() - hourlyStart);
    await db.execute(sql`analyze`);
    const admin = await buildAdmin(db);
    const { token } = await createSession(db, systemClock, env.sessionSecret, {
      userType: 'admin',
      userId: admin.id,
      role: 'admin',
    });
    const cookie = `${SESSION_COOKIE}=${token}`;
    const today = accraDay(new Date());
    const year = `from=${addDays(today, -365)}&to=${today}`;
    const urls = {
      'GET /api/admin/dashboard': '/api/admin/dashboard',
      'overview, 30 days (default)': '/api/admin/analytics/overview',
      'overview, 366 days': `/api/admin/analytics/overview?${year}`,
      'retention, 366 days': `/api/admin/analytics/retention?${year}`,
      'cohorts, 366 days': `/api/admin/analytics/cohorts?${year}`,
    };
    console.log(
      `\nanalytics (${database.engine}, in-process inject; ${SELLERS} sellers, ` +
        `${options.events} events over 365 days; filled in ${fillMs} ms; ${rolledDays} days ` +
        `rolled up in ${rollupMs} ms, an hourly run ${hourlyRollupMs} ms)`,
    );
    const latency: Record<string, ReturnType<typeof latencySummary>> = {};
    for (const [name, url] of Object.entries(urls)) {
      const ms: number[] = [];
      for (let i = 0; i < CALLS + 2; i++) {
        const t0 = performance.now();
        const res = await app.inject({ url, headers: { cookie } });
        const elapsed = performance.now() - t0;
        if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
        // The first two warm the caches and the plans.
        if (i >= 2) ms.push(elapsed);
      }
      latency[name] = latencySummary(ms);
    }
    console.table(latency);
    mkdirSync(RESULTS, { recursive: true });
    const date = new Date().toISOString();
    const file = join(RESULTS, `analytics-${date.replace(/[:.]/g, '-')}.json`);
    const report = {
      date,
      engine: database.engine,
      sellers: SELLERS,
      events: options.events,
      fillMs,
      rollupMs,
      hourlyRollupMs,
      latency,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);
    return report;
  } finally {
    await opened.close();
    pg?.stop();
  }
}
