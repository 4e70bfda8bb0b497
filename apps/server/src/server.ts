// Entry point: configuration, database, HTTP server, graceful shutdown.
import { existsSync } from 'node:fs';
import { buildApp } from './app.ts';
import { openConfiguredStorage, openDatabaseOrExit, prepareDatabase } from './boot.ts';
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
const database = await openDatabaseOrExit(
  env,
  'the server',
  'Then start it again, or give this one another DATA_DIR to run beside it.',
);
const storage = openConfiguredStorage(env);
const credentials = await prepareDatabase(env, database, storage);
const lifecycle = { stopping: false };
const app = await buildApp({ env, database, storage, lifecycle });
// Schedules (boost expiry, sweeps), deliveries and the bot (WhatsApp) run on the job queue,
// here unless JOB_WORKERS=false (then on other instances sharing the database).
if (env.jobWorkers) await app.tasks.startWorkers();

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

async function shutdown(signal: string) {
  if (lifecycle.stopping) return;
  lifecycle.stopping = true;
  // Readiness answers 503 from now on while requests are still served: a balancer checking it
  // takes this instance out of rotation before it refuses anything (a rolling deploy loses no
  // request). Then stop taking requests, let in-flight ones finish, close the database cleanly.
  app.log.info({ signal, drainSeconds: env.shutdownDrainSeconds }, 'shutting down');
  await new Promise((r) => setTimeout(r, env.shutdownDrainSeconds * 1000));
  const force = setTimeout(() => process.exit(1), 10_000).unref();
  // Closing the app stops the job workers first (running jobs finish) and then the HTTP server.
  await app.close();
  await database.close();
  clearTimeout(force);
  process.exit(0);
}
process.on('SIGTERM', () => void shutdown('SIGTERM'));
process.on('SIGINT', () => void shutdown('SIGINT'));
