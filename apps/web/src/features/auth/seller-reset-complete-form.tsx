// Password reset, step 2: the code received and a new password (show/hide), with Back to
// step 1. Success says so and moves on to the login (spec: after 0.8 s).
import { ResetCompleteSchema } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect } from 'react';
import { useForm } from 'react-hook-form';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError, applyServerFields, describeError, hasFieldErrors } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type ResetComplete, useSellerResetComplete } from './use-seller-reset-complete.ts';

interface Props {
  phone: string;
  onBack(): void;
  onDone(): void;
}

export function SellerResetCompleteForm({ phone, onBack, onDone }: Props) {
  const { t } = useTranslation();
  const complete = useSellerResetComplete();
  const form = useForm<ResetComplete>({
    resolver: zodResolver(ResetCompleteSchema, undefined, { raw: true }),
    defaultValues: { phone, code: '', newPassword: '' },
  });
  const { errors } = form.formState;
  // The step replaces the phone form: put the user where the code goes.
  useEffect(() => form.setFocus('code'), [form]);
  const submit = form.handleSubmit((values) =>
    complete.mutateAsync(values).then(onDone, (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, ['code', 'newPassword']);
      }
    }),
  );
  const failure = complete.error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {complete.isSuccess && <FormAlert tone="success">{t('seller.resetDone')}</FormAlert>}
      {failure && !hasFieldErrors(failure) && (
        <FormAlert tone="error">
          {failure instanceof ApiError &&
          ['invalid_code', 'too_many_attempts', 'validation_failed'].includes(failure.code)
            ? t('seller.resetFailed')
            : failure instanceof ApiError && failure.code === 'locked'
              ? t('otp.locked')
              : describeError(failure, t) || t('seller.resetFailed')}
        </FormAlert>
      )}
      <Field label={t('seller.resetCodeLabel')} error={errorText(t, errors.code)}>
        {(control) => (
          <input
            {...control}
            {...form.register('code', {
              setValueAs: (v: string) => v.replace(/\D/g, '').slice(0, 6),
            })}
            inputMode="numeric"
            autoComplete="one-time-code"
            maxLength={6}
            className={`${inputClass} max-w-48 font-mono tracking-widest`}
          />
        )}
      </Field>
      <Field
        label={t('seller.newPassword')}
        hint={t('seller.passwordHint')}
        error={errorText(t, errors.newPassword)}
      >
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('newPassword')}
            autoComplete="new-password"
          />
        )}
      </Field>
      <div className="flex flex-wrap gap-2">
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={complete.isPending || complete.isSuccess}
        >
          {complete.isPending ? t('auth.working') : t('seller.updatePassword')}
        </button>
        <button type="button" className="btn-outline" onClick={onBack}>
          {t('auth.back')}
        </button>
      </div>
    </form>
  );
}
