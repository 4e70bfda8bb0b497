// The real app in this process on a fresh database (embedded, or `databaseUrl`), for benches that
// call it through inject or serve it: with the demo data for what a buyer gets (photo search,
// relevance), empty for benches that make their own rows (payments, deliveries). Closed (and its
// data deleted) by close().
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { buildApp } from '../../apps/server/src/app.ts';
import {
  openConfiguredDatabase,
  openConfiguredStorage,
  prepareDatabase,
} from '../../apps/server/src/boot.ts';
import { loadEnv } from '../../apps/server/src/env.ts';
import { BENCH_SECRETS } from './bench-process.ts';

export async function openBenchApp(
  name: string,
  options: {
    origin: string;
    demoData: boolean;
    databaseUrl?: string;
    env?: Record<string, string>;
  },
) {
  const dataDir = mkdtempSync(join(tmpdir(), `dwa-bench-${name}-`));
  const env = loadEnv({
    NODE_ENV: 'production',
    ...BENCH_SECRETS,
    PUBLIC_ORIGIN: options.origin,
    DEMO_DATA: String(options.demoData),
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
    ...(options.databaseUrl ? { DATABASE_URL: options.databaseUrl } : {}),
    ...options.env,
  });
  const database = await openConfiguredDatabase(env);
  try {
    const storage = openConfiguredStorage(env);
    const seedStart = performance.now();
    await prepareDatabase(env, database, storage);
    const seedMs = performance.now() - seedStart;
    const app = await buildApp({ env, database, storage });
    return {
      app,
      env,
      database,
      storage,
      seedMs,
      async close() {
        await app.close();
        await database.close();
        rmSync(dataDir, { recursive: true, force: true });
      },
    };
  } catch (error) {
    await database.close();
    rmSync(dataDir, { recursive: true, force: true });
    throw error;
  }
}

export const openDemoApp = (name: string, port: number) =>
  openBenchApp(name, { origin: `http://127.0.0.1:${port}`, demoData: true });
