// The shop's WhatsApp number: shown read-only with a Change button. Changing it: the new number
// → Send code (WhatsApp to the new number) → the shared one-time-code step → the shop uses the
// new number from then on (the same session stays signed in).
import type { CodeSent } from '@dwa/domain/auth';
import { formatPhoneDisplay, normalizeGhanaPhone } from '@dwa/domain/phone';
import { PhoneChangeCodeSchema, type SellerProfile } from '@dwa/domain/seller-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { OneTimeCodeStep } from '../../components/one-time-code-step.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { isCodeError } from '../../lib/code-errors.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { joinSentences } from '../../lib/sentences.ts';
import { notify } from '../../lib/toast.ts';
import { useChangePhone } from './use-change-phone.ts';
import { useSendPhoneCode } from './use-send-phone-code.ts';

type Step = { kind: 'show' } | { kind: 'number' } | { kind: 'code'; phone: string; sent: CodeSent };

export function PhoneCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const [step, setStep] = useState<Step>({ kind: 'show' });
  const [failure, setFailure] = useState<string | null>(null);
  const sendCode = useSendPhoneCode();
  const change = useChangePhone();
  const form = useForm<{ phone: string }>({
    resolver: zodResolver(PhoneChangeCodeSchema, undefined, { raw: true }),
    defaultValues: { phone: '' },
  });

  // Opening the number form puts the cursor in it (not on page load: no autofocus there).
  useEffect(() => {
    if (step.kind === 'number') form.setFocus('phone');
  }, [step.kind, form]);

  /** A refusal about the number goes on the field (and back to it); anything else above. */
  function showError(error: unknown, fallback: string) {
    const onNumber = error instanceof ApiError ? error.fields.phone : undefined;
    if (onNumber) {
      setStep({ kind: 'number' });
      form.setError('phone', { type: 'server', message: onNumber }, { shouldFocus: true });
      return;
    }
    setFailure(joinSentences(fallback, describeError(error, t, ['phone'])));
  }

  const send = form.handleSubmit(async ({ phone }) => {
    setFailure(null);
    try {
      const sent = await sendCode.mutateAsync(phone);
      setStep({ kind: 'code', phone: normalizeGhanaPhone(phone) ?? phone, sent });
    } catch (error) {
      showError(error, t('otp.sendFailed'));
    }
  });

  async function verify(code: string) {
    if (step.kind !== 'code') return;
    setFailure(null);
    try {
      const profile = await change.mutateAsync({ phone: step.phone, code });
      setStep({ kind: 'show' });
      form.reset();
      notify(
        'success',
        t('sellerProfile.phone.changed', { phone: formatPhoneDisplay(profile.whatsappNumber) }),
      );
    } catch (error) {
      if (isCodeError(error)) throw error; // the code step says what is wrong
      showError(error, t('sellerProfile.updateFailed'));
    }
  }

  async function resend() {
    if (step.kind !== 'code') return;
    const sent = await sendCode.mutateAsync(step.phone);
    setStep({ ...step, sent });
  }

  function cancel() {
    setStep({ kind: 'show' });
    setFailure(null);
    form.reset();
  }

  return (
    <TitledCard level={3} title={t('sellerProfile.phone.title')} testId="phone-card">
      <div className="flex flex-wrap items-center justify-between gap-3">
        <div>
          <p className="font-mono text-lg" data-testid="current-whatsapp">
            {formatPhoneDisplay(profile.whatsappNumber)}
          </p>
          <p className="text-sm text-subtle">{t('sellerProfile.phone.current')}</p>
        </div>
        {step.kind === 'show' && (
          <button type="button" className="btn-outline" onClick={() => setStep({ kind: 'number' })}>
            {t('sellerProfile.phone.change')}
          </button>
        )}
      </div>
      {failure && <FormAlert tone="error">{failure}</FormAlert>}
      {step.kind === 'number' && (
        <form onSubmit={send} noValidate className="flex flex-col gap-3">
          <Field
            label={t('sellerProfile.phone.newNumber')}
            hint={t('sellerProfile.phone.newHint')}
            error={errorText(t, form.formState.errors.phone)}
          >
            {(c) => <PhoneInput {...c} {...form.register('phone')} />}
          </Field>
          <div className="flex flex-wrap gap-2">
            <button
              type="submit"
              className="btn-primary disabled:opacity-50"
              disabled={sendCode.isPending}
            >
              {sendCode.isPending
                ? t('sellerProfile.phone.sending')
                : t('sellerProfile.phone.sendCode')}
            </button>
            <button type="button" className="btn-ghost px-3" onClick={cancel}>
              {t('sellerProfile.phone.cancel')}
            </button>
          </div>
        </form>
      )}
      {step.kind === 'code' && (
        <>
          <OneTimeCodeStep
            destination={formatPhoneDisplay(step.phone)}
            sent={step.sent}
            onVerify={verify}
            onResend={resend}
          />
          <button type="button" className="btn-ghost self-start px-3" onClick={cancel}>
            {t('sellerProfile.phone.cancel')}
          </button>
        </>
      )}
    </TitledCard>
  );
}
