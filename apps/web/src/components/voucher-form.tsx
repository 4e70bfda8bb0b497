// Telecel Cash's voucher: the payer generates it on the phone (*110#) and types it into Dwa,
// which sends it on to the provider; the PIN prompt follows. Used by a seller's payment and by
// a buyer's Buy safely order, each with its own endpoint (`submit`).
import { VoucherSchema } from '@dwa/domain/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { ApiError, applyServerFields, describeError } from '../lib/api-error.ts';
import { errorText } from '../lib/form-errors.ts';
import { useTranslation } from '../lib/i18n.ts';
import { Field, inputClass } from './ui/field.tsx';
import { FormAlert } from './ui/form-alert.tsx';

interface Props {
  submit(voucher: string): Promise<unknown>;
  pending: boolean;
  /** The last submit's failure, if it failed. */
  error: unknown;
}

export function VoucherForm({ submit, pending, error }: Props) {
  const { t } = useTranslation();
  const form = useForm<{ voucher: string }>({
    resolver: zodResolver(VoucherSchema, undefined, { raw: true }),
    defaultValues: { voucher: '' },
  });
  const send = form.handleSubmit(async ({ voucher }) => {
    try {
      await submit(voucher.trim());
    } catch (failure) {
      if (failure instanceof ApiError) applyServerFields(failure, form.setError, ['voucher']);
    }
  });
  return (
    <form onSubmit={send} noValidate className="flex flex-col gap-3" data-testid="voucher-form">
      <p className="font-semibold">{t('payments.dialog.voucherTitle')}</p>
      <p className="text-sm">{t('payments.dialog.voucherText')}</p>
      <Field
        label={t('payments.dialog.voucher')}
        error={errorText(t, form.formState.errors.voucher)}
      >
        {(c) => (
          <input
            {...c}
            {...form.register('voucher')}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={inputClass}
          />
        )}
      </Field>
      {error !== null && error !== undefined && (
        <FormAlert tone="error">
          {t('payments.dialog.voucherFailed')} {describeError(error, t, ['voucher'])}
        </FormAlert>
      )}
      <button
        type="submit"
        className="btn-primary self-start disabled:opacity-50"
        disabled={pending}
      >
        {pending ? t('payments.dialog.submittingVoucher') : t('payments.dialog.submitVoucher')}
      </button>
    </form>
  );
}
