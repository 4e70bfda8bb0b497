import { z } from 'zod';

export const HealthResponseSchema = z.object({
  status: z.enum(['ok', 'unavailable']),
  database: z.object({
    reachable: z.boolean(),
    engine: z.enum(['pglite', 'postgres']),
    /** Tag of the newest applied migration, null when none is applied or unreachable. */
    migration: z.string().nullable(),
  }),
});
export type HealthResponse = z.infer<typeof HealthResponseSchema>;
