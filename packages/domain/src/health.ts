import { z } from 'zod';
import { ProviderAlertSchema } from './provider-alerts.ts';

/** The database as an operator sees it (liveness and readiness detail). */
const DatabaseDetailSchema = z.object({
  reachable: z.boolean(),
  engine: z.enum(['pglite', 'postgres']),
  /** Tag of the newest applied migration, null when none is applied or unreachable. */
  migration: z.string().nullable(),
});

/** GET /api/health: liveness. Anyone gets the status; which engine and migration answer only
 * an operator (METRICS_TOKEN as a bearer, or a signed-in admin): to anyone else they would say
 * which software and version to aim at. */
export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: DatabaseDetailSchema.optional(),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;

/** GET /api/health/ready: whether this instance should get traffic. Liveness (GET /api/health)
 * asks only that the process and the database answer; readiness adds the newest migration
 * applied and the job workers running (or run elsewhere: JOB_WORKERS=false). The engine and the
 * migrations by name are for an operator only, like liveness's detail. */
export const ReadinessResponseSchema = z.object({
  status: z.enum(['ready', 'not_ready']),
  database: DatabaseDetailSchema.partial({ engine: true, migration: true }),
  migrations: z.object({
    /** The newest migration this build ships (packages/db/migrations); operators only. */
    latest: z.string().optional(),
    applied: z.boolean(),
  }),
  jobs: z.object({
    /** running: started here and answering; stopped: not (yet) started or not answering;
     * elsewhere: this instance runs no workers by configuration. */
    workers: z.enum(['running', 'stopped', 'elsewhere']),
  }),
  /** The instance was told to stop (SIGTERM) and is draining: it still answers requests for
   * SHUTDOWN_DRAIN_SECONDS while balancers take it out of rotation, then closes. */
  stopping: z.boolean(),
  /** Vendors refusing Dwa's own credentials or account (an operator must act). They do not
   * make an instance not ready: every instance shares them, and taking all out of the balancer
   * would stop the site too. Operators only: to anyone else they would say which vendor
   * account is failing right now. */
  alerts: z.array(ProviderAlertSchema).optional(),
});
export type ReadinessResponse = z.infer<typeof ReadinessResponseSchema>;
