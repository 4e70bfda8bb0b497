// npm run bench -- durability [--rounds N] [--pglite | --pg] [--seconds S] [--kills K]
// Crash figures: a write load (seller sign-ups with a photo, product saves with
// photos, product views, payments through the simulator with repeated webhooks, WhatsApp
// messages the bot answers) against the real server process (durability-server.ts), killed
// with -9 K times at random moments of each round (about S seconds of serving, restarts apart)
// and started again on the same data (the PGlite data dir, or the same PostgreSQL). The last
// PostgreSQL round also kills the PostgreSQL postmaster with -9 (alone, and together with the
// app) and restarts it.
// After the load, the bench waits for the queued work to finish (a job running at a kill is
// taken up again once its expiry passes: 90–120 s) and then checks (durability-check.ts):
// every acknowledged write present, photo files and rows in step, bot answers, outbox messages
// and payments applied exactly once. Rounds: N per engine (default 1 each).
// bench/.results/durability-<date>.json.
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { type DatabaseHandle, openDatabase } from '@dwa/db/client';
import { sweepOrphanPhotos } from '../../apps/server/src/contexts/catalog/photos/orphan-photos.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import { createDiskStorage } from '../../apps/server/src/storage/disk-storage.ts';
import { checkRound, pendingWork, photoFiles, type RoundCheck } from './durability-check.ts';
import { codeWaiter, newJournal, startLoad } from './durability-load.ts';
import { durabilityServer } from './durability-server.ts';
import { latencySummary } from './latency.ts';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

const RESULTS = resolve(import.meta.dirname, '../.results');
/** Fixed local ports (the app's and the throwaway PostgreSQL's), so a run is easy to watch. */
const FIRST_PORT = 3301;
const PG_PORT = 55_443;
/** How long the queued work may take to finish after the load (a job caught by a kill waits
 * for its expiry, up to 120 s, then pg-boss's supervise pass, every 30 s and at start). */
const DRAIN_LIMIT_MS = 6 * 60_000;
const CLIENTS = 4;

type Kill = 'app' | 'postgres' | 'both';

const sleep = (ms: number) => new Promise((r) => setTimeout(r, ms));

interface RoundResult extends RoundCheck {
  engine: 'pglite' | 'postgres';
  seconds: number;
  kills: Kill[];
  restartMs: ReturnType<typeof latencySummary>;
  requests: Record<string, number>;
  unacknowledged: number;
  paymentsStillWaiting: number;
  refusals: string[];
  unexpectedExits: number;
  drainMs: number;
  orphansSwept: number;
}

async function round(options: {
  n: number;
  engine: 'pglite' | 'postgres';
  seconds: number;
  kills: Kill[];
}): Promise<RoundResult> {
  const { engine, seconds } = options;
  const dataDir = mkdtempSync(join(tmpdir(), `dwa-durability-${engine}-`));
  const pg: ThrowawayPostgres | null =
    engine === 'postgres' ? startThrowawayPostgres(PG_PORT) : null;
  const codes = codeWaiter();
  const server = durabilityServer({
    port: FIRST_PORT + options.n,
    dataDir,
    ...(pg ? { databaseUrl: pg.url } : {}),
    onDelivery: codes.onDelivery,
  });
  let database: DatabaseHandle | null = null;
  try {
    await server.start();
    const journal = newJournal();
    const load = await startLoad({
      base: () => server.base,
      journal,
      clients: CLIENTS,
      codeFor: codes.codeFor,
      seed: options.n * 7 + (Date.now() % 1000),
    });
    const restartMs: number[] = [];
    // A server that died by itself (not by our hand) is started again, as systemd would.
    let busy = false;
    let watching = true;
    const watchdog = (async () => {
      while (watching) {
        if (!busy && !server.running()) {
          busy = true;
          await server.start().catch((e) => console.log(`  restart failed: ${e}`));
          busy = false;
        }
        await sleep(500);
      }
    })();

    // Kills at random moments of serving time: each comes a random while (0.3–1.7 × the
    // mean gap) after the server answered again, so a slow restart does not eat the round.
    const gap = (seconds * 1000) / (options.kills.length + 1);
    const started = performance.now();
    for (const [i, kind] of options.kills.entries()) {
      await sleep((0.3 + Math.random() * 1.4) * gap);
      busy = true;
      const t0 = performance.now();
      if (kind !== 'postgres') await server.kill();
      if (kind !== 'app') {
        pg!.crash();
        pg!.restart();
      }
      if (!server.running()) await server.start();
      restartMs.push(performance.now() - t0);
      busy = false;
      console.log(
        `  kill ${i + 1}/${options.kills.length} (${kind}) at ${Math.round((t0 - started) / 1000)} s: ` +
          `serving again after ${Math.round(performance.now() - t0)} ms; ` +
          `${journal.sellers.length + journal.products.length + journal.views.length + journal.payments.length + journal.messages.length} writes acknowledged so far`,
      );
    }
    await sleep(gap);
    await load.stop();
    watching = false;
    await watchdog;

    // The queued work: wait until no job is due and no message waits to be sent.
    const drainStarted = performance.now();
    const mediaRoot = join(dataDir, 'media');
    if (pg) {
      database = await openDatabase({ databaseUrl: pg.url, maxConnections: 2 });
      for (;;) {
        const pending = await pendingWork(database.db);
        if (pending.total === 0 || performance.now() - drainStarted > DRAIN_LIMIT_MS) break;
        await sleep(2000);
      }
      await server.stop();
    } else {
      // PGlite is the server's alone: look between graceful stops (as an operator's restart).
      for (;;) {
        await sleep(15_000);
        await server.stop();
        database = await openDatabase({ dataDir: join(dataDir, 'pgdata') });
        const pending = await pendingWork(database.db);
        if (pending.total === 0 || performance.now() - drainStarted > DRAIN_LIMIT_MS) break;
        await database.close();
        database = null;
        await server.start();
      }
    }
    const drainMs = performance.now() - drainStarted;
    const check = await checkRound(database.db, journal, mediaRoot, server.deliveries);
    // The files a kill left without their row: the hourly sweep's work (contexts/catalog/photos/
    // orphan-photos.ts), run here at once (no save is in flight: the server is stopped).
    const swept = await sweepOrphanPhotos(
      { db: database.db, storage: createDiskStorage(mediaRoot), clock: systemClock },
      0,
    );
    const after = await photoFiles(database.db, mediaRoot);
    if (after.orphans.length > 0) {
      check.problems.push(
        `photo file without its row after the orphan sweep: ${after.orphans.length} (${after.orphans.slice(0, 3).join(', ')})`,
      );
    }
    if (after.missing.length > 0) {
      check.problems.push(
        `photo row without its file after the orphan sweep: ${after.missing.length}`,
      );
    }
    return {
      engine,
      seconds,
      kills: options.kills,
      restartMs: latencySummary(restartMs),
      requests: { ...load.sent },
      unacknowledged: journal.unacknowledged,
      paymentsStillWaiting: journal.paymentsStillWaiting,
      refusals: journal.refusals,
      unexpectedExits: server.unexpectedExits,
      drainMs: Math.round(drainMs),
      ...check,
      orphansSwept: swept.deleted.length,
    };
  } finally {
    await server.stop().catch(() => {});
    await database?.close().catch(() => {});
    try {
      pg?.stop();
    } catch {
      // Already gone.
    }
    rmSync(dataDir, { recursive: true, force: true });
  }
}

