// Cancel a job, with the reason (checked with the shared DeliveryCancelSchema here and again by
// the server, whose field message is shown at the field). A job picked up meanwhile (409) or gone
// (404) closes the dialog with the server's word on it: the refreshed list shows what happened.
import { DeliveryCancelSchema, type SellerDelivery } from '@dwa/domain/deliveries';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ReasonField } from '../../components/ui/reason-field.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useCancelDelivery } from './use-cancel-delivery.ts';

type FormValues = z.input<typeof DeliveryCancelSchema>;
const FIELDS = ['reason'] as const;

export default function CancelDeliveryDialog({
  delivery,
  onClose,
}: {
  delivery: SellerDelivery;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelDelivery();
  const form = useForm<FormValues>({
    resolver: zodResolver(DeliveryCancelSchema, undefined, { raw: true }),
    defaultValues: { reason: '' },
  });

  const submit = form.handleSubmit(async ({ reason }) => {
    try {
      await cancel.mutateAsync({ id: delivery.id, reason });
      notify('success', t('sellerDeliveries.cancelled'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', t('sellerDeliveries.cancelFailed'), describeError(error, t));
        onClose();
      }
    }
  });

  const failed =
    cancel.error &&
    !(cancel.error instanceof ApiError && [400, 404, 409].includes(cancel.error.status))
      ? `${t('sellerDeliveries.cancelFailed')} ${describeError(cancel.error, t, FIELDS)}`.trim()
      : null;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sellerDeliveries.cancelDialog.title')}
      closeLabel={t('sellerDeliveries.cancelDialog.close')}
      testId="cancel-delivery-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm">
          {t('sellerDeliveries.cancelDialog.text', {
            number: delivery.number,
            name: delivery.recipientName,
          })}
        </p>
        {failed && (
          <FormAlert tone="error" testId="cancel-delivery-error">
            {failed}
          </FormAlert>
        )}
        <ReasonField
          texts="sellerDeliveries.cancelDialog"
          field={form.register('reason')}
          error={form.formState.errors.reason}
          pending={cancel.isPending}
          onBack={onClose}
        />
      </form>
    </Dialog>
  );
}
