// Seller registration (spec sections 2, 4, 5, 8): details → "Verify phone" sends a WhatsApp
// code → the code step registers and signs in. The details form stays mounted (hidden) during
// the code step so "Edit details" returns to exactly what was typed.
import type { CodeSent } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { OneTimeCodeStep } from '../../components/one-time-code-step.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { isCodeError } from '../../lib/code-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { joinSentences } from '../../lib/sentences.ts';
import { SellerDetailsFields } from './seller-details-fields.tsx';
import {
  SELLER_DETAIL_FIELDS,
  type SellerDetails,
  SellerDetailsSchema,
} from './seller-details-schema.ts';
import { useSellerRegister } from './use-seller-register.ts';
import { useSendCode } from './use-send-code.ts';

type Problem = 'sendFailed' | 'failed' | 'phoneTaken' | null;

export function SellerRegistrationForm({ onRegistered }: { onRegistered(): void }) {
  const { t } = useTranslation();
  const form = useForm<SellerDetails>({
    resolver: zodResolver(SellerDetailsSchema, undefined, { raw: true }),
    defaultValues: { businessName: '', phone: '', password: '', product: { title: '', price: '' } },
  });
  const sendCode = useSendCode('seller_signup');
  const registration = useSellerRegister();
  const [details, setDetails] = useState<SellerDetails | null>(null);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [problem, setProblem] = useState<{ kind: Problem; detail: string }>({
    kind: null,
    detail: '',
  });

  function fail(kind: Problem, error: unknown) {
    // The phone-taken alert says it all; otherwise the server's reason, unless the form's
    // fields show it.
    const detail = kind === 'phoneTaken' ? '' : describeError(error, t, SELLER_DETAIL_FIELDS);
    setProblem({ kind, detail });
  }

  function showFieldErrors(error: unknown): boolean {
    if (!(error instanceof ApiError) || error.code !== 'validation_failed') return false;
    if (!applyServerFields(error, form.setError, SELLER_DETAIL_FIELDS)) return false;
    setSent(null); // back to the form, where the messages are
    return true;
  }

  const verifyPhone = form.handleSubmit(async (values) => {
    setProblem({ kind: null, detail: '' });
    try {
      const answer = await sendCode.mutateAsync(values.phone);
      setDetails(values);
      setSent(answer);
    } catch (error) {
      if (!showFieldErrors(error)) fail('sendFailed', error);
    }
  });

  async function registerWith(code: string) {
    if (!details) return;
    setProblem({ kind: null, detail: '' });
    try {
      await registration.mutateAsync({ ...details, code });
      onRegistered();
    } catch (error) {
      if (isCodeError(error)) throw error; // the code step says what is wrong
      if (error instanceof ApiError && error.code === 'conflict') fail('phoneTaken', error);
      else {
        showFieldErrors(error);
        fail('failed', error);
      }
    }
  }

  const resend = async () => {
    if (details) setSent(await sendCode.mutateAsync(details.phone));
  };

  return (
    <div className="flex flex-col gap-4">
      {registration.isSuccess && (
        <FormAlert tone="success" testId="registration-success">
          {t('seller.registrationSuccess')}
        </FormAlert>
      )}
      {problem.kind === 'phoneTaken' && (
        <FormAlert tone="error">
          {t('seller.phoneTaken')}{' '}
          <Link to="/seller/login" className="font-semibold underline">
            {t('seller.signInInstead')}
          </Link>
        </FormAlert>
      )}
      {(problem.kind === 'failed' || problem.kind === 'sendFailed') && (
        <FormAlert tone="error">
          {joinSentences(
            t(problem.kind === 'failed' ? 'seller.registrationFailed' : 'otp.sendFailed'),
            problem.detail,
          )}
        </FormAlert>
      )}
      <form onSubmit={verifyPhone} noValidate hidden={!!sent} className="flex flex-col gap-4">
        <SellerDetailsFields form={form} />
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={sendCode.isPending}
        >
          {sendCode.isPending ? t('auth.working') : t('seller.verifyPhone')}
        </button>
      </form>
      {sent && details && (
        <>
          <OneTimeCodeStep
            destination={details.phone}
            sent={sent}
            onVerify={registerWith}
            onResend={resend}
            done={registration.isSuccess}
          />
          {!registration.isSuccess && (
            <button
              type="button"
              className="btn-ghost self-start px-3"
              onClick={() => setSent(null)}
            >
              {t('seller.editDetails')}
            </button>
          )}
        </>
      )}
    </div>
  );
}
