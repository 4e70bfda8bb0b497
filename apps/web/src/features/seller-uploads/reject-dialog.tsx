// 'Reject' asks first: rejecting is final (spec section 4), so a stray tap must not do it. A modal
// <dialog> traps focus, closes on Escape and returns focus to the button that opened it.
import type { SellerUpload } from '@dwa/domain/seller-uploads';
import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { notify } from '../../lib/toast.ts';
import { useRejectUpload } from './use-upload-actions.ts';

interface Props {
  upload: SellerUpload;
  title: string;
  onClose(): void;
}

export default function RejectDialog({ upload, title, onClose }: Props) {
  const { t } = useTranslation();
  const dialog = useRef<HTMLDialogElement>(null);
  const reject = useRejectUpload();

  useEffect(() => {
    const element = dialog.current;
    if (element && !element.open) element.showModal();
  }, []);

  const confirm = async () => {
    try {
      await reject.mutateAsync(upload.id);
      notify('success', t('sellerUploads.rejected'));
    } catch (error) {
      const decided = error instanceof ApiError && (error.status === 409 || error.status === 404);
      notify(
        'error',
        decided
          ? t('sellerUploads.alreadyDecided')
          : [t('sellerUploads.rejectFailed'), describeError(error, t)].join(' ').trim(),
      );
    }
    dialog.current?.close();
  };

  return (
    <dialog
      ref={dialog}
      onClose={onClose}
      aria-labelledby="reject-dialog-title"
      aria-describedby="reject-dialog-text"
      data-testid="reject-dialog"
      className="m-auto w-[calc(100%-2rem)] max-w-sm rounded-2xl border border-line bg-surface p-4 text-ink backdrop:bg-black/50"
    >
      <h2 id="reject-dialog-title" className="font-bold text-lg">
        {t('sellerUploads.rejectDialog.title')}
      </h2>
      <p id="reject-dialog-text" className="mt-2 text-sm">
        {t('sellerUploads.rejectDialog.text', { title })}
      </p>
      <div className="mt-4 flex flex-col-reverse gap-2 sm:flex-row sm:justify-end">
        {/* First in the dialog, so showModal() focuses the safe choice. */}
        <button type="button" className="btn-outline" onClick={() => dialog.current?.close()}>
          {t('sellerUploads.rejectDialog.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary bg-red-700 text-white disabled:opacity-50 dark:bg-red-300 dark:text-red-950"
          disabled={reject.isPending}
          onClick={confirm}
        >
          {reject.isPending
            ? t('sellerUploads.rejectDialog.rejecting')
            : t('sellerUploads.rejectDialog.confirm')}
        </button>
      </div>
    </dialog>
  );
}
