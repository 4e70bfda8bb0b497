// GET /metrics in Prometheus' text format (prom-client), on the public port behind a bearer
// token (METRICS_TOKEN): one port to run and to put behind the load balancer, and a scraper
// that reaches each instance over the network needs nothing more. Without the token the route
// does not exist (404) and requests are not timed at all.
//
// Per request: one histogram observation (method, route pattern, status class), no I/O.
// Per scrape: the database gauges (database-gauges.ts) and the pool's use, read then.
import { createHash, timingSafeEqual } from 'node:crypto';
import type { DatabaseHandle } from '@dwa/db/client';
import type { FastifyInstance } from 'fastify';
import { collectDefaultMetrics, Gauge, Histogram, Registry } from 'prom-client';
import type { Env } from '../../../env.ts';
import { HttpError } from '../../../lib/http-error.ts';
import { createDatabaseGauges } from './database-gauges.ts';

const KNOWN_METHODS = new Set(['GET', 'HEAD', 'POST', 'PUT', 'PATCH', 'DELETE', 'OPTIONS']);
/** Seconds; read p99 is held to ≤ 50 ms (targets.md), so the buckets are finest there. */
const BUCKETS = [0.005, 0.01, 0.025, 0.05, 0.1, 0.25, 0.5, 1, 2.5, 5, 10];

export function registerMetrics(
  app: FastifyInstance,
  deps: { env: Env; database: DatabaseHandle },
) {
  const token = deps.env.metricsToken;
  if (!token) return;
  // One registry per app (tests build many apps in one process).
  const registry = new Registry();
  const registers = [registry];
  collectDefaultMetrics({ register: registry });
  const requests = new Histogram({
    name: 'dwa_http_request_duration_seconds',
    help: 'HTTP requests by method, route pattern and status class (its _count counts them).',
    labelNames: ['method', 'route', 'status'],
    buckets: BUCKETS,
    registers,
  });
  const database = createDatabaseGauges(registry, deps.database);
  const { pool } = deps.database;
  new Gauge({
    name: 'dwa_db_pool_connections',
    help: 'Database connections by state (PostgreSQL pool: total, idle, waiting requests; PGlite: one connection, queries queued in process).',
    labelNames: ['state'],
    registers,
    collect() {
      if (pool) {
        this.set({ state: 'total' }, pool.totalCount);
        this.set({ state: 'idle' }, pool.idleCount);
        this.set({ state: 'waiting' }, pool.waitingCount);
      } else {
        this.set({ state: 'total' }, 1);
      }
    },
  });

  app.addHook('onResponse', async (request, reply) => {
    requests.observe(
      {
        // Any client can send a made-up method: label values stay a known few.
        method: KNOWN_METHODS.has(request.method) ? request.method : 'other',
        // The pattern (/api/products/:id), never the raw URL: bounded label values.
        route: request.routeOptions.url ?? 'unmatched',
        status: `${Math.floor(reply.statusCode / 100)}xx`,
      },
      reply.elapsedTime / 1000,
    );
  });

  const expected = digest(token);
  app.get('/metrics', async (request, reply) => {
    const given = /^Bearer (.+)$/.exec(request.headers.authorization ?? '')?.[1];
    if (!given || !timingSafeEqual(digest(given), expected)) {
      reply.header('www-authenticate', 'Bearer realm="metrics"');
      throw new HttpError(401, 'unauthorized');
    }
    await database.refresh(app.tasks.definitions.map((d) => d.name));
    return reply
      .header('content-type', registry.contentType)
      .header('cache-control', 'no-store')
      .send(await registry.metrics());
  });
}

/** Equal-length digests, so the comparison takes the same time whatever was sent. */
const digest = (value: string) => createHash('sha256').update(value).digest();
