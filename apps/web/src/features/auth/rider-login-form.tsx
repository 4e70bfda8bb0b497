// Rider sign-in (spec sections 2, 5): the WhatsApp number, Send (only with a number typed),
// then the one-time-code step.
import type { CodeSent } from '@dwa/domain/auth';
import { type FormEvent, useState } from 'react';
import { OneTimeCodeStep } from '../../components/one-time-code-step.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { isCodeError } from '../../lib/code-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { joinSentences } from '../../lib/sentences.ts';
import { useRiderLogin } from './use-rider-login.ts';
import { useSendCode } from './use-send-code.ts';

export function RiderLoginForm({ onSignedIn }: { onSignedIn(): void }) {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [phoneError, setPhoneError] = useState<string>();
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const sendCode = useSendCode('rider_login');
  const login = useRiderLogin();

  async function send(event?: FormEvent) {
    event?.preventDefault();
    setProblem(null);
    setPhoneError(undefined);
    try {
      setSent(await sendCode.mutateAsync(phone.trim()));
    } catch (error) {
      if (error instanceof ApiError && error.fields.phone) setPhoneError(error.fields.phone);
      else setProblem(joinSentences(t('otp.sendFailed'), describeError(error, t)));
    }
  }

  async function verify(code: string) {
    setProblem(null);
    try {
      await login.mutateAsync({ phone: phone.trim(), code });
      onSignedIn();
    } catch (error) {
      if (isCodeError(error)) throw error;
      setProblem(`${t('seller.loginFailed')} ${describeError(error, t)}`.trim());
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      <form onSubmit={send} noValidate hidden={!!sent} className="flex flex-col gap-4">
        <Field label={t('rider.whatsapp')} error={phoneError}>
          {(c) => (
            <PhoneInput
              {...c}
              name="phone"
              value={phone}
              onChange={(e) => setPhone(e.target.value)}
            />
          )}
        </Field>
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={phone.trim() === '' || sendCode.isPending}
        >
          {sendCode.isPending ? t('auth.working') : t('rider.send')}
        </button>
      </form>
      {sent && (
        <>
          <OneTimeCodeStep
            destination={phone.trim()}
            sent={sent}
            onVerify={verify}
            onResend={() => send()}
            done={login.isSuccess}
          />
          <button type="button" className="btn-ghost self-start px-3" onClick={() => setSent(null)}>
            {t('auth.back')}
          </button>
        </>
      )}
    </div>
  );
}
