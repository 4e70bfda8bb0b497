// npm run bench -- load [--seconds N] [--rate R]
// The load figure: a mixed load at a fixed arrival rate (default 36 requests a second, for
// 600 s) against two server PROCESSES (bench-server.ts, the real app with its job workers) on
// one throwaway PostgreSQL and one S3-compatible store (s3rver in its own process), behind the
// round-robin proxy (cli/proxy.ts, its own process) on 127.0.0.1:3400 (instances on 3401,
// 3402). The mix, per second at the default rate (--rate scales it):
//   home HTML 10, search 8 (the judged queries), product 8, shop 4   — buyer reads
//   photo search 0.5 (a JPEG upload), seller save 0.5 (multipart, one photo),
//   WhatsApp webhook 4 (signed buyer messages the bot answers in the background),
//   payment 0.25 flows (start → simulator approves → webhook applies → status read).
// Each buyer request comes from its own address (X-Forwarded-For, trusted from the proxy), as
// buyers do; per-IP limits stay out of the figures. After a warm-up (not counted) it reports per
// kind n, errors, p50/p95/p99/max; the overall error rate (target < 0.1 %), the read p99 (target
// ≤ 50 ms), each instance's RSS at start and end and every minute (flat memory), and checks that
// every acknowledged save and payment is in the database. bench/.results/load-<date>.json.
import { type ChildProcess, fork } from 'node:child_process';
import { createHmac, randomBytes } from 'node:crypto';
import { mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { openDatabase } from '@dwa/db/client';
import { payments, products, sellers } from '@dwa/db/schema/index';
import { buildSeller } from '@dwa/db/testing/factories';
import { and, eq, inArray } from 'drizzle-orm';
import { createSession, SESSION_COOKIE } from '../../apps/server/src/access/sessions.ts';
import { systemClock } from '../../apps/server/src/lib/clock.ts';
import {
  form,
  multipartBody,
  photoJpeg,
  productBody,
} from '../../apps/server/src/testing/catalog/test-requests.ts';
import { BENCH_SECRETS } from './bench-process.ts';
import { latencySummary } from './latency.ts';
import { atFixedRate, httpClient, newTally, record, type Tally } from './load-client.ts';
import { JUDGED_QUERIES } from './relevance-queries.ts';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const ROOT = resolve(import.meta.dirname, '../..');
const RESULTS = resolve(import.meta.dirname, '../.results');
const PROXY_PORT = 3400;
const APP_PORTS = [3401, 3402];
const ORIGIN = `http://127.0.0.1:${PROXY_PORT}`;
const WARM_UP_SECONDS = 20;
/** Requests a second per kind at --rate 36 (their sum). */
const MIX = {
  home: 10,
  search: 8,
  product: 8,
  shop: 4,
  'photo search': 0.5,
  'seller save': 0.5,
  webhook: 4,
  payment: 0.25,
} as const;
type Kind = keyof typeof MIX;
const READS: Kind[] = ['home', 'search', 'product', 'shop'];

function child<T>(script: string, args: string[], env: Record<string, string> = {}) {
  const proc = fork(join(ROOT, script), args, {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, ...env },
  });
  const ready = new Promise<T>((ok, fail) => {
    proc.once('message', (m) => ok(m as T));
    proc.once('exit', (code) => fail(new Error(`${script} exited (${code})`)));
  });
  return { proc, ready };
}

async function stopChild(proc: ChildProcess) {
  if (proc.exitCode !== null || proc.signalCode !== null) return;
  proc.kill('SIGTERM');
  await new Promise((r) => proc.once('exit', r));
}

const rssMb = (pid: number) => {
  const kb = /VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1];
  return Math.round(Number(kb) / 1024);
};

/** A port nothing listens on now (the kernel's pick): a random one in a fixed range collided
 * with other benches' throwaway clusters on this shared machine. */
const freePort = () =>
  new Promise<number>((resolve) => {
    const probe = createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address() as { port: number };
      probe.close(() => resolve(port));
    });
  });

/** CPU seconds a process used so far (user + system; clock ticks are 1/100 s on Linux). */
const cpuSeconds = (pid: number) => {
  const fields = readFileSync(`/proc/${pid}/stat`, 'utf8').split(') ')[1]!.split(' ');
  return (Number(fields[11]) + Number(fields[12])) / 100;
};

const randomIp = () =>
  `10.${Math.floor(Math.random() * 250)}.${Math.floor(Math.random() * 250)}.${1 + Math.floor(Math.random() * 250)}`;

