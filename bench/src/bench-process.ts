// The real server (bench-server.ts) in a child process on a random local port, on PGlite or a
// throwaway PostgreSQL, with demo data and production settings; `stop()` ends it and removes
// its data. Benches measure it from this process, as a client would.
import { fork } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join, resolve } from 'node:path';
import { startThrowawayPostgres, type ThrowawayPostgres } from './throwaway-postgres.ts';

const ROOT = resolve(import.meta.dirname, '../..');

/** What production requires, for every bench that runs the app with NODE_ENV=production. Benches
 * are staging copies (decision 043): production settings with demo data, the payment simulator
 * and the outbox, which production refuses unless STAGING=true. */
export const BENCH_SECRETS = {
  STAGING: 'true',
  SESSION_SECRET: 'bench-secret-bench-secret-bench-secret-00',
  WHATSAPP_APP_SECRET: 'bench-app-secret-bench-app-secret',
  WHATSAPP_VERIFY_TOKEN: 'bench-verify-token-bench',
};

export interface BenchServer {
  base: string;
  /** What bench-server.ts reported when it was ready. */
  info: { bytes: number; engine: string };
  pg: ThrowawayPostgres | null;
  stop(): Promise<void>;
}

export async function startBenchServer(options: {
  postgres: boolean;
  /** More configuration for this bench (it wins over the defaults). */
  env?: Record<string, string>;
  execArgv?: string[];
}): Promise<BenchServer> {
  const pg = options.postgres ? startThrowawayPostgres() : null;
  const dataDir = mkdtempSync(join(tmpdir(), 'dwa-bench-'));
  const port = 39_000 + Math.floor(Math.random() * 2000);
  const base = `http://127.0.0.1:${port}`;
  const child = fork(join(ROOT, 'bench/src/bench-server.ts'), [], {
    cwd: ROOT,
    execArgv: ['--import', 'tsx', ...(options.execArgv ?? [])],
    env: {
      ...process.env,
      NODE_ENV: 'production',
      ...BENCH_SECRETS,
      PUBLIC_ORIGIN: base,
      DEMO_DATA: 'true',
      LOG_LEVEL: 'warn',
      DATA_DIR: dataDir,
      PORT: String(port),
      DATABASE_URL: pg?.url ?? '',
      ...options.env,
    },
  });
  const stop = async () => {
    if (child.exitCode === null && child.signalCode === null) {
      child.kill('SIGTERM');
      await new Promise((r) => child.once('exit', r));
    }
    rmSync(dataDir, { recursive: true, force: true });
    pg?.stop();
  };
  try {
    const info = await new Promise<BenchServer['info']>((ok, fail) => {
      child.once('message', (m) => ok(m as BenchServer['info']));
      child.once('exit', (code) => fail(new Error(`bench server exited (${code})`)));
    });
    return { base, info, pg, stop };
  } catch (error) {
    await stop();
    throw error;
  }
}
