// Delete asks first: which product (or how many), that buyers will no longer see them and that
// it cannot be undone. Focus starts on the dialog's close button, so Enter does not delete by
// accident; a failure is said inside the dialog, which stays open for another try.

import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  open: boolean;
  count: number;
  /** The product's title when only one is selected. */
  title: string | undefined;
  pending: boolean;
  /** Why the last try failed. */
  error?: string | null;
  onConfirm(): void;
  onClose(): void;
}

export function DeleteDialog({ open, count, title, pending, error, onConfirm, onClose }: Props) {
  const { t } = useTranslation();
  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('sellerProducts.deleteDialog.title')}
      closeLabel={t('sellerProducts.deleteDialog.cancel')}
      cancelLabel={t('sellerProducts.deleteDialog.cancel')}
      confirmLabel={t('sellerProducts.deleteDialog.confirm')}
      pendingLabel={t('sellerProducts.bulk.working')}
      pending={pending}
      error={error}
      errorTestId="delete-error"
      onConfirm={onConfirm}
      tone="danger"
      testId="delete-dialog"
    >
      <p>
        {count === 1 && title
          ? t('sellerProducts.deleteDialog.textOne', { title })
          : t('sellerProducts.deleteDialog.textMany', { count })}
      </p>
    </ConfirmDialog>
  );
}
