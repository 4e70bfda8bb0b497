// 'Confirm': the amount starts as the buyer typed it, for the seller to correct to what was
// received (checked with the shared schema here and again by the server, whose field errors are
// shown at the field). A receipt answered elsewhere meanwhile (409/404) closes with a note.
import { pesewasToCedisString } from '@dwa/domain/money';
import { ConfirmReceiptSchema, type SellerReceipt } from '@dwa/domain/receipts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useConfirmReceipt } from './use-answer-receipt.ts';

type FormValues = z.input<typeof ConfirmReceiptSchema>;
const FIELDS = ['amount'] as const;

export default function ConfirmReceiptDialog({
  receipt,
  onClose,
}: {
  receipt: SellerReceipt;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const confirm = useConfirmReceipt();
  const form = useForm<FormValues>({
    resolver: zodResolver(ConfirmReceiptSchema, undefined, { raw: true }),
    defaultValues: { amount: pesewasToCedisString(receipt.amountPesewas) },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await confirm.mutateAsync({ receipt, input: values });
      notify('success', t('sellerReceipts.confirmed'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        notify('error', t('sellerReceipts.alreadyAnswered'));
        onClose();
        return;
      }
      notify(
        'error',
        [t('sellerReceipts.confirmFailed'), describeError(error, t, FIELDS)].join(' ').trim(),
      );
    }
  });

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sellerReceipts.confirmDialog.title')}
      closeLabel={t('sellerReceipts.confirmDialog.close')}
      testId="confirm-receipt-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-subtle">{t('sellerReceipts.confirmDialog.intro')}</p>
        <p className="text-sm">
          <span className="font-mono">{receipt.number}</span> · {receipt.productTitle}
        </p>
        <Field
          label={t('sellerReceipts.confirmDialog.amount')}
          hint={t('sellerReceipts.confirmDialog.amountHint')}
          error={errorText(t, form.formState.errors.amount, t('validation.price'))}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('amount')}
              inputMode="decimal"
              autoFocus
              className={inputClass}
            />
          )}
        </Field>
        <FormActions
          back={t('sellerReceipts.confirmDialog.cancel')}
          onBack={onClose}
          submitLabel={t('sellerReceipts.confirmDialog.submit')}
          pendingLabel={t('sellerReceipts.confirmDialog.submitting')}
          pending={confirm.isPending}
        />
      </form>
    </Dialog>
  );
}
