// The settle job: a lost webhook never leaves money in limbo. Every minute, payments whose prompt
// ran out are verified with the provider and settled as it says; a charge the provider still
// calls pending is asked about again next minute, and given up as `timeout` after a grace period
// (should its money arrive after all, the webhook still applies it: apply-payment.ts).
import { payments } from '@dwa/db/schema/index';
import { WAITING_PAYMENT_STATUS } from '@dwa/domain/payment-machine';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import { applyChargeFailure, applyChargeSuccess, failureFromReason } from './apply-payment.ts';
import type { PaymentDeps } from './payments.service.ts';
import { ProviderError } from './provider.ts';

export const SETTLE_TASK = 'payments.settle';
/** After the prompt's 3 minutes, how long a provider may still say "pending". */
export const SETTLE_GRACE_MS = 30 * 60 * 1000;
const BATCH = 50;

export async function settleExpiredPayments(
  deps: PaymentDeps & { log?: FastifyBaseLogger },
): Promise<{ checked: number; settled: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ reference: payments.reference, expiresAt: payments.expiresAt })
    .from(payments)
    .where(and(eq(payments.status, WAITING_PAYMENT_STATUS), lt(payments.expiresAt, now)))
    .orderBy(asc(payments.expiresAt))
    .limit(BATCH);
  let settled = 0;
  for (const { reference, expiresAt } of due) {
    try {
      const charge = await deps.provider.verify(reference);
      const result =
        charge.status === 'success'
          ? await applyChargeSuccess(deps, charge)
          : charge.status === 'failed'
            ? await applyChargeFailure(deps, reference, failureFromReason(charge.reason))
            : charge.status === 'abandoned' || now.getTime() - expiresAt.getTime() > SETTLE_GRACE_MS
              ? await applyChargeFailure(deps, reference, 'timeout')
              : 'already';
      if (result === 'applied') settled++;
      // Held: out of the pending set, so it is not asked about again; a person looks at it.
      if (result === 'held') deps.log?.error({ reference }, 'payment held for review');
    } catch (error) {
      if (error instanceof ProviderError && error.kind === 'credentials') {
        // Every other payment would be refused the same way; the operator has been told
        // (credentials-rejected.ts). They are all asked again once the key works.
        deps.log?.error({ reference }, 'payment verify refused: the provider key is not accepted');
        break;
      }
      // One payment that cannot be settled now must not stop the others; it is asked again
      // next minute.
      if (error instanceof ProviderError) {
        deps.log?.warn({ reference, kind: error.kind }, 'payment verify failed');
      } else {
        deps.log?.error({ reference, err: error }, 'payment could not be settled');
      }
    }
  }
  return { checked: due.length, settled };
}

export function settlePaymentsTask(deps: PaymentDeps & { log: FastifyBaseLogger }): TaskDefinition {
  return {
    name: SETTLE_TASK,
    cron: '* * * * *',
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    expireInSeconds: 120,
    handler: async () => {
      await settleExpiredPayments(deps);
    },
  };
}
