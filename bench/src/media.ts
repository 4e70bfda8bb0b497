// /media from S3: stream through the app, or redirect to a presigned bucket URL (decision 022)?
// Server side: throughput and latency of GET /media/<320 px photo> from disk, streamed from S3, as
// a 302 to a presigned URL, and straight from the store. Buyer side: Lighthouse (mobile, 150 ms
// RTT, 1.6 Mbps) on a product-like page (one 640 px photo + five 320 px cards) served each way.
// The store is s3rver in its own process; the load client shares the 2 cores with both servers,
// so compare figures within one run.
import { type ChildProcess, fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { cpus, loadavg, tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import * as chromeLauncher from 'chrome-launcher';
import lighthouse from 'lighthouse';
import { chromiumPath } from '../../e2e/src/chromium.ts';
import { BENCH_SECRETS } from './bench-process.ts';

const HERE = import.meta.dirname;
const ROOT = resolve(HERE, '../..');

function start<T>(script: string, env: Record<string, string> = {}) {
  const child = fork(resolve(HERE, script), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: { ...process.env, AWS_SDK_JS_NODE_VERSION_SUPPORT_WARNING_DISABLED: 'true', ...env },
  });
  const ready = new Promise<T>((ok, fail) => {
    child.once('message', (m) => ok(m as T));
    child.once('exit', (code) => fail(new Error(`${script} exited (${code})`)));
  });
  return { child, ready };
}

async function stop(child: ChildProcess) {
  if (child.exitCode !== null || child.signalCode !== null) return;
  child.kill('SIGTERM');
  await new Promise((r) => child.once('exit', r));
}

/** CPU time the child has used so far, in ms. */
function cpuMs(child: ChildProcess): Promise<number> {
  return new Promise((ok) => {
    child.once('message', (m) => {
      const { cpu } = m as { cpu: NodeJS.CpuUsage };
      ok((cpu.user + cpu.system) / 1000);
    });
    child.send('cpu');
  });
}

/** Load on `url`; with `app`, also the app's CPU time per answered request. */
async function load(url: string, seconds: number, app?: ChildProcess) {
  const before = app ? await cpuMs(app) : 0;
  const r = await autocannon({ url, connections: 20, duration: seconds, pipelining: 1 });
  const cpu = app ? ((await cpuMs(app)) - before) / r.requests.total : null;
  return {
    'req/s': Math.round(r.requests.average),
    'p50 ms': r.latency.p50,
    'p99 ms': r.latency.p99,
    'app CPU ms/req': cpu === null ? '-' : Number(cpu.toFixed(3)),
    errors: r.errors + r.timeouts,
    statuses: Object.keys(r.statusCodeStats ?? {}).join(' '),
  };
}

export async function benchMedia(options: { seconds: number; runs: number }) {
  const store = start<{ options: Record<string, string> }>('media-s3.ts');
  const dataDir = mkdtempSync(join(tmpdir(), 'dwa-bench-media-'));
  let app: ReturnType<typeof start> | null = null;
  try {
    const { options: s3 } = await store.ready;
    app = start('media-server.ts', {
      NODE_ENV: 'production',
      ...BENCH_SECRETS,
      PUBLIC_ORIGIN: 'http://127.0.0.1',
      DEMO_DATA: 'false',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: '0',
      DATABASE_URL: '',
      STORAGE: 's3',
      S3_BUCKET: s3.bucket!,
      S3_ENDPOINT: s3.endpoint!,
      S3_REGION: s3.region!,
      S3_ACCESS_KEY_ID: s3.accessKeyId!,
      S3_SECRET_ACCESS_KEY: s3.secretAccessKey!,
      S3_FORCE_PATH_STYLE: 'true',
    });
    const { url, keys, presigned, presignMicros } = (await app.ready) as {
      url: string;
      keys: { w320: string; w640: string }[];
      presigned: string;
      presignMicros: number;
    };
    const key = keys[1]!.w320;
    const bytes = (await (await fetch(`${url}/disk/media/${key}`)).arrayBuffer()).byteLength;
    // Other work on the machine slows every figure: the load average says how busy it was.
    const busy = loadavg()
      .map((l) => l.toFixed(1))
      .join(' / ');
    console.log(
      `\n/media: one ${bytes} B WebP (320 px), 20 connections, ${options.seconds} s each, ${cpus().length} cores, load average ${busy}; presigning ≈ ${presignMicros.toFixed(1)} µs`,
    );
    const { child } = app;
    await load(`${url}/media/${key}`, 2); // warm-up (connections to the store)
    const server = {
      'disk, streamed (today)': await load(`${url}/disk/media/${key}`, options.seconds, child),
      'S3, streamed by the app': await load(`${url}/media/${key}`, options.seconds, child),
      'S3, 302 to a presigned URL': await load(
        `${url}/signed/media/${key}`,
        options.seconds,
        child,
      ),
      'the store itself (presigned GET)': await load(presigned, options.seconds),
    };
    console.table(server);

    const chrome = await chromeLauncher.launch({
      chromePath: chromiumPath(),
      chromeFlags: ['--headless=new', '--no-sandbox', '--disable-dev-shm-usage'],
    });
    const pages: Record<string, Record<string, number | string>> = {};
    try {
      for (const mode of ['disk', 's3', 'redirect', 'presigned'] as const) {
        const lcp: number[] = [];
        let summary = { requests: 0, kb: 0, origins: 0 };
        for (let run = 0; run < options.runs; run++) {
          const result = await lighthouse(`${url}/bench/page/${mode}`, {
            port: chrome.port,
            output: 'json',
            logLevel: 'error',
            onlyCategories: ['performance'],
          });
          if (!result) throw new Error(`lighthouse gave no result for ${mode}`);
          const { audits } = result.lhr;
          lcp.push(audits['largest-contentful-paint']?.numericValue ?? Number.NaN);
          const requests =
            (
              audits['network-requests']?.details as {
                items?: { url: string; transferSize?: number }[];
              }
            )?.items ?? [];
          summary = {
            requests: requests.length,
            kb: Number((requests.reduce((n, r) => n + (r.transferSize ?? 0), 0) / 1024).toFixed(1)),
            origins: new Set(requests.map((r) => new URL(r.url).origin)).size,
          };
        }
        lcp.sort((a, b) => a - b);
        pages[mode] = {
          'LCP ms (median)': Math.round(lcp[Math.floor(lcp.length / 2)]!),
          'LCP ms (runs)': lcp.map(Math.round).join(' '),
          ...summary,
        };
      }
    } finally {
      chrome.kill();
    }
    console.log(
      `\nBuyer side: Lighthouse mobile (simulated 150 ms RTT, 1.6 Mbps), ${options.runs} runs per page`,
    );
    console.table(pages);
    return { server, pages, presignMicros };
  } finally {
    if (app) await stop(app.child);
    await stop(store.child);
    rmSync(dataDir, { recursive: true, force: true });
  }
}
