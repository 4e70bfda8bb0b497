// npm run bench -- deliveries [--pg] [--open N]
// Deliveries (request, job board, accept, deliver, complete), on the real app in this process
// (buildApp, requests through inject: the server's own work, no network), with N open jobs spread
// over the six zones (default 10,000) and as many finished ones:
// 1. the rider's board (GET /api/rider/jobs) and a seller's request (POST /api/seller/deliveries,
//    the recipient's message queued in the same transaction): p50/p95/max;
// 2. one job's whole way: accept → pick up → deliver with the code → seller confirms;
// 3. 50 riders accepting one job at once, 20 times: winners per job (1 expected) and the time.
// bench/.results/deliveries-<date>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '@dwa/db/client';
import { deliveryJobs, notificationLog } from '@dwa/db/schema/index';
import { buildRider, buildSeller } from '@dwa/db/testing/factories';
import { SERVICE_ZONES } from '@dwa/domain/enums';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/access/sessions.ts';
import type { buildApp } from '../../apps/server/src/app.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { openBenchApp } from './demo-app.ts';
import { latencySummary } from './latency.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const RESULTS = resolve(import.meta.dirname, '../.results');
const ORIGIN = 'http://127.0.0.1:3000';
const CALLS = 200;
const RACERS = 50;
const RACES = 20;
const YEAR = 365 * 24 * 3_600_000;

type App = Awaited<ReturnType<typeof buildApp>>;
type Deps = { app: App; db: Db; secret: string };

const summary = latencySummary;

async function cookieOf({ db, secret }: Deps, userType: 'seller' | 'rider', userId: string) {
  const { token } = await createSession(db, systemClock, secret, { userType, userId });
  return `${SESSION_COOKIE}=${token}`;
}

async function rider(deps: Deps) {
  const row = await buildRider(deps.db, {
    isVerified: true,
    verificationExpiry: new Date(Date.now() + YEAR),
    isOnline: true,
    serviceZones: ['accra-central', 'tema'],
  });
  return cookieOf(deps, 'rider', row.id);
}

/** N open jobs over the zones and N finished ones, inserted in chunks. */
async function fill(db: Db, sellerId: string, n: number) {
  const rows = Array.from({ length: n * 2 }, (_, i) => ({
    sellerId,
    pickupLocation: 'Makola Market',
    dropoffLocation: 'East Legon',
    zone: SERVICE_ZONES[i % SERVICE_ZONES.length]!,
    recipientName: 'Akosua Owusu',
    recipientPhone: '+233241234567',
    deliveryCode: '4821',
    quotedFeePesewas: 2500,
    riderEarningsPesewas: 2000,
    status: i < n ? 'requested' : 'cancelled',
    cancelledAt: i < n ? null : new Date(),
    createdAt: new Date(Date.now() - i * 60_000),
  }));
  for (let i = 0; i < rows.length; i += 1000) {
    await db.insert(deliveryJobs).values(rows.slice(i, i + 1000));
  }
}

const body = {
  pickupLocation: 'Makola Market, Accra',
  zone: 'accra-central',
  dropoffLocation: 'East Legon',
  recipientName: 'Akosua Owusu',
  recipientPhone: '024 765 4321',
  fee: '25',
};

async function timed<T>(f: () => Promise<T>): Promise<[number, T]> {
  const t0 = performance.now();
  const value = await f();
  return [performance.now() - t0, value];
}

async function request(deps: Deps, cookie: string): Promise<string> {
  const res = await deps.app.inject({
    method: 'POST',
    url: '/api/seller/deliveries',
    headers: { cookie, origin: ORIGIN },
    payload: body,
  });
  if (res.statusCode !== 201) throw new Error(`request: ${res.statusCode} ${res.body}`);
  return res.json().id;
}

async function post(deps: Deps, cookie: string, url: string, payload?: object) {
  const res = await deps.app.inject({
    method: 'POST',
    url,
    headers: { cookie, origin: ORIGIN },
    ...(payload ? { payload } : {}),
  });
  if (res.statusCode !== 200) throw new Error(`${url}: ${res.statusCode} ${res.body}`);
}

