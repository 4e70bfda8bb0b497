// npm run bench -- payments [--pg] [--payments N]
// Payments with the simulator provider (start, approve, apply, receipt), on the real app in this
// process (buildApp, requests through inject: the server's own work, no network):
// 1. charge-to-applied latency: POST /api/seller/payments (verification), the payer's approval
//    on the simulator's prompt (POST /api/payments/simulator/:reference, which delivers the
//    signed webhook), then GET /api/seller/payments/:reference until it says success. One payment
//    at a time, each by a new seller; p50/p95/max of the whole and of each step;
// 2. exactly once: 50 identical signed charge.success webhooks for one credit pack, all at once:
//    how many said applied, the ledger rows and credits that came of it (one effect expected);
// then the ledger check over everything written. bench/.results/payments-<date>.json.
import { mkdirSync, writeFileSync } from 'node:fs';
import { join, resolve } from 'node:path';
import type { Db } from '@dwa/db/client';
import { ledgerEntries, subscriptions } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { eq } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/access/sessions.ts';
import type { buildApp } from '../../apps/server/src/app.ts';
import { balanceOf } from '../../apps/server/src/contexts/money/ledger/ledger.service.ts';
import { checkLedger } from '../../apps/server/src/contexts/money/ledger/ledger-check.ts';
import { WEBHOOK_PATH } from '../../apps/server/src/contexts/money/payments/payments.routes.ts';
import {
  PAYSTACK_SIGNATURE_HEADER,
  signPaystackBody,
} from '../../apps/server/src/contexts/money/payments/paystack/paystack-signature.ts';
import {
  simulatedFee,
  simulatorSecret,
} from '../../apps/server/src/contexts/money/payments/simulator/simulator-provider.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { openBenchApp } from './demo-app.ts';
import { latencySummary } from './latency.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const RESULTS = resolve(import.meta.dirname, '../.results');
const ORIGIN = 'http://127.0.0.1:3000';
const WARM_UP = 10;
const DUPLICATES = 50;
const PURCHASE = { phone: '024 123 4567', network: 'mtn' } as const;

type App = Awaited<ReturnType<typeof buildApp>>;
type Deps = { app: App; db: Db; secret: string };

const summary = latencySummary;

/** A seller row from the factories and a session cookie for it, as the tests sign in. */
async function seller({ db, secret }: Deps) {
  const row = await buildSeller(db);
  const { token } = await createSession(db, systemClock, secret, {
    userType: 'seller',
    userId: row.id,
  });
  return { id: row.id, cookie: `${SESSION_COOKIE}=${token}` };
}

async function start(deps: Deps, cookie: string, item: object): Promise<string> {
  const res = await deps.app.inject({
    method: 'POST',
    url: '/api/seller/payments',
    headers: { cookie, origin: ORIGIN },
    payload: { ...PURCHASE, ...item },
  });
  if (res.statusCode !== 201) throw new Error(`start: ${res.statusCode} ${res.body}`);
  return res.json().reference;
}

/** One payment from the seller's tap to the screen saying success; ms per step. */
async function chargeToApplied(deps: Deps) {
  const { app } = deps;
  const { cookie } = await seller(deps);
  const t0 = performance.now();
  const reference = await start(deps, cookie, { item: 'verification' });
  const t1 = performance.now();
  const approved = await app.inject({
    method: 'POST',
    url: `/api/payments/simulator/${reference}`,
    payload: { answer: 'approve', pin: '1234' },
  });
  if (approved.statusCode !== 200) throw new Error(`approve: ${approved.statusCode}`);
  const t2 = performance.now();
  let polls = 0;
  for (;;) {
    polls++;
    const res = await app.inject({ url: `/api/seller/payments/${reference}`, headers: { cookie } });
    const status = res.json().status;
    if (status === 'success') break;
    if (status !== 'pending' || polls > 1000) throw new Error(`payment ${reference}: ${status}`);
    await new Promise((r) => setTimeout(r, 5));
  }
  const t3 = performance.now();
  return { total: t3 - t0, start: t1 - t0, approve: t2 - t1, poll: t3 - t2, polls };
}

