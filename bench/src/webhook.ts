// npm run bench -- webhook [--pg] [--deliveries N] [--products N] [--connections N]
// The WhatsApp webhook as Meta drives it, against the real server (bench-server.ts, workers on):
// 1. acknowledgement: N signed deliveries (each a new buyer message, so each is stored and
//    queued) from 50 concurrent senders; latency per delivery, p50/p95/p99 (target p95 ≤ 50 ms on
//    PostgreSQL), while the bot answers them in the background;
// 2. end to end: sellers each send a photo with a caption (downloaded from the local media
//    stand-in, encoded by the photo pipeline), wait for the summary, tap Publish, wait for
//    "Published"; times from the first delivery to each reply, with the photo window at 0 s
//    (the bot's own work) — the configured window (6 s by default) adds to the summary time.
// BENCH_WORKERS=0 measures the acknowledgement with the bot idle (use --products 0);
// BENCH_PROFILE=1 writes the server's CPU profile to /tmp/prof.
import { createHmac, randomBytes } from 'node:crypto';
import { Agent, request } from 'node:http';
import { openDatabase } from '@dwa/db/client';
import { rowsOf } from '@dwa/db/migrate';
import { sellers } from '@dwa/db/schema/index';
import { sql } from 'drizzle-orm';
import sharp from 'sharp';
import { JOB_SCHEMA } from '../../apps/server/src/tasks/job-schema.ts';
import { BENCH_SECRETS, startBenchServer } from './bench-process.ts';
import { latencySummary } from './latency.ts';

const SECRET = BENCH_SECRETS.WHATSAPP_APP_SECRET;
const TOKEN = 'bench-media-token-bench-media-token';

const sign = (body: Buffer | string) =>
  `sha256=${createHmac('sha256', SECRET).update(body).digest('hex')}`;
const wamid = () => `wamid.BENCH${randomBytes(12).toString('hex').toUpperCase()}`;

function payload(from: string, message: Record<string, unknown>) {
  return JSON.stringify({
    object: 'whatsapp_business_account',
    entry: [
      {
        id: 'BENCH',
        changes: [
          {
            field: 'messages',
            value: {
              messaging_product: 'whatsapp',
              metadata: { display_phone_number: '233200000000', phone_number_id: 'BENCH' },
              contacts: [{ profile: { name: 'Bench' }, wa_id: from }],
              messages: [
                { from, id: wamid(), timestamp: String(Math.floor(Date.now() / 1000)), ...message },
              ],
            },
          },
        ],
      },
    ],
  });
}

const summary = latencySummary;

async function ack(base: string, deliveries: number, concurrency: number) {
  // Bodies and signatures made before the clock starts, and plain keep-alive HTTP (fetch costs
  // the client more CPU than the server spends; both share this machine's two cores).
  const bodies = Array.from({ length: deliveries }, (_, i) => {
    // A different buyer each time: every delivery is stored and queued, none deduplicated.
    const from = `2332${String(40_000_000 + i).padStart(8, '0')}`;
    const body = payload(from, { type: 'text', text: { body: 'kente' } });
    return { body, signature: sign(body) };
  });
  const agent = new Agent({ keepAlive: true, maxSockets: concurrency });
  const url = new URL(`${base}/api/whatsapp/webhook`);
  const post = (body: string, signature: string) =>
    new Promise<number>((ok, fail) => {
      const req = request(
        {
          agent,
          host: url.hostname,
          port: url.port,
          path: url.pathname,
          method: 'POST',
          headers: {
            'content-type': 'application/json',
            'content-length': Buffer.byteLength(body),
            'x-hub-signature-256': signature,
          },
        },
        (res) => {
          res.resume();
          res.on('end', () => ok(res.statusCode ?? 0));
        },
      );
      req.on('error', fail);
      req.end(body);
    });
  const latencies: number[] = [];
  let next = 0;
  let failed = 0;
  const worker = async () => {
    while (next < deliveries) {
      const { body, signature } = bodies[next++]!;
      const started = performance.now();
      const status = await post(body, signature);
      latencies.push(performance.now() - started);
      if (status !== 200) failed++;
    }
  };
  await Promise.all(Array.from({ length: concurrency }, worker));
  agent.destroy();
  return { ...summary(latencies), failed };
}

async function conversation(base: string, number: string) {
  const res = await fetch(
    `${base}/api/whatsapp/dev-graph/conversation?number=${encodeURIComponent(number)}`,
    { headers: { authorization: `Bearer ${TOKEN}` } },
  );
  return (
    (await res.json()) as {
      items: { direction: string; text: string; buttons: { id: string }[] | null }[];
    }
  ).items;
}

async function waitFor<T>(probe: () => Promise<T | undefined>, ms = 120_000): Promise<T> {
  const deadline = Date.now() + ms;
  for (;;) {
    const value = await probe();
    if (value !== undefined) return value;
    if (Date.now() > deadline) throw new Error('the bot did not answer in time');
    await new Promise((r) => setTimeout(r, 25));
  }
}

