// The verify job: a lost transfer webhook never leaves a payout approved forever. Every minute,
// payouts approved a few minutes ago and still waiting are asked about with verifyTransfer and
// settled as the provider says. A transfer the provider does not know was never made (the call
// failed before it, or the server stopped between the approval and the call): the payout fails
// and the rider's balance comes back.
import { riderPayouts } from '@dwa/db/schema/index';
import { payoutFrom } from '@dwa/domain/payout';
import { and, asc, eq, lt } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import { ProviderError, type TransferOutcome } from '../payments/provider.ts';
import type { PayoutDeps } from './decide-payout.service.ts';
import { markPayoutFailed, markPayoutPaid } from './settle-payout.ts';

export const VERIFY_PAYOUTS_TASK = 'payouts.verify';
/** The webhook usually comes within seconds; after this the job asks. */
export const VERIFY_AFTER_MS = 3 * 60 * 1000;
const BATCH = 50;

export async function verifyPendingPayouts(
  deps: PayoutDeps,
): Promise<{ checked: number; settled: number }> {
  const now = deps.clock.now();
  const due = await deps.db
    .select({ id: riderPayouts.id })
    .from(riderPayouts)
    .where(
      and(
        // Still waiting for the transfer's result: the status the result moves a payout from.
        eq(riderPayouts.status, payoutFrom('mark_paid')),
        lt(riderPayouts.decidedAt, new Date(now.getTime() - VERIFY_AFTER_MS)),
      ),
    )
    .orderBy(asc(riderPayouts.decidedAt))
    .limit(BATCH);
  let settled = 0;
  for (const { id } of due) {
    let outcome: TransferOutcome;
    try {
      outcome = await deps.provider.verifyTransfer(id);
    } catch (error) {
      if (!(error instanceof ProviderError)) throw error;
      if (error.kind === 'credentials') {
        // A refused key says nothing about this transfer, which may well have been made: never
        // fail it for that. Every other payout would be refused alike; the operator has been
        // told (payments/paystack/credentials-rejected.ts), and the job asks again next minute.
        deps.log?.error({ payout: id }, 'payout verify refused: the provider key is not accepted');
        break;
      }
      if (error.kind === 'rejected') {
        outcome = { status: 'failed', reason: error.message };
      } else {
        // One provider hiccup must not stop the others; this one is asked again next minute.
        deps.log?.warn({ payout: id, kind: error.kind }, 'payout verify failed');
        continue;
      }
    }
    const result =
      outcome.status === 'success'
        ? await markPayoutPaid(deps, id)
        : outcome.status === 'failed'
          ? await markPayoutFailed(deps, id, outcome.reason)
          : 'already';
    if (result === 'applied') settled++;
  }
  return { checked: due.length, settled };
}

export function verifyPayoutsTask(deps: PayoutDeps & { log: FastifyBaseLogger }): TaskDefinition {
  return {
    name: VERIFY_PAYOUTS_TASK,
    cron: '* * * * *',
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    expireInSeconds: 120,
    handler: async () => {
      await verifyPendingPayouts(deps);
    },
  };
}
