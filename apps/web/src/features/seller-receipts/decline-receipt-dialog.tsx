// 'Decline' asks first: the answer is final and the buyer's receipt will say so. A receipt
// answered elsewhere meanwhile (409/404) closes the dialog with a note: the refreshed list shows
// what happened.
import type { SellerReceipt } from '@dwa/domain/receipts';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useDeclineReceipt } from './use-answer-receipt.ts';

const isStale = (error: unknown) =>
  error instanceof ApiError && (error.status === 409 || error.status === 404);

export default function DeclineReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: SellerReceipt;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const decline = useDeclineReceipt();

  const confirm = async () => {
    try {
      await decline.mutateAsync(receipt);
      notify('success', t('sellerReceipts.declined'));
      onClose();
    } catch (error) {
      if (isStale(error)) {
        notify('error', t('sellerReceipts.alreadyAnswered'));
        onClose();
      }
    }
  };

  const failed =
    decline.error && !isStale(decline.error)
      ? `${t('sellerReceipts.declineFailed')} ${describeError(decline.error, t)}`.trim()
      : null;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('sellerReceipts.declineDialog.title')}
      closeLabel={t('sellerReceipts.confirmDialog.close')}
      cancelLabel={t('sellerReceipts.declineDialog.cancel')}
      confirmLabel={t('sellerReceipts.declineDialog.confirm')}
      pendingLabel={t('sellerReceipts.declineDialog.declining')}
      pending={decline.isPending}
      error={failed}
      errorTestId="decline-error"
      onConfirm={() => void confirm()}
      tone="danger"
      size="sm"
      testId="decline-receipt-dialog"
    >
      <p className="text-sm">
        {t('sellerReceipts.declineDialog.text', {
          number: receipt.number,
          title: receipt.productTitle,
        })}
      </p>
    </ConfirmDialog>
  );
}
