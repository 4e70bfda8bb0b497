// Cancel a delivery job as an admin, with a reason (AdminJobCancelSchema): the shared dialog
// with the admin's texts.
import { type AdminDeliveryJob, AdminJobCancelSchema } from '@dwa/domain/admin/riders';
import { CancelWithReasonDialog } from '../../components/cancel-with-reason-dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useCancelJob } from './use-cancel-job.ts';

export function CancelJobDialog({ job, onClose }: { job: AdminDeliveryJob; onClose(): void }) {
  const { t } = useTranslation();
  const cancel = useCancelJob();
  return (
    <CancelWithReasonDialog
      id={job.id}
      cancel={cancel}
      schema={AdminJobCancelSchema}
      texts="adminRiders.cancelDialog"
      title={t('adminRiders.cancelDialog.title', { number: job.number })}
      text={t('adminRiders.cancelDialog.text', {
        pickup: job.pickupLocation,
        dropoff: job.dropoffLocation,
      })}
      cancelledText={t('adminRiders.jobs.cancelled', { number: job.number })}
      failedText={t('adminRiders.jobs.cancelFailed')}
      onClose={onClose}
      testId="cancel-job-dialog"
    />
  );
}
