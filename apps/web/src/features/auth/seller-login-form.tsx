// Seller sign-in (spec sections 2, 5, 8): phone and password with a show/hide toggle, links to
// the password reset and to /sell. On success the caller decides where to go.
import { type SellerLogin, SellerLoginSchema } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields, describeError, hasFieldErrors } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSellerLogin } from './use-seller-login.ts';

export function SellerLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const login = useSellerLogin();
  // raw: the server gets what the user typed and normalises the phone itself.
  const form = useForm<SellerLogin>({
    resolver: zodResolver(SellerLoginSchema, undefined, { raw: true }),
    defaultValues: { phone: '', password: '' },
  });
  const { errors } = form.formState;

  const submit = form.handleSubmit((values) =>
    login.mutateAsync(values).then(onSignedIn, (error) => {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, ['phone', 'password']);
      }
    }),
  );

  const failure = login.error;
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4">
      {failure && !hasFieldErrors(failure) && (
        <FormAlert tone="error">
          {failure instanceof ApiError && failure.code === 'invalid_credentials'
            ? t('seller.invalidCredentials')
            : describeError(failure, t) || t('seller.loginFailed')}
        </FormAlert>
      )}
      <Field label={t('labels.phoneNumber')} error={errorText(t, errors.phone)}>
        {(control) => <PhoneInput {...control} {...form.register('phone')} />}
      </Field>
      <Field label={t('auth.password')} error={errorText(t, errors.password)}>
        {(control) => (
          <PasswordInput
            {...control}
            {...form.register('password')}
            autoComplete="current-password"
          />
        )}
      </Field>
      <Link to="/seller/reset-password" className="self-start text-brand underline">
        {t('seller.forgotPassword')}
      </Link>
      <button type="submit" className="btn-primary disabled:opacity-50" disabled={login.isPending}>
        {login.isPending ? t('auth.working') : t('seller.signIn')}
      </button>
      <p className="text-subtle text-sm">
        {t('seller.newHere')}{' '}
        <Link to="/sell" className="font-semibold text-brand underline">
          {t('seller.startSelling')}
        </Link>
      </p>
    </form>
  );
}