async function endToEnd(base: string, phones: string[]) {
  const toSummary: number[] = [];
  const toPublished: number[] = [];
  await Promise.all(
    phones.map(async (phone, i) => {
      const photo = await sharp({
        create: {
          width: 1200,
          height: 900,
          channels: 3,
          background: { r: (i * 37) % 255, g: 90, b: 160 },
        },
      })
        .composite([
          {
            input: Buffer.from(
              `<svg width="1200" height="900"><circle cx="${300 + i * 7}" cy="400" r="220" fill="#fc3"/></svg>`,
            ),
          },
        ])
        .jpeg({ quality: 85 })
        .toBuffer();
      const digits = phone.replace('+', '');
      const started = performance.now();
      const media = await fetch(`${base}/api/whatsapp/dev-graph/media`, {
        method: 'POST',
        headers: { 'content-type': 'image/jpeg', 'x-hub-signature-256': sign(photo) },
        body: photo,
      });
      const { id } = (await media.json()) as { id: string };
      const body = payload(digits, {
        type: 'image',
        image: {
          id,
          mime_type: 'image/jpeg',
          caption: `Kente cloth ${i + 1} yards\nGHS ${400 + i}`,
        },
      });
      await fetch(`${base}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(body) },
        body,
      });
      const button = await waitFor(
        async () =>
          (await conversation(base, phone)).find((m) => m.direction === 'out' && m.buttons)
            ?.buttons?.[0],
      );
      toSummary.push(performance.now() - started);
      const tap = payload(digits, {
        type: 'interactive',
        interactive: { type: 'button_reply', button_reply: { id: button.id, title: 'Publish' } },
      });
      await fetch(`${base}/api/whatsapp/webhook`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'x-hub-signature-256': sign(tap) },
        body: tap,
      });
      await waitFor(async () =>
        (await conversation(base, phone)).find((m) => m.text.startsWith('Published!')),
      );
      toPublished.push(performance.now() - started);
    }),
  );
  return { toSummary: summary(toSummary), toPublished: summary(toPublished) };
}

export async function benchWebhook(options: {
  postgres: boolean;
  deliveries: number;
  products: number;
  connections: number;
}) {
  const server = await startBenchServer({
    postgres: options.postgres,
    execArgv: process.env.BENCH_PROFILE ? ['--cpu-prof', '--cpu-prof-dir=/tmp/prof'] : [],
    env: {
      BENCH_WORKERS: process.env.BENCH_WORKERS ?? '1',
      WHATSAPP_TRANSPORT: 'outbox',
      WHATSAPP_TOKEN: TOKEN,
      WHATSAPP_PHOTO_WINDOW_SECONDS: '0',
    },
  });
  const { base, info, pg } = server;
  try {
    const concurrency = options.connections;
    console.log(`\nWhatsApp webhook (${info.engine}, ${concurrency} concurrent deliveries)`);
    await ack(base, 100, concurrency); // warm-up
    const acknowledged = await ack(base, options.deliveries, concurrency);
    console.table({ 'POST /api/whatsapp/webhook (ms)': acknowledged });
    console.log(`ack p95 ${acknowledged.p95} ms (target ≤ 50 ms on PostgreSQL)`);

    if (pg && options.products > 0) {
      // Sellers for the end-to-end run, written straight to the server's database.
      const database = await openDatabase({ databaseUrl: pg.url, maxConnections: 2 });
      const phones = Array.from(
        { length: options.products },
        (_, i) => `+2332${String(50_000_000 + i).padStart(8, '0')}`,
      );
      await database.db.insert(sellers).values(
        phones.map((whatsappNumber, i) => ({
          businessName: `Bench Shop ${i}`,
          whatsappNumber,
          locationSlug: 'accra',
        })),
      );
      // The bot works off the acknowledged messages first (its throughput), so the end-to-end
      // times below are of a quiet server.
      const drainStarted = performance.now();
      const pending = async () => {
        const rows = await database.db.execute(
          sql`select count(*)::int as n from ${sql.raw(JOB_SCHEMA)}.job
              where state in ('created', 'retry', 'active')`,
        );
        return (rowsOf(rows)[0] as { n: number }).n;
      };
      while ((await pending()) > 0) await new Promise((r) => setTimeout(r, 200));
      const drainMs = performance.now() - drainStarted;
      console.log(
        `backlog of ${options.deliveries} buyer messages answered ${Math.round(drainMs)} ms after the last ack`,
      );
      await database.close();
      const e2e = await endToEnd(base, phones);
      console.table({
        'photo + caption → summary (ms)': e2e.toSummary,
        '… → Publish → published (ms)': e2e.toPublished,
      });
    } else {
      // PGlite belongs to the server process: the bench cannot add sellers beside it.
      console.log('end to end: run with --pg');
    }
    return acknowledged;
  } finally {
    await server.stop();
  }
}
