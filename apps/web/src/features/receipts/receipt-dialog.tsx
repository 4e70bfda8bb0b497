// 'Request receipt': a modal dialog (components/ui/dialog.tsx) with the buyer's phone and the
// amount paid; then the receipt, sent to the seller to confirm (decision 038), ready to print. Loaded only when a buyer opens it
// (zod and react-hook-form stay off the product page).

import { pesewasToCedisString } from '@dwa/domain/money';
import { ReceiptRequestSchema } from '@dwa/domain/receipts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import type { z } from 'zod';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { ReceiptView } from './receipt-view.tsx';
import { useCreateReceipt } from './use-create-receipt.ts';

const FormSchema = ReceiptRequestSchema.in.pick({ buyerPhone: true, amount: true });
type FormValues = z.input<typeof FormSchema>;
const FIELDS = ['buyerPhone', 'amount'] as const;

interface Props {
  product: { id: string; pricePesewas: number };
  onClose(): void;
}

export default function ReceiptDialog({ product, onClose }: Props) {
  const { t } = useTranslation();
  const create = useCreateReceipt();
  const form = useForm<FormValues>({
    resolver: zodResolver(FormSchema, undefined, { raw: true }),
    defaultValues: { buyerPhone: '', amount: pesewasToCedisString(product.pricePesewas) },
  });

  const submit = form.handleSubmit((values) =>
    create.mutateAsync({ productId: product.id, ...values }).catch((error: unknown) => {
      if (error instanceof ApiError && error.status === 400) {
        applyServerFields(error, form.setError, FIELDS);
      }
    }),
  );
  const fieldErrorsOnly =
    create.error instanceof ApiError &&
    create.error.status === 400 &&
    Object.keys(create.error.fields).every((f) => (FIELDS as readonly string[]).includes(f));

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('receipt.dialogTitle')}
      closeLabel={t('receipt.close')}
      testId="receipt-dialog"
    >
      <div>
        {create.data ? (
          <div className="flex flex-col gap-4">
            <FormAlert tone="info" testId="receipt-sent">
              {t('receipt.sentToSeller', { seller: create.data.seller.businessName })}
            </FormAlert>
            <ReceiptView receipt={create.data} />
          </div>
        ) : (
          <form onSubmit={submit} noValidate className="flex flex-col gap-4">
            <p className="text-sm text-subtle">{t('receipt.intro')}</p>
            {create.isError && !fieldErrorsOnly && (
              <FormAlert tone="error" testId="receipt-error">
                {t('receipt.failed')}
              </FormAlert>
            )}
            <Field
              label={t('receipt.buyerPhone')}
              hint={t('receipt.phoneHint')}
              error={errorText(t, form.formState.errors.buyerPhone, t('validation.phone'))}
            >
              {(control) => <PhoneInput {...control} {...form.register('buyerPhone')} autoFocus />}
            </Field>
            <Field
              label={t('receipt.amount')}
              error={errorText(t, form.formState.errors.amount, t('validation.price'))}
            >
              {(control) => (
                <input
                  {...control}
                  {...form.register('amount')}
                  inputMode="decimal"
                  className={inputClass}
                />
              )}
            </Field>
            <button
              type="submit"
              className="btn-primary disabled:opacity-50"
              disabled={create.isPending}
            >
              {create.isPending ? t('receipt.generating') : t('receipt.generate')}
            </button>
          </form>
        )}
      </div>
    </Dialog>
  );
}
