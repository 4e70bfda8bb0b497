// The sellers' payouts task: every minute, queued payouts go to the provider and transfers sent a
// while ago and unanswered are asked about (seller-payouts.ts).
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import {
  type SellerPayoutDeps,
  sendQueuedSellerPayouts,
  verifySentSellerPayouts,
} from './seller-payouts.ts';

export const SELLER_PAYOUTS_TASK = 'seller-payouts.send';

export async function runSellerPayouts(deps: SellerPayoutDeps) {
  return {
    sent: await sendQueuedSellerPayouts(deps),
    verified: await verifySentSellerPayouts(deps),
  };
}

export function sellerPayoutsTask(deps: SellerPayoutDeps): TaskDefinition {
  return {
    name: SELLER_PAYOUTS_TASK,
    cron: '* * * * *',
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    expireInSeconds: 120,
    handler: async () => {
      await runSellerPayouts(deps);
    },
  };
}
