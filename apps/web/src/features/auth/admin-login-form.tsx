// Admin sign-in (spec sections 2, 5, 8): email (trimmed, lowercased) and password; when the
// server asks for it, a WhatsApp code step. Resend repeats the password step, which sends a
// fresh code.
import {
  AdminLoginSchema,
  CODE_RESEND_COOLDOWN_SECONDS,
  CODE_TTL_SECONDS,
  type CodeSent,
} from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { OneTimeCodeStep } from '../../components/one-time-code-step.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { isCodeError } from '../../lib/code-errors.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAdminLogin } from './use-admin-login.ts';
import { useAdminVerify } from './use-admin-verify.ts';

type Credentials = { email: string; password: string };
const codeSent = (): CodeSent => ({
  sent: true,
  expiresInSeconds: CODE_TTL_SECONDS,
  resendInSeconds: CODE_RESEND_COOLDOWN_SECONDS,
});

export function AdminLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const login = useAdminLogin();
  const verify = useAdminVerify();
  // Parsed (not raw): the email is sent trimmed and lowercased.
  const form = useForm<Credentials, unknown, Credentials>({
    resolver: zodResolver(AdminLoginSchema),
    defaultValues: { email: '', password: '' },
  });
  const [step, setStep] = useState<{ hint: string; sent: CodeSent; credentials: Credentials }>();
  const [problem, setProblem] = useState<string | null>(null);

  async function signIn(credentials: Credentials) {
    const answer = await login.mutateAsync(credentials);
    if ('user' in answer) onSignedIn();
    else setStep({ hint: answer.phoneHint, sent: codeSent(), credentials });
  }

  const submit = form.handleSubmit((credentials) => {
    setProblem(null);
    return signIn(credentials).catch((error) => {
      const invalid = error instanceof ApiError && error.code === 'invalid_credentials';
      setProblem(
        invalid ? t('admin.invalidCredentials') : describeError(error, t) || t('admin.loginFailed'),
      );
    });
  });

  async function checkCode(code: string) {
    setProblem(null);
    try {
      await verify.mutateAsync(code);
      onSignedIn();
    } catch (error) {
      if (isCodeError(error)) throw error;
      setProblem(describeError(error, t) || t('admin.loginFailed'));
    }
  }

  const { errors } = form.formState;
  return (
    <div className="flex flex-col gap-4">
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <form onSubmit={submit} noValidate hidden={!!step} className="flex flex-col gap-4">
        <Field label={t('admin.email')} error={errorText(t, errors.email)}>
          {(c) => (
            <input
              {...c}
              {...form.register('email')}
              type="email"
              autoComplete="username"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('auth.password')} error={errorText(t, errors.password)}>
          {(c) => (
            <PasswordInput {...c} {...form.register('password')} autoComplete="current-password" />
          )}
        </Field>
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={login.isPending}
        >
          {login.isPending ? t('auth.working') : t('admin.signIn')}
        </button>
      </form>
      {step && (
        <OneTimeCodeStep
          destination={step.hint}
          sent={step.sent}
          onVerify={checkCode}
          onResend={() => signIn(step.credentials)}
          done={verify.isSuccess}
        />
      )}
    </div>
  );
}
