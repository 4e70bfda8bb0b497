// npm run db:reset — throws the data away and starts over: migrations, then demo data when
// DEMO_DATA is on (the default outside production).
import { mkdir, rm } from 'node:fs/promises';
import { join } from 'node:path';
import { sql } from 'drizzle-orm';
import { openConfiguredStorage, openDatabaseOrExit, prepareDatabase } from '../boot.ts';
import { claimDataDir, DataDirInUseError } from '../lib/data-dir-lock.ts';
import { loadCliEnv } from './load-env.ts';

const env = loadCliEnv();
if (env.nodeEnv === 'production') {
  console.error('db:reset refuses to run with NODE_ENV=production.');
  process.exit(1);
}
// Nothing is deleted while another process (a running server) holds the embedded database.
let release = () => {};
if (!env.databaseUrl) {
  await mkdir(env.dataDir, { recursive: true });
  try {
    release = claimDataDir(env.dataDir, 'npm run db:reset');
  } catch (error) {
    if (!(error instanceof DataDirInUseError)) throw error;
    console.error(`${error.message}\nThen run npm run db:reset again.`);
    process.exit(1);
  }
}
await rm(join(env.dataDir, 'media'), { recursive: true, force: true });
await rm(join(env.dataDir, 'demo-credentials.json'), { force: true });
if (!env.databaseUrl) await rm(join(env.dataDir, 'pgdata'), { recursive: true, force: true });
release();
const database = await openDatabaseOrExit(env, 'npm run db:reset');
if (env.databaseUrl) {
  await database.db.execute(sql`drop schema if exists public cascade`);
  await database.db.execute(sql`drop schema if exists drizzle cascade`);
  await database.db.execute(sql`create schema public`);
}
const credentials = await prepareDatabase(env, database, openConfiguredStorage(env));
console.log(`Database reset (${database.engine}).${credentials ? ' Demo data loaded.' : ''}`);
if (credentials) console.log(JSON.stringify(credentials, null, 2));
await database.close();