/** 50 identical signed webhooks for one pack of 5 credits, at once. */
async function exactlyOnce(deps: Deps) {
  const { app, db, secret } = deps;
  const s = await seller(deps);
  const reference = await start(deps, s.cookie, { item: 'credits', credits: 5 });
  const amount = 4500;
  const body = JSON.stringify({
    event: 'charge.success',
    data: { reference, amount, fees: simulatedFee(amount), currency: 'GHS', status: 'success' },
  });
  const headers = {
    'content-type': 'application/json',
    [PAYSTACK_SIGNATURE_HEADER]: signPaystackBody(simulatorSecret(secret), body),
  };
  const started = performance.now();
  const answers = await Promise.all(
    Array.from({ length: DUPLICATES }, () =>
      app.inject({ method: 'POST', url: WEBHOOK_PATH, payload: body, headers }),
    ),
  );
  const ms = performance.now() - started;
  const rows = await db.select().from(ledgerEntries).where(eq(ledgerEntries.reference, reference));
  const subs = await db.select().from(subscriptions).where(eq(subscriptions.sellerId, s.id));
  const result = {
    webhooks: DUPLICATES,
    ok200: answers.filter((a) => a.statusCode === 200).length,
    applied: answers.filter((a) => a.statusCode === 200 && a.json().applied === true).length,
    ledgerRows: rows.length,
    charges: new Set(rows.filter((r) => r.kind === 'charge').map((r) => r.reference)).size,
    credits: await balanceOf(db, 'seller_credits', s.id),
    subscriptions: subs.length,
    ms: Math.round(ms),
  };
  // One charge (provider, fees, platform) and one credit purchase (2 rows): 5 rows, 5 credits.
  return {
    ...result,
    oneEffect: result.applied === 1 && result.ledgerRows === 5 && result.credits === 5,
  };
}

export async function benchPayments(options: { postgres: boolean; payments: number }) {
  const pg = options.postgres ? startThrowawayPostgres() : null;
  const opened = await openBenchApp('payments', {
    origin: ORIGIN,
    demoData: false,
    env: { PAYMENT_PROVIDER: 'simulator' },
    ...(pg ? { databaseUrl: pg.url } : {}),
  }).catch((error) => {
    pg?.stop();
    throw error;
  });
  const { app, database, env } = opened;
  try {
    const deps: Deps = { app, db: database.db, secret: env.sessionSecret };
    console.log(
      `\npayments with the simulator (${database.engine}, in-process inject, one at a time)`,
    );
    for (let i = 0; i < WARM_UP; i++) await chargeToApplied(deps);
    const runs = [];
    for (let i = 0; i < options.payments; i++) runs.push(await chargeToApplied(deps));
    const latency = {
      'charge → applied (ms)': summary(runs.map((r) => r.total)),
      '  POST /api/seller/payments': summary(runs.map((r) => r.start)),
      '  approve (simulator → webhook)': summary(runs.map((r) => r.approve)),
      '  GET until success': summary(runs.map((r) => r.poll)),
    };
    console.table(latency);
    const polls = Math.max(...runs.map((r) => r.polls));
    console.log(`GETs needed to see success: at most ${polls}`);

    const once = await exactlyOnce(deps);
    console.log(
      `${once.webhooks} identical webhooks at once (${once.ms} ms): ${once.ok200} answered 200, ` +
        `${once.applied} applied; ${once.ledgerRows} ledger rows, ${once.credits} credits → ` +
        `${once.oneEffect ? 'one effect' : 'MORE THAN ONE EFFECT'}`,
    );
    const problems = await checkLedger(database.db);
    console.log(`ledger check after the run: ${problems.length} problems`);
    mkdirSync(RESULTS, { recursive: true });
    const date = new Date().toISOString();
    const file = join(RESULTS, `payments-${date.replace(/[:.]/g, '-')}.json`);
    const report = {
      date,
      engine: database.engine,
      payments: options.payments,
      warmUp: WARM_UP,
      latency,
      maxPolls: polls,
      exactlyOnce: once,
      ledgerProblems: problems,
    };
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);
    return report;
  } finally {
    await opened.close();
    pg?.stop();
  }
}
