// Password reset, step 1: the phone number.
import { ResetRequestSchema } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields, describeError, hasFieldErrors } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSellerResetStart } from './use-seller-reset-start.ts';

export function SellerResetRequestForm({
  phone,
  onSent,
}: {
  phone: string;
  onSent(phone: string): void;
}) {
  const { t } = useTranslation();
  const start = useSellerResetStart();
  const form = useForm<{ phone: string }>({
    resolver: zodResolver(ResetRequestSchema, undefined, { raw: true }),
    defaultValues: { phone },
  });
  const submit = form.handleSubmit(({ phone }) =>
    start.mutateAsync(phone).then(
      () => onSent(phone),
      (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') {
          applyServerFields(error, form.setError, ['phone']);
        }
      },
    ),
  );
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {start.error && !hasFieldErrors(start.error) && (
        <FormAlert tone="error">
          {t('seller.resetStartFailed')} {describeError(start.error, t)}
        </FormAlert>
      )}
      <Field label={t('labels.phoneNumber')} error={errorText(t, form.formState.errors.phone)}>
        {(control) => <PhoneInput {...control} {...form.register('phone')} />}
      </Field>
      <button type="submit" className="btn-primary disabled:opacity-50" disabled={start.isPending}>
        {start.isPending ? t('auth.working') : t('seller.sendResetCode')}
      </button>
    </form>
  );
}
