// The real app (same buildApp as server.ts) plus one comparison route that sends a
// pre-serialized body of the same size as the listing: the ceiling for a JSON route here.
import { buildApp } from '../../apps/server/src/app.ts';
import {
  openConfiguredDatabase,
  openConfiguredStorage,
  prepareDatabase,
} from '../../apps/server/src/boot.ts';
import { loadEnv } from '../../apps/server/src/env.ts';

const env = loadEnv();
const database = await openConfiguredDatabase(env);
const storage = openConfiguredStorage(env);
await prepareDatabase(env, database, storage);
const app = await buildApp({ env, database, storage });
// Routes can only be added before the app is ready (inject readies it), so the body is filled in
// after the first listing call.
let body = Buffer.alloc(0);
app.get('/bench/static', (_request, reply) => {
  reply.header('content-type', 'application/json; charset=utf-8').send(body);
});
const listing = await app.inject({ url: '/api/products' });
body = Buffer.from(listing.body);
// The WhatsApp bench needs the bot's jobs running, as server.ts runs them.
if (process.env.BENCH_WORKERS === '1') await app.tasks.startWorkers();
await app.listen({ host: '127.0.0.1', port: env.port });
process.send?.({ ready: true, bytes: body.length, engine: database.engine });
process.on('SIGTERM', async () => {
  await app.close();
  await database.close();
  process.exit(0);
});
