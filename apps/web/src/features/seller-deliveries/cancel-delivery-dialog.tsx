// Cancel one of the seller's delivery jobs, with a reason (DeliveryCancelSchema): the shared
// dialog with the seller's texts.
import { DeliveryCancelSchema, type SellerDelivery } from '@dwa/domain/deliveries';
import { CancelWithReasonDialog } from '../../components/cancel-with-reason-dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useCancelDelivery } from './use-cancel-delivery.ts';

export default function CancelDeliveryDialog({
  delivery,
  onClose,
}: {
  delivery: SellerDelivery;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const cancel = useCancelDelivery();
  return (
    <CancelWithReasonDialog
      id={delivery.id}
      cancel={cancel}
      schema={DeliveryCancelSchema}
      texts="sellerDeliveries.cancelDialog"
      title={t('sellerDeliveries.cancelDialog.title')}
      text={t('sellerDeliveries.cancelDialog.text', {
        number: delivery.number,
        name: delivery.recipientName,
      })}
      cancelledText={t('sellerDeliveries.cancelled')}
      failedText={t('sellerDeliveries.cancelFailed')}
      onClose={onClose}
      testId="cancel-delivery-dialog"
      errorTestId="cancel-delivery-error"
    />
  );
}
