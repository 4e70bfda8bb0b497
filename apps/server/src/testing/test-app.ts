// A real app on a real, isolated database for `inject` tests: PGlite cloned from a migrated
// template by default, a fresh PostgreSQL database when DATABASE_URL is set.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { createTestDatabase } from '@dwa/db/testing/test-database';
import { type App, type AppDeps, buildApp } from '../app.ts';
import { loadEnv } from '../env.ts';
import type { Clock } from '../lib/clock.ts';
import { createDiskStorage } from '../storage/disk-storage.ts';
import type { ObjectStorage } from '../storage/object-storage.ts';

export const TEST_ORIGIN = 'http://localhost:3000';

/** The configuration every test app runs with (a real server's, minus what tests must not
 * depend on), with `extra` variables on top. Two-instance tests build their apps from it. */
export function testEnv(dataDir: string, extra: Record<string, string> = {}) {
  return loadEnv({
    NODE_ENV: 'test',
    DATA_DIR: dataDir,
    SESSION_SECRET: 'test-secret-test-secret-test-secret-0123',
    PUBLIC_ORIGIN: TEST_ORIGIN,
    LOG_LEVEL: process.env.TEST_LOG_LEVEL ?? 'silent',
    DEMO_DATA: 'false',
    WEB_DIST: join(dataDir, 'no-web-build'),
    // Set as production requires them (a test may run with NODE_ENV=production).
    WHATSAPP_APP_SECRET: 'test-whatsapp-app-secret-0123456789',
    WHATSAPP_VERIFY_TOKEN: 'test-whatsapp-verify-token-0123',
    ...extra,
  });
}

export async function createTestApp(
  options: {
    webDist?: string;
    clock?: Clock;
    listingCacheMs?: number;
    /** Another store (S3 tests); disk under the temp data dir by default. */
    storage?: ObjectStorage;
    /** More configuration (NODE_ENV, TRUST_PROXY, …), as environment variables. */
    env?: Record<string, string>;
    /** Other collaborators (the bot's media host and photo window, a WhatsApp transport). */
    deps?: Partial<
      Pick<
        AppDeps,
        | 'media'
        | 'botSummaryDelaySeconds'
        | 'transport'
        | 'taskOptions'
        | 'lifecycle'
        | 'eventBufferOptions'
      >
    >;
    /** The PostgreSQL pool's size (createTestDatabase's default otherwise). */
    maxConnections?: number;
  } = {},
) {
  const dataDir = await mkdtemp(join(tmpdir(), 'dwa-test-'));
  const database = await createTestDatabase(
    options.maxConnections ? { maxConnections: options.maxConnections } : {},
  );
  const env = testEnv(dataDir, {
    WEB_DIST: options.webDist ?? join(dataDir, 'no-web-build'),
    // Off by default so a test sees its own writes at once; the cache has its own test.
    LISTING_CACHE_MS: String(options.listingCacheMs ?? 0),
    ...options.env,
  });
  const storage = options.storage ?? createDiskStorage(join(dataDir, 'media'));
  const app: App = await buildApp({
    env,
    database,
    storage,
    ...(options.clock ? { clock: options.clock } : {}),
    // Analytics events are written when a test calls app.analytics.flush() (or on close), never
    // by a timer in the middle of another test's fingerprint of the tables.
    eventBufferOptions: { flushAfterMs: 3_600_000 },
    ...options.deps,
  });
  return {
    app,
    db: database.db,
    database,
    storage,
    env,
    async close() {
      await app.close();
      await database.close().catch(() => {});
      await rm(dataDir, { recursive: true, force: true });
    },
  };
}

export type TestApp = Awaited<ReturnType<typeof createTestApp>>;