/** A signed WhatsApp Cloud API delivery: one text message from `from` (digits). */
function webhookDelivery(from: string, text: string) {
  const body = JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'LOAD',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '233200000000', phone_number_id: 'LOAD' },
              contacts: [{ profile: { name: 'Load' }, wa_id: from }],
              messages: [
                {
                  from,
                  id: `wamid.LOAD${randomBytes(12).toString('hex').toUpperCase()}`,
                  timestamp: String(Math.floor(Date.now() / 1000)),
                  type: 'text',
                  text: { body: text },
                },
              ],
            },
          },
        ],
      },
    ],
  });
  const hmac = createHmac('sha256', BENCH_SECRETS.WHATSAPP_APP_SECRET).update(body);
  return { body, signature: `sha256=${hmac.digest('hex')}` };
}

export async function benchLoad(options: { seconds: number; rate: number }) {
  const scale = options.rate / Object.values(MIX).reduce((a, b) => a + b, 0);
  const pg = startThrowawayPostgres(await freePort());
  const dirs: string[] = [];
  const procs: ChildProcess[] = [];
  try {
    const store = child<{ options: Record<string, string | boolean> }>('bench/src/media-s3.ts', []);
    procs.push(store.proc);
    const s3 = (await store.ready).options;
    const instanceEnv = (port: number) => {
      const dataDir = mkdtempSync(join(tmpdir(), 'dwa-bench-load-'));
      dirs.push(dataDir);
      return {
        NODE_ENV: 'production',
        ...BENCH_SECRETS,
        PUBLIC_ORIGIN: ORIGIN,
        TRUST_PROXY: '127.0.0.1',
        DEMO_DATA: 'true',
        LOG_LEVEL: 'warn',
        DATA_DIR: dataDir,
        PORT: String(port),
        DATABASE_URL: pg.url,
        STORAGE: 's3',
        S3_BUCKET: String(s3.bucket),
        S3_ENDPOINT: String(s3.endpoint),
        S3_REGION: String(s3.region),
        S3_ACCESS_KEY_ID: String(s3.accessKeyId),
        S3_SECRET_ACCESS_KEY: String(s3.secretAccessKey),
        S3_FORCE_PATH_STYLE: 'true',
        WHATSAPP_TRANSPORT: 'outbox',
        PAYMENT_PROVIDER: 'simulator',
        // Both instances work the job queue, as two production servers do.
        BENCH_WORKERS: '1',
      };
    };
    // The first instance migrates and seeds the demo data; the second starts on it.
    const instances: ChildProcess[] = [];
    for (const port of APP_PORTS) {
      const app = child('bench/src/bench-server.ts', [], instanceEnv(port));
      procs.push(app.proc);
      await app.ready;
      instances.push(app.proc);
    }
    const proxy = child(
      'apps/server/src/cli/proxy.ts',
      ['--port', String(PROXY_PORT), ...APP_PORTS.map((p) => `http://127.0.0.1:${p}`)],
      {},
    );
    procs.push(proxy.proc);
    await proxy.ready;

    // What the load needs from the database: products and shops to read, sellers to save and pay.
    const database = await openDatabase({ databaseUrl: pg.url, maxConnections: 2 });
    const productIds = (
      await database.db
        .select({ id: products.id })
        .from(products)
        .where(eq(products.status, 'active'))
    ).map((r) => r.id);
    const shopIds = (await database.db.select({ id: sellers.id }).from(sellers)).map((r) => r.id);
    const total = options.seconds + WARM_UP_SECONDS;
    const payers = Math.ceil(MIX.payment * scale * total) + 5;
    const benchSellers = await Promise.all(
      Array.from({ length: 20 + payers }, async () => {
        const row = await buildSeller(database.db);
        const { token } = await createSession(
          database.db,
          systemClock,
          BENCH_SECRETS.SESSION_SECRET,
          { userType: 'seller', userId: row.id },
        );
        return { id: row.id, cookie: `${SESSION_COOKIE}=${token}` };
      }),
    );
    const savers = benchSellers.slice(0, 20);
    const payerPool = benchSellers.slice(20);
    const photos = await Promise.all([0, 40, 80, 120].map((hue) => photoJpeg(800, 600, hue)));

    const client = httpClient(ORIGIN);
    const tallies = Object.fromEntries(
      (Object.keys(MIX) as Kind[]).map((k) => [k, newTally()]),
    ) as Record<Kind, Tally>;
    /** Reads by the minute they started in: a busy machine shows as bad minutes, a leak or a
     * slow query as a steady climb. */
    const readsByMinute: number[][] = [];
    let countingSince = 0;
    const saved: string[] = [];
    const paid: string[] = [];
    let counting = false;

    /** One request of `kind`; counted only after the warm-up. */
    async function timed(kind: Kind, expect: number, ...args: Parameters<typeof client.send>) {
      const start = performance.now();
      const answer = await client.send(...args);
      const ms = performance.now() - start;
      if (counting) {
        if (READS.includes(kind)) {
          const minute = Math.floor((start - countingSince) / 60_000);
          readsByMinute[minute] ??= [];
          readsByMinute[minute].push(ms);
        }
        record(
          tallies[kind],
          ms,
          answer.status === expect,
          () =>
            `${args[0]} ${args[1].slice(0, 60)} → ${answer.status} ${answer.body.toString().slice(0, 160)}`,
        );
      }
      return answer;
    }
    const buyer = () => ({ 'x-forwarded-for': randomIp(), 'accept-encoding': 'br, gzip' });

    const runs: Record<Kind, (i: number) => Promise<unknown>> = {
      home: () => timed('home', 200, 'GET', '/', { ...buyer(), accept: 'text/html' }),
      search: (i) =>
        timed(
          'search',
          200,
          'GET',
          `/api/search?q=${encodeURIComponent(JUDGED_QUERIES[i % JUDGED_QUERIES.length]!.q)}`,
          buyer(),
        ),
      product: (i) =>
        timed('product', 200, 'GET', `/api/products/${productIds[i % productIds.length]}`, buyer()),
      shop: (i) => timed('shop', 200, 'GET', `/api/shops/${shopIds[i % shopIds.length]}`, buyer()),
      'photo search': (i) => {
        const body = multipartBody('unused', null, [{ data: photos[i % photos.length]! }]);
        // The route's field is "photo", not "photos".
        const payload = Buffer.from(
          body.payload.toString('latin1').replace('name="photos"', 'name="photo"'),
          'latin1',
        );
        return timed(
          'photo search',
          200,
          'POST',
          '/api/search/photo',
          { ...buyer(), ...body.headers, origin: ORIGIN },
          payload,
        );
      },
      'seller save': async (i) => {
        const seller = savers[i % savers.length]!;
        const body = productBody(form({ title: `Load test kente ${i}` }, 1), [
          { data: photos[i % photos.length]! },
        ]);
        const answer = await timed(
          'seller save',
          201,
          'POST',
          '/api/seller/products',
          { ...body.headers, cookie: seller.cookie, origin: ORIGIN },
          body.payload,
        );
        if (answer.status === 201) saved.push(JSON.parse(answer.body.toString()).id);
      },
      webhook: (i) => {
        const from = `2332${String(60_000_000 + (i % 5000)).padStart(8, '0')}`;
        const { body, signature } = webhookDelivery(from, i % 3 ? 'kente' : 'phone under 500');
        return timed(
          'webhook',
          200,
          'POST',
          '/api/whatsapp/webhook',
          { 'content-type': 'application/json', 'x-hub-signature-256': signature },
          body,
        );
      },
      payment: async (i) => {
        const seller = payerPool[i % payerPool.length]!;
        const json = { 'content-type': 'application/json', origin: ORIGIN, cookie: seller.cookie };
        const started = await timed(
          'payment',
          201,
          'POST',
          '/api/seller/payments',
          json,
          JSON.stringify({ item: 'credits', credits: 5, phone: '024 123 4567', network: 'mtn' }),
        );
        if (started.status !== 201) return;
        const reference = JSON.parse(started.body.toString()).reference as string;
        const approved = await timed(
          'payment',
          200,
          'POST',
          `/api/payments/simulator/${reference}`,
          { 'content-type': 'application/json', origin: ORIGIN },
          JSON.stringify({ answer: 'approve', pin: '1234' }),
        );
        if (approved.status !== 200) return;
        for (let poll = 0; poll < 50; poll++) {
          const view = await timed('payment', 200, 'GET', `/api/seller/payments/${reference}`, {
            cookie: seller.cookie,
          });
          if (view.status === 200 && JSON.parse(view.body.toString()).status === 'success') {
            paid.push(reference);
            return;
          }
          await new Promise((r) => setTimeout(r, 100));
        }
      },
    };

    const rss = () => instances.map((p) => rssMb(p.pid!));
    const runFor = (seconds: number) => {
      const until = performance.now() + seconds * 1000;
      return Promise.all(
        (Object.keys(MIX) as Kind[]).map((k) => atFixedRate(MIX[k] * scale, until, runs[k])),
      );
    };
    console.log(
      `\nload: ${options.rate} requests/s (${Object.entries(MIX)
        .map(([k, v]) => `${k} ${+(v * scale).toFixed(2)}`)
        .join(', ')}), ${options.seconds} s after ${WARM_UP_SECONDS} s warm-up; ` +
        `2 instances (PostgreSQL, S3) behind ${ORIGIN}`,
    );
    await runFor(WARM_UP_SECONDS);
    const rssStart = rss();
    const cpuStart = instances.map((p) => cpuSeconds(p.pid!));
    const loadStart = loadavg()[0]!;
    const rssTrace: { second: number; rssMb: number[] }[] = [{ second: 0, rssMb: rssStart }];
    const started = performance.now();
    const sampler = setInterval(() => {
      rssTrace.push({ second: Math.round((performance.now() - started) / 1000), rssMb: rss() });
    }, 60_000);
    countingSince = performance.now();
    counting = true;
    await runFor(options.seconds);
    counting = false;
    clearInterval(sampler);
    const rssEnd = rss();
    const cpuUsed = instances.map((p, i) => Math.round(cpuSeconds(p.pid!) - cpuStart[i]!));
    const loadEnd = loadavg()[0]!;
    const readP99ByMinute = readsByMinute.map((ms) => latencySummary(ms ?? []).p99);
    client.close();

    // Every acknowledged write is in the database: the saves and the applied payments.
    const savedRows = saved.length
      ? await database.db
          .select({ id: products.id })
          .from(products)
          .where(inArray(products.id, saved))
      : [];
    const paidRows = paid.length
      ? await database.db
          .select({ id: payments.id })
          .from(payments)
          .where(and(inArray(payments.reference, paid), eq(payments.status, 'success')))
      : [];
    await database.close();

    const perKind = Object.fromEntries(
      (Object.keys(MIX) as Kind[]).map((k) => [
        k,
        { ...latencySummary(tallies[k].ms), errors: tallies[k].errors },
      ]),
    );
    console.table(perKind);
    const all = Object.values(tallies);
    const requests = all.reduce((n, t) => n + t.ms.length, 0);
    const errors = all.reduce((n, t) => n + t.errors, 0);
    const reads = latencySummary(READS.flatMap((k) => tallies[k].ms));
    const errorRate = requests ? (100 * errors) / requests : 0;
    for (const [k, t] of Object.entries(tallies)) {
      for (const s of t.samples) console.log(`  ${k} error: ${s}`);
    }
    console.log(
      `${requests} requests in ${options.seconds} s, ${errors} errors (${errorRate.toFixed(3)} %, target < 0.1 %); ` +
        `reads p50 ${reads.p50} / p95 ${reads.p95} / p99 ${reads.p99} ms (target p99 ≤ 50 ms)`,
    );
    console.log(
      `RSS MB per instance: start ${rssStart.join(', ')} → end ${rssEnd.join(', ')}; ` +
        `every minute: ${rssTrace.map((r) => r.rssMb.join('/')).join(' ')}`,
    );
    console.log(
      `read p99 by minute: ${readP99ByMinute.join(', ')} ms; instances' CPU: ${cpuUsed.join(' + ')} s ` +
        `of ${options.seconds} s; machine load average ${loadStart.toFixed(1)} → ${loadEnd.toFixed(1)} ` +
        '(2 cores: above ~3 other work is competing)',
    );
    console.log(
      `acknowledged saves in the database: ${savedRows.length}/${saved.length}; ` +
        `payments applied: ${paidRows.length}/${paid.length}`,
    );
    const report = {
      date: new Date().toISOString(),
      seconds: options.seconds,
      rate: options.rate,
      mixPerSecond: Object.fromEntries(Object.entries(MIX).map(([k, v]) => [k, v * scale])),
      perKind,
      requests,
      errors,
      errorRatePercent: errorRate,
      reads,
      readP99ByMinute,
      rssMb: { start: rssStart, end: rssEnd, trace: rssTrace },
      instanceCpuSeconds: cpuUsed,
      loadAverage: { start: loadStart, end: loadEnd },
      saves: { acknowledged: saved.length, inDatabase: savedRows.length },
      payments: { applied: paid.length, inDatabase: paidRows.length },
      errorSamples: Object.fromEntries(Object.entries(tallies).map(([k, t]) => [k, t.samples])),
    };
    mkdirSync(RESULTS, { recursive: true });
    const file = join(RESULTS, `load-${report.date.replace(/[:.]/g, '-')}.json`);
    writeFileSync(file, `${JSON.stringify(report, null, 2)}\n`);
    console.log(`Written to ${file}`);
    return report;
  } finally {
    for (const p of procs.reverse()) await stopChild(p);
    for (const d of dirs) rmSync(d, { recursive: true, force: true });
    pg.stop();
  }
}