async function wholeWay(deps: Deps, sellerCookie: string, riderCookie: string) {
  const id = await request(deps, sellerCookie);
  const [message] = await deps.db
    .select({ text: notificationLog.messageText })
    .from(notificationLog)
    .where(eq(notificationLog.dedupeKey, `delivery_code:${id}`));
  const code = message?.text.match(/: (\d{4})\./)?.[1] ?? '';
  const [ms] = await timed(async () => {
    await post(deps, riderCookie, `/api/rider/jobs/${id}/accept`);
    await post(deps, riderCookie, `/api/rider/jobs/${id}/pickup`);
    await post(deps, riderCookie, `/api/rider/jobs/${id}/deliver`, { code });
    await post(deps, sellerCookie, `/api/seller/deliveries/${id}/confirm`, { rating: 5 });
  });
  return ms;
}

async function race(deps: Deps, sellerCookie: string, riders: string[]) {
  const id = await request(deps, sellerCookie);
  const [ms, answers] = await timed(() =>
    Promise.all(
      riders.map((cookie) =>
        deps.app.inject({
          method: 'POST',
          url: `/api/rider/jobs/${id}/accept`,
          headers: { cookie, origin: ORIGIN },
        }),
      ),
    ),
  );
  return { ms, winners: answers.filter((a) => a.statusCode === 200).length };
}

export async function benchDeliveries(options: { postgres: boolean; open: number }) {
  const pg = options.postgres ? startThrowawayPostgres() : null;
  const opened = await openBenchApp('deliveries', {
    origin: ORIGIN,
    demoData: false,
    ...(pg ? { databaseUrl: pg.url } : {}),
  }).catch((error) => {
    pg?.stop();
    throw error;
  });
  const { app, database, env } = opened;
  try {
    const deps: Deps = { app, db: database.db, secret: env.sessionSecret };
    const seller = await buildSeller(deps.db);
    await fill(deps.db, seller.id, options.open);
    const riderCookie = await rider(deps);
    console.log(
      `\ndeliveries (${database.engine}, in-process inject; ${options.open} open jobs over ` +
        `${SERVICE_ZONES.length} zones and as many finished)`,
    );
    const board: number[] = [];
    const requests: number[] = [];
    for (let i = 0; i < CALLS; i++) {
      const [ms, res] = await timed(() =>
        app.inject({ url: '/api/rider/jobs', headers: { cookie: riderCookie } }),
      );
      if (res.statusCode !== 200) throw new Error(`board: ${res.statusCode}`);
      if (i >= 10) board.push(ms);
    }
    // Each request texts a number; a seller may ask 30 an hour, so each batch is a new seller.
    for (let i = 0; i < CALLS; i++) {
      const s = await buildSeller(deps.db);
      const cookie = await cookieOf(deps, 'seller', s.id);
      const [ms] = await timed(() => request(deps, cookie));
      requests.push(ms);
    }
    const ways: number[] = [];
    for (let i = 0; i < 50; i++) {
      const s = await buildSeller(deps.db);
      ways.push(await wholeWay(deps, await cookieOf(deps, 'seller', s.id), riderCookie));
    }
    const latency = {
      'GET /api/rider/jobs': summary(board),
      'POST /api/seller/deliveries': summary(requests),
      'accept → pick up → deliver → confirm': summary(ways),
    };
    console.table(latency);
    const racers = await Promise.all(Array.from({ length: RACERS }, () => rider(deps)));
    const races = [];
    for (let i = 0; i < RACES; i++) {
      const s = await buildSeller(deps.db);
      races.push(await race(deps, await cookieOf(deps, 'seller', s.id), racers));
    }
    const oneWinner = races.every((r) => r.winners === 1);
    console.log(
      `${RACERS} riders accepting one job at once, ${RACES} times: winners per job ` +
        `${[...new Set(races.map((r) => r.winners))].join('/')} → ` +
        `${oneWinner ? 'one winner each' : 'MORE THAN ONE WINNER'}; ` +
        `ms per race ${JSON.stringify(summary(races.map((r) => r.ms)))}`,
    );
    mkdirSync(RESULTS, { recursive: true });
    const date = new Date().toISOString();
    const file = join(RESULTS, `deliveries-${date.replace(/[:.]/g, '-')}.json`);
    const report = { date, engine: database.engine, open: options.open, latency, races, oneWinner };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);
    return report;
  } finally {
    await opened.close();
    pg?.stop();
  }
}
