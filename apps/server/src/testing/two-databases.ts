// Two handles on one test database, as two servers would have (on PostgreSQL each its own
// connection pool), a data dir for the apps built on them, and the clean-up after the file:
// apps first, then the handles, then the dir. For the tests that run two app instances.
import { mkdtemp, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { DatabaseHandle } from '@dwa/db/client';
import { createTestDatabase, type TestDatabase } from '@dwa/db/testing/test-database';
import { afterAll, beforeAll } from 'vitest';
import type { App } from '../app.ts';

export interface TwoDatabases {
  first: TestDatabase;
  second: DatabaseHandle;
  dataDir: string;
  /** Apps to close after the file (push each one built). */
  apps: App[];
}

export function useTwoDatabases(prefix: string): TwoDatabases {
  const two = { apps: [] as App[] } as TwoDatabases;
  beforeAll(async () => {
    two.dataDir = await mkdtemp(join(tmpdir(), `${prefix}-`));
    two.first = await createTestDatabase();
    two.second = await two.first.openAnother();
  });
  afterAll(async () => {
    for (const app of two.apps) await app.close();
    if (two.second !== two.first) await two.second.close();
    await two.first.close();
    await rm(two.dataDir, { recursive: true, force: true });
  });
  return two;
}
