// Forced (or voluntary) admin password change (spec sections 2, 5, 8): current, new and
// confirmation; success says 'Password changed successfully! Redirecting...' and the caller
// moves on after 2 s.
import { AdminChangePasswordSchema } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError, applyServerFields, describeError, hasFieldErrors } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type AdminPasswordChange, useAdminChangePassword } from './use-admin-change-password.ts';

const FIELDS = ['currentPassword', 'newPassword', 'confirmPassword'] as const;

export function AdminChangePasswordForm({ onChanged }: { onChanged(): void }) {
  const { t } = useTranslation();
  const change = useAdminChangePassword();
  const form = useForm<AdminPasswordChange>({
    resolver: zodResolver(AdminChangePasswordSchema, undefined, { raw: true }),
    defaultValues: { currentPassword: '', newPassword: '', confirmPassword: '' },
  });
  const submit = form.handleSubmit((values) =>
    change.mutateAsync(values).then(onChanged, (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }),
  );
  const { errors } = form.formState;
  const failure = change.error;
  const labels = {
    currentPassword: t('admin.currentPassword'),
    newPassword: t('admin.newPassword'),
    confirmPassword: t('admin.confirmPassword'),
  };
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {change.isSuccess && <FormAlert tone="success">{t('admin.changed')}</FormAlert>}
      {failure && !hasFieldErrors(failure) && (
        <FormAlert tone="error">{describeError(failure, t) || t('admin.changeFailed')}</FormAlert>
      )}
      {FIELDS.map((name) => (
        <Field
          key={name}
          label={labels[name]}
          hint={name === 'newPassword' ? t('admin.changeIntro') : undefined}
          error={errorText(t, errors[name])}
        >
          {(c) => (
            <PasswordInput
              {...c}
              {...form.register(name)}
              autoComplete={name === 'currentPassword' ? 'current-password' : 'new-password'}
            />
          )}
        </Field>
      ))}
      <button
        type="submit"
        className="btn-primary disabled:opacity-50"
        disabled={change.isPending || change.isSuccess}
      >
        {change.isPending ? t('auth.working') : t('admin.change')}
      </button>
    </form>
  );
}
