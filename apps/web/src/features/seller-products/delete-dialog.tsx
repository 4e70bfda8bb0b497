// Delete asks first: which product (or how many), that buyers will no longer see them and that
// it cannot be undone. The dialog opens with focus on its close button, so Enter does not
// delete by accident.
import { useTranslation } from 'react-i18next';
import { ModalDialog } from './modal-dialog.tsx';

interface Props {
  open: boolean;
  count: number;
  /** The product's title when only one is selected. */
  title: string | undefined;
  pending: boolean;
  onConfirm(): void;
  onClose(): void;
}

export function DeleteDialog({ open, count, title, pending, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ModalDialog
      open={open}
      onClose={onClose}
      titleId="delete-dialog-title"
      title={t('sellerProducts.deleteDialog.title')}
      closeLabel={t('sellerProducts.deleteDialog.cancel')}
      testId="delete-dialog"
    >
      <p>
        {count === 1 && title
          ? t('sellerProducts.deleteDialog.textOne', { title })
          : t('sellerProducts.deleteDialog.textMany', { count })}
      </p>
      <div className="flex flex-wrap justify-end gap-2">
        <button type="button" className="btn-outline" onClick={onClose}>
          {t('sellerProducts.deleteDialog.cancel')}
        </button>
        <button
          type="button"
          className="btn-primary bg-red-700 text-white disabled:opacity-50 dark:bg-red-300 dark:text-black"
          disabled={pending}
          onClick={onConfirm}
        >
          {pending ? t('sellerProducts.bulk.working') : t('sellerProducts.deleteDialog.confirm')}
        </button>
      </div>
    </ModalDialog>
  );
}
