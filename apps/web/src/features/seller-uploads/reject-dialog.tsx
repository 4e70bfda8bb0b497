// 'Reject' asks first: rejecting is final (spec section 4), so a stray tap must not do it. Focus
// starts on the dialog's close button; a failure is said inside the dialog. An upload decided
// elsewhere meanwhile (409/404) closes it with a note: the refreshed list shows what happened.
import type { SellerUpload } from '@dwa/domain/seller-uploads';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useRejectUpload } from './use-upload-actions.ts';

interface Props {
  upload: SellerUpload;
  title: string;
  onClose(): void;
}

export default function RejectDialog({ upload, title, onClose }: Props) {
  const { t } = useTranslation();
  const reject = useRejectUpload();

  const confirm = async () => {
    try {
      await reject.mutateAsync(upload.id);
      notify('success', t('sellerUploads.rejected'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', t('sellerUploads.alreadyDecided'));
        onClose();
      }
    }
  };

  const failed =
    reject.error && !(reject.error instanceof ApiError && [404, 409].includes(reject.error.status))
      ? `${t('sellerUploads.rejectFailed')} ${describeError(reject.error, t)}`.trim()
      : null;
  return (
    <ConfirmDialog
      open
      onClose={onClose}
      title={t('sellerUploads.rejectDialog.title')}
      // Not 'Keep it' twice: the × is the dialog's Close, the answer is the Cancel button.
      closeLabel={t('sellerUploads.publishDialog.close')}
      cancelLabel={t('sellerUploads.rejectDialog.cancel')}
      confirmLabel={t('sellerUploads.rejectDialog.confirm')}
      pendingLabel={t('sellerUploads.rejectDialog.rejecting')}
      pending={reject.isPending}
      error={failed}
      errorTestId="reject-error"
      onConfirm={() => void confirm()}
      tone="danger"
      size="sm"
      testId="reject-dialog"
    >
      <p className="text-sm">{t('sellerUploads.rejectDialog.text', { title })}</p>
    </ConfirmDialog>
  );
}
