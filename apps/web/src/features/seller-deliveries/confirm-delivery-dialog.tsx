// Confirm a delivered job: it completes and the rider is paid. The seller may rate the rider on
// the way (1–5 stars, or none). The spec's toast on success: 'Job completed!' with 'Payment will
// be processed shortly'. A job completed meanwhile (by itself after 24 h: 409) closes the dialog
// with the server's word on it.
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useConfirmDelivery } from './use-confirm-delivery.ts';

const STARS = [1, 2, 3, 4, 5] as const;

export default function ConfirmDeliveryDialog({
  delivery,
  onClose,
}: {
  delivery: SellerDelivery;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmDelivery();
  const [rating, setRating] = useState<number | null>(null);
  const [failed, setFailed] = useState<string | null>(null);

  async function submit(event: React.FormEvent) {
    event.preventDefault();
    setFailed(null);
    try {
      await confirm.mutateAsync({ id: delivery.id, rating });
      notify(
        'success',
        t('sellerDeliveries.completed'),
        t('sellerDeliveries.completedDescription'),
      );
      onClose();
    } catch (error) {
      const text = describeError(error, t);
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', t('sellerDeliveries.confirmFailed'), text);
        onClose();
        return;
      }
      setFailed(`${t('sellerDeliveries.confirmFailed')} ${text}`.trim());
    }
  }

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sellerDeliveries.confirmDialog.title')}
      closeLabel={t('sellerDeliveries.confirmDialog.close')}
      testId="confirm-delivery-dialog"
    >
      <form onSubmit={(e) => void submit(e)} noValidate className="flex flex-col gap-4">
        <p className="text-sm">
          {t('sellerDeliveries.confirmDialog.text', {
            number: delivery.number,
            name: delivery.recipientName,
          })}
        </p>
        {failed && (
          <FormAlert tone="error" testId="confirm-delivery-error">
            {failed}
          </FormAlert>
        )}
        <fieldset className="flex flex-col gap-2">
          <legend className="mb-1 font-medium text-sm">
            {t('sellerDeliveries.confirmDialog.rating')}
          </legend>
          <div className="flex flex-wrap items-center gap-1">
            {STARS.map((n) => (
              <label
                key={n}
                className={`relative flex size-11 cursor-pointer items-center justify-center rounded-lg text-3xl leading-none has-focus-visible:outline-3 has-focus-visible:outline-gold ${rating !== null && n <= rating ? 'text-gold' : 'text-line'}`}
              >
                <input
                  type="radio"
                  name="rating"
                  value={n}
                  checked={rating === n}
                  onChange={() => setRating(n)}
                  className="absolute inset-0 cursor-pointer appearance-none opacity-0"
                  aria-label={t('sellerDeliveries.confirmDialog.stars', { count: n })}
                />
                <span aria-hidden="true">★</span>
              </label>
            ))}
            <label className="ml-2 flex min-h-11 cursor-pointer items-center gap-2 text-sm">
              <input
                type="radio"
                name="rating"
                value=""
                checked={rating === null}
                onChange={() => setRating(null)}
                className="size-4 accent-brand"
              />
              {t('sellerDeliveries.confirmDialog.noRating')}
            </label>
          </div>
        </fieldset>
        <FormActions
          back={t('sellerDeliveries.confirmDialog.cancel')}
          onBack={onClose}
          submitLabel={t('sellerDeliveries.confirmDialog.submit')}
          pendingLabel={t('sellerDeliveries.confirmDialog.submitting')}
          pending={confirm.isPending}
        />
      </form>
    </Dialog>
  );
}
