// npm run db:migrate — applies pending migrations (and nothing else).
import { currentMigration, migrateDatabase } from '@dwa/db/migrate';
import { openDatabaseOrExit } from '../boot.ts';
import { loadCliEnv } from './load-env.ts';

const env = loadCliEnv();
const database = await openDatabaseOrExit(env, 'npm run db:migrate');
await migrateDatabase(database);
console.log(
  `Database migrated (${database.engine}); current migration: ${await currentMigration(database)}`,
);
await database.close();
