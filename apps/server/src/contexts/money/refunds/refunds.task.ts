// The refunds task: every minute, queued refunds go to the provider (one instance at a time:
// a cron task; each refund is claimed anyway, so a second runner could not send it twice).
import type { TaskDefinition } from '../../../tasks/task-definition.ts';
import { type RefundDeps, sendQueuedRefunds } from './refunds.service.ts';

export const REFUNDS_TASK = 'refunds.send';

export function refundsTask(deps: RefundDeps): TaskDefinition {
  return {
    name: REFUNDS_TASK,
    cron: '* * * * *',
    retry: { limit: 0, delaySeconds: 30, backoff: false },
    expireInSeconds: 120,
    handler: async () => {
      await sendQueuedRefunds(deps);
    },
  };
}
