// The Delivery Jobs tab: the latest 50 jobs as a table (cards on a phone): pickup and drop-off,
// fee, status, the rider ('Unassigned' when none), the seller ('N/A' when gone), the date, and
// Cancel (with a reason) while no rider has picked the package up.
import { type AdminDeliveryJob, isCancellableJob } from '@dwa/domain/admin/riders';
import type { DeliveryJobStatus } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type BADGE_TONES, Badge } from './badge.tsx';
import { CancelJobDialog } from './cancel-job-dialog.tsx';

const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
const td = 'md:table-cell md:px-3 md:py-2 md:align-middle';

const TONES: Record<DeliveryJobStatus, keyof typeof BADGE_TONES> = {
  requested: 'waiting',
  accepted: 'active',
  picked_up: 'active',
  delivered: 'good',
  completed: 'quiet',
  cancelled: 'bad',
};

export function JobTable({
  items,
  canModerate,
}: {
  items: AdminDeliveryJob[];
  canModerate: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [cancelling, setCancelling] = useState<AdminDeliveryJob | null>(null);
  return (
    <>
      <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
        <thead className="hidden md:table-header-group">
          <tr className="border-line border-b">
            <th className={th}>{t('adminRiders.jobs.columns.job')}</th>
            <th className={th}>{t('adminRiders.jobs.columns.route')}</th>
            <th className={`${th} text-right`}>{t('adminRiders.jobs.columns.fee')}</th>
            <th className={th}>{t('adminRiders.jobs.columns.status')}</th>
            <th className={th}>{t('adminRiders.jobs.columns.people')}</th>
            <th className={th}>{t('adminRiders.jobs.columns.date')}</th>
            <th className={th}>
              <span className="sr-only">{t('adminRiders.jobs.columns.actions')}</span>
            </th>
          </tr>
        </thead>
        <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
          {items.map((job) => (
            <tr
              key={job.id}
              data-testid="admin-job-row"
              data-job-number={job.number}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0"
            >
              <td className={`whitespace-nowrap font-semibold ${td}`}>
                {t('adminRiders.jobs.number', { number: job.number })}
              </td>
              <td className="justify-self-end whitespace-nowrap font-semibold text-brand md:hidden">
                {formatGhs(job.feePesewas)}
              </td>
              <td className={`col-span-2 text-sm ${td}`}>
                <span className="block">
                  {t('adminRiders.jobs.from', { place: job.pickupLocation })}
                </span>
                <span className="block">
                  {t('adminRiders.jobs.to', { place: job.dropoffLocation })}
                </span>
                <span className="block text-subtle text-xs">
                  {t(`enums.serviceZone.${job.zone}`)}
                </span>
              </td>
              <td className={`hidden whitespace-nowrap text-right font-semibold ${td}`}>
                {formatGhs(job.feePesewas)}
              </td>
              <td className={`col-span-2 ${td}`}>
                <Badge tone={TONES[job.status]} testId="admin-job-status">
                  {t(`adminRiders.jobs.status.${job.status}`)}
                </Badge>
                {job.cancelReason && (
                  <span className="mt-1 block text-subtle text-xs">
                    {t('adminRiders.jobs.reason', { reason: job.cancelReason })}
                  </span>
                )}
              </td>
              <td className={`col-span-2 text-sm ${td}`}>
                <span className="block" data-testid="admin-job-rider">
                  {t('adminRiders.jobs.riderLine', {
                    name: job.riderName ?? t('adminRiders.jobs.unassigned'),
                  })}
                </span>
                <span className="block" data-testid="admin-job-seller">
                  {t('adminRiders.jobs.sellerLine', {
                    name: job.sellerName ?? t('adminRiders.jobs.notAvailable'),
                  })}
                </span>
              </td>
              <td className={`self-center text-sm text-subtle ${td}`}>
                {formatDateTime(job.createdAt, i18n.language)}
              </td>
              <td className={`justify-self-end ${td} md:text-right`}>
                {canModerate && isCancellableJob(job.status) && (
                  <button
                    type="button"
                    className="btn-outline min-h-11"
                    aria-label={t('adminRiders.jobs.cancelNamed', { number: job.number })}
                    onClick={() => setCancelling(job)}
                  >
                    {t('adminRiders.jobs.cancel')}
                  </button>
                )}
              </td>
            </tr>
          ))}
        </tbody>
      </table>
      {cancelling && <CancelJobDialog job={cancelling} onClose={() => setCancelling(null)} />}
    </>
  );
}
