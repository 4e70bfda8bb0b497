// API throughput and latency: the public listing against a static body of the same size on the
// same server, same run (targets.md: ≥ 50 % of static, p99 ≤ 50 ms at 50 connections).
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import autocannon from 'autocannon';
import { startThrowawayPostgres } from './throwaway-postgres.ts';

const ROOT = resolve(import.meta.dirname, '../..');

async function load(url: string, connections: number, seconds: number) {
  const result = await autocannon({ url, connections, duration: seconds, pipelining: 1 });
  return {
    rps: Math.round(result.requests.average),
    p50: result.latency.p50,
    p99: result.latency.p99,
    errors: result.errors + result.non2xx,
  };
}

export async function benchApi(options: { postgres: boolean; seconds: number }) {
  const pg = options.postgres ? startThrowawayPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'dwa-bench-'));
  const port = 39_000 + Math.floor(Math.random() * 1000);
  const child = fork(join(ROOT, 'bench/src/bench-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx'],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
      PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: pg?.url ?? '',
    },
  });
  try {
    const info = await new Promise<{ bytes: number; engine: string }>((ok, fail) => {
      child.once('message', (m) => ok(m as { bytes: number; engine: string }));
      child.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
    });
    const base = `http://127.0.0.1:${port}`;
    const connections = info.engine === 'pglite' ? 20 : 50;
    console.log(
      `\nAPI (${info.engine}, ${connections} connections, ${options.seconds} s each, body ${info.bytes} B)`,
    );
    await load(`${base}/api/products`, connections, 2); // warm-up
    const rows = {
      'GET /bench/static': await load(`${base}/bench/static`, connections, options.seconds),
      'GET /api/products': await load(`${base}/api/products`, connections, options.seconds),
      'GET /api/products?category=fashion&page=2&pageSize=6': await load(
        `${base}/api/products?category=fashion&page=2&pageSize=6`,
        connections,
        options.seconds,
      ),
    };
    console.table(rows);
    const ratio = rows['GET /api/products'].rps / rows['GET /bench/static'].rps;
    console.log(`listing throughput = ${(ratio * 100).toFixed(1)} % of static`);
    return rows;
  } finally {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    pg?.stop();
  }
}
