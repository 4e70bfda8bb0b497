// The real app on a fresh embedded database seeded with the demo data, for benches that measure
// what a buyer gets from it (photo search, relevance). Closed (and its data deleted) by close().
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

export async function openDemoApp(name: string, port: number) {
  const dataDir = mkdtempSync(join(tmpdir(), `dwa-bench-${name}-`));
  const env = loadEnv({
    NODE_ENV: 'production',
    ...BENCH_SECRETS,
    PUBLIC_ORIGIN: `http://127.0.0.1:${port}`,
    DEMO_DATA: 'true',
    LOG_LEVEL: 'silent',
    DATA_DIR: dataDir,
    WEB_DIST: join(dataDir, 'no-web-build'),
  });
  const database = await openConfiguredDatabase(env);
  const storage = openConfiguredStorage(env);
  const seedStart = performance.now();
  await prepareDatabase(env, database, storage);
  const seedMs = performance.now() - seedStart;
  const app = await buildApp({ env, database, storage });
  return {
    app,
    database,
    storage,
    seedMs,
    async close() {
      await app.close();
      await database.close();
      rmSync(dataDir, { recursive: true, force: true });
    },
  };
}
