// Cancel a delivery job with a reason (checked with the shared AdminJobCancelSchema here and again
// by the server, whose field message is shown at the field). A job picked up meanwhile (409) or
// gone (404) closes the dialog with the server's word in a toast: the refreshed list shows it.
import { type AdminDeliveryJob, AdminJobCancelSchema } from '@dwa/domain/admin/riders';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ReasonField } from '../../components/ui/reason-field.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useCancelJob } from './use-cancel-job.ts';

type FormValues = z.input<typeof AdminJobCancelSchema>;
const FIELDS = ['reason'] as const;

export function CancelJobDialog({ job, onClose }: { job: AdminDeliveryJob; onClose(): void }) {
  const { t } = useTranslation();
  const cancel = useCancelJob();
  const form = useForm<FormValues>({
    resolver: zodResolver(AdminJobCancelSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ id: job.id, reason });
      notify('success', t('adminRiders.jobs.cancelled', { number: job.number }));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', t('adminRiders.jobs.cancelFailed'), describeError(error, t));
        onClose();
      }
    }
  });

  const failed =
    cancel.error &&
    !(cancel.error instanceof ApiError && [400, 404, 409].includes(cancel.error.status))
      ? `${t('adminRiders.jobs.cancelFailed')} ${describeError(cancel.error, t, FIELDS)}`.trim()
      : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('adminRiders.cancelDialog.title', { number: job.number })}
      closeLabel={t('adminRiders.cancelDialog.close')}
      testId="cancel-job-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">
          {t('adminRiders.cancelDialog.text', {
            pickup: job.pickupLocation,
            dropoff: job.dropoffLocation,
          })}
        </p>
        {failed && <FormAlert tone="error">{failed}</FormAlert>}
        <ReasonField
          texts="adminRiders.cancelDialog"
          field={form.register('reason')}
          error={form.formState.errors.reason}
          pending={cancel.isPending}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
