// POST /api/test/clock (E2E_CLOCK=adjustable, NODE_ENV=test only): moves the server's time and
// runs the every-minute sweeps once, as if the minutes had passed, so a journey sees a boost end
// or an unanswered payment fail without waiting for them.
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { z } from 'zod';

const AdvanceSchema = z.object({
  advanceMs: z
    .number()
    .int()
    .min(0)
    .max(400 * 86_400_000),
});

export function registerTestClockRoute(
  app: FastifyInstance,
  deps: { advance(ms: number): Date; sweeps: (() => Promise<unknown>)[] },
) {
  app
    .withTypeProvider<ZodTypeProvider>()
    .post(
      '/test/clock',
      { schema: { body: AdvanceSchema, response: { 200: z.object({ now: z.string() }) } } },
      async (request) => {
        const now = deps.advance(request.body.advanceMs);
        for (const sweep of deps.sweeps) await sweep();
        return { now: now.toISOString() };
      },
    );
}