export async function benchDurability(options: {
  rounds: number;
  engines: ('pglite' | 'postgres')[];
  seconds: number;
  kills: number;
}) {
  const plan = options.engines.flatMap((engine) =>
    Array.from({ length: options.rounds }, (_, i) => {
      const last = engine === 'postgres' && i === options.rounds - 1;
      const kills = Array.from({ length: options.kills }, (_, k): Kill => {
        if (!last) return 'app';
        // The last PostgreSQL round: the database alone, then both at once, among app kills.
        return (['app', 'postgres', 'both'] as const)[k % 3]!;
      });
      return { engine, kills };
    }),
  );
  console.log(
    `\ndurability: ${plan.length} rounds of ${options.seconds} s, ${options.kills} kill -9 each, ` +
      `${CLIENTS} clients writing`,
  );
  const results: RoundResult[] = [];
  for (const [n, p] of plan.entries()) {
    console.log(`round ${n + 1}/${plan.length} (${p.engine}, kills: ${p.kills.join(', ')})`);
    const r = await round({ n, engine: p.engine, seconds: options.seconds, kills: p.kills });
    results.push(r);
    console.table(r.checked);
    console.log(
      `  ${Object.values(r.requests).reduce((a, b) => a + b, 0)} operations, ` +
        `${r.unacknowledged} not acknowledged (server or database down), ` +
        `${r.paymentsStillWaiting} payment starts refused while one cut off by a kill waited, ` +
        `${r.unexpectedExits} exits the bench did not cause; restart p50 ${r.restartMs.p50} / max ${r.restartMs.max} ms; ` +
        `queued work done ${Math.round(r.drainMs / 1000)} s after the load; ` +
        `${r.sentTwice} outbox messages handed to the transport twice; ` +
        `${r.orphans.length} photo files left without their row by kills, ${r.orphansSwept} deleted by the orphan sweep`,
    );
    for (const s of r.refusals.slice(0, 5)) console.log(`  refused: ${s}`);
    console.log(
      r.problems.length
        ? `  PROBLEMS:\n${r.problems.map((p) => `    - ${p}`).join('\n')}`
        : '  no problems',
    );
  }
  const kills = results.reduce((n, r) => n + r.kills.length, 0);
  const acknowledged = results.reduce(
    (n, r) =>
      n +
      r.checked['sign-ups']! +
      r.checked['code requests']! +
      r.checked['product saves']! +
      r.checked.views! +
      r.checked.payments! +
      r.checked['WhatsApp messages']!,
    0,
  );
  const problems = results.reduce((n, r) => n + r.problems.length, 0);
  console.log(
    `\n${results.length} rounds, ${kills} kills, ${acknowledged} acknowledged writes checked, ` +
      `${problems} problems found, ${results.reduce((n, r) => n + r.sentTwice, 0)} messages sent twice`,
  );
  mkdirSync(RESULTS, { recursive: true });
  const date = new Date().toISOString();
  const file = join(RESULTS, `durability-${date.replace(/[:.]/g, '-')}.json`);
  writeFileSync(file, `${JSON.stringify({ date, options, results }, null, 2)}\n`);
  console.log(`Written to ${file}`);
  return results;
}
