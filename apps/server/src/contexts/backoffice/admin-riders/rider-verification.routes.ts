// An admin verifies a rider (365 days from now, per spec) or takes the verification away (expiry
// cleared), audited in the same transaction (invariant 10). The admin back office
// builds its Riders screen on this; riders need it to be able to accept jobs at all.
import type { Db } from '@dwa/db/client';
import { auditLog, riders } from '@dwa/db/schema/index';
import {
  RIDER_VERIFICATION_DAYS,
  RiderVerificationSchema,
  type RiderVerificationView,
  RiderVerificationViewSchema,
} from '@dwa/domain/deliveries';
import { IdParamsSchema } from '@dwa/domain/fields';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import type { ZodTypeProvider } from 'fastify-type-provider-zod';
import { requireAdminCan } from '../../../access/admin-access.ts';
import type { Clock } from '../../../lib/clock.ts';
import { notFound } from '../../../lib/http-error.ts';

const DAY = 24 * 60 * 60 * 1000;

export async function setRiderVerification(
  deps: { db: Db; clock: Clock },
  adminId: string,
  riderId: string,
  verified: boolean,
): Promise<RiderVerificationView> {
  const now = deps.clock.now();
  const expiry = verified ? new Date(now.getTime() + RIDER_VERIFICATION_DAYS * DAY) : null;
  return deps.db.transaction(async (tx) => {
    const [row] = await tx
      .update(riders)
      .set({ isVerified: verified, verificationExpiry: expiry, updatedAt: now })
      .where(eq(riders.id, riderId))
      .returning({ id: riders.id });
    if (!row) throw notFound('errors.deliveries.riderNotFound');
    await tx.insert(auditLog).values({
      actorType: 'admin',
      actorId: adminId,
      action: verified ? 'rider.verify' : 'rider.unverify',
      targetType: 'rider',
      targetId: riderId,
      detail: { verificationExpiry: expiry?.toISOString() ?? null },
      at: now,
    });
    return { id: row.id, isVerified: verified, verificationExpiry: expiry?.toISOString() ?? null };
  });
}

export function registerAdminRiderRoutes(app: FastifyInstance, deps: { db: Db; clock: Clock }) {
  app.register(async (scope) => {
    scope.addHook('preValidation', async (request) => {
      await requireAdminCan(request, deps.db, 'moderate');
    });
    scope.withTypeProvider<ZodTypeProvider>().post(
      '/admin/riders/:id/verification',
      {
        schema: {
          params: IdParamsSchema,
          body: RiderVerificationSchema,
          response: { 200: RiderVerificationViewSchema },
        },
      },
      async (request) => {
        const admin = await requireAdminCan(request, deps.db, 'moderate');
        return setRiderVerification(deps, admin.id, request.params.id, request.body.verified);
      },
    );
  });
}
