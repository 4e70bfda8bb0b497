// Entry point: configuration, database, HTTP server, graceful shutdown.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { openConfiguredDatabase, openConfiguredStorage, prepareDatabase } from './boot.ts';
import { EnvError, loadEnv } from './env.ts';
import { startupBanner } from './startup-banner.ts';

if (existsSync('.env')) process.loadEnvFile('.env');

let env: ReturnType<typeof loadEnv>;
try {
  env = loadEnv();
} catch (error) {
  if (error instanceof EnvError) {
    console.error(error.message);
    process.exit(1);
  }
  throw error;
}

const started = performance.now();
const database = await openConfiguredDatabase(env);
const storage = openConfiguredStorage(env);
const credentials = await prepareDatabase(env, database, storage);
const app = await buildApp({ env, database, storage });
// Schedules (boost expiry, sweeps), deliveries and the bot (WhatsApp) run on the job queue,
// here unless JOB_WORKERS=false (then on other instances sharing the database).
if (env.jobWorkers) await app.jobs.startWorkers();

await app.listen({ host: env.host, port: env.port });
const address = app.server.address();
const port = typeof address === 'object' && address ? address.port : env.port;
const ready = `${database.engine}, ready in ${Math.round(performance.now() - started)} ms`;
console.log(`\n${startupBanner(env, { host: env.host, port }, ready).join('\n')}`);
if (credentials) {
  console.log('Demo sign-ins (development data):');
  console.log(
    `  seller  phone ${credentials.seller.phone}  password ${credentials.seller.password}`,
  );
  console.log(`  rider   phone ${credentials.rider.phone}  (one-time code over WhatsApp)`);
  console.log(
    `  admin   email ${credentials.admin.email}  password ${credentials.admin.password}  (must be changed at first sign-in)`,
  );
}

let closing = false;
async function shutdown(signal: string) {
  if (closing) return;
  closing = true;
  app.log.info({ signal }, 'shutting down');
  // Stop taking requests, let in-flight ones finish, then close the database cleanly.
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  // Closing the app stops the job workers first (running jobs finish) and then the HTTP server.
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
