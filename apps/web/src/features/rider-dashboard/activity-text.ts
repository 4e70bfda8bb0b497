// One line of the dashboard's recent activity, from the server's event: a job reaching a status,
// an earning credited, a payout's status. Lifted out of the list so the wording is tested.
import type { RiderActivity } from '@dwa/domain/deliveries';
import { DELIVERY_JOB_STATUSES, PAYOUT_STATUSES } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import type { TFunction } from '../../lib/i18n.ts';

const isOneOf = <T extends string>(list: readonly T[], value: string): value is T =>
  (list as readonly string[]).includes(value);

export function activityText(item: RiderActivity, t: TFunction): string {
  const amount = item.amountPesewas === null ? '' : formatGhs(item.amountPesewas);
  switch (item.kind) {
    case 'job':
      return t('riderCenter.dashboard.activity.job', {
        number: item.jobNumber ?? '',
        status: isOneOf(DELIVERY_JOB_STATUSES, item.status)
          ? t(`deliveries.status.${item.status}`)
          : item.status,
      });
    case 'earning':
      return item.jobNumber === null
        ? t('riderCenter.dashboard.activity.earningNoJob', { amount })
        : t('riderCenter.dashboard.activity.earning', { amount, number: item.jobNumber });
    case 'payout':
      return t('riderCenter.dashboard.activity.payout', {
        amount,
        status: isOneOf(PAYOUT_STATUSES, item.status)
          ? t(`riderCenter.payouts.status.${item.status}`)
          : item.status,
      });
  }
}
