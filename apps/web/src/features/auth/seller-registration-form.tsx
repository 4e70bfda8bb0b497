// Seller registration (spec sections 2, 4, 5, 8): details and the first product's photos →
// "Verify phone" sends a WhatsApp code → the code step registers and signs in, in one request
// (multipart when there are photos). The details form stays mounted (hidden) during the code
// step so "Edit details" returns to exactly what was typed and picked. The photo field comes
// from the page (the product form's picker: a feature does not import another).
import type { CodeSent } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { type ReactNode, useState } from 'react';
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

interface Props {
  onRegistered(): void;
  /** The first product's photos, in order (the first is the cover). */
  photos?: readonly File[];
  /** The photo field, disabled while the registration is sent. */
  photoField?: (disabled: boolean) => ReactNode;
  /** The server's message about the photos (undefined clears it). */
  onPhotoError?(message: string | undefined): void;
}

export function SellerRegistrationForm({
  onRegistered,
  photos = [],
  photoField,
  onPhotoError,
}: Props) {
  const { t } = useTranslation();
  const form = useForm<SellerDetails>({
    resolver: zodResolver(SellerDetailsSchema, undefined, { raw: true }),
    defaultValues: { businessName: '', phone: '', password: '', product: { title: '', price: '' } },
  });
  const sendCode = useSendCode('seller_signup');
  const registration = useSellerRegister();
  const [details, setDetails] = useState<SellerDetails | null>(null);
  const [sent, setSent] = useState<CodeSent | null>(null);
  // The server checks the code before the photos: after a refused photo the code is known to be
  // right and still unspent, so the corrected form registers with it instead of asking for a
  // new code (another would have to wait 30 s).
  const [proven, setProven] = useState<{ phone: string; code: string } | null>(null);
  const [problem, setProblem] = useState<{ kind: Problem; detail: string }>({
    kind: null,
    detail: '',
  });

  function fail(kind: Problem, error: unknown) {
    // The phone-taken alert says it all; otherwise the server's reason, unless the form's
    // fields show it.
    const detail =
      kind === 'phoneTaken' ? '' : describeError(error, t, [...SELLER_DETAIL_FIELDS, 'photos']);
    setProblem({ kind, detail });
  }

  function showFieldErrors(error: unknown): boolean {
    if (!(error instanceof ApiError)) return false;
    // A refused photo (not a photo, too large, too many): said at the photo field.
    const photoProblem = error.fields.photos;
    if (photoProblem) onPhotoError?.(photoProblem);
    const onFields =
      error.code === 'validation_failed' &&
      applyServerFields(error, form.setError, SELLER_DETAIL_FIELDS);
    if (!photoProblem && !onFields) return false;
    setSent(null); // back to the form, where the messages are
    return true;
  }

  const verifyPhone = form.handleSubmit(async (values) => {
    setProblem({ kind: null, detail: '' });
    onPhotoError?.(undefined);
    if (proven && proven.phone === values.phone) {
      setDetails(values);
      try {
        await registerWith(proven.code, values);
        return;
      } catch {
        setProven(null); // the code ran out meanwhile: a new one, as usual
      }
    }
    try {
      const answer = await sendCode.mutateAsync(values.phone);
      setDetails(values);
      setSent(answer);
    } catch (error) {
      if (!showFieldErrors(error)) fail('sendFailed', error);
    }
  });

  async function registerWith(code: string, values = details) {
    if (!values) return;
    setProblem({ kind: null, detail: '' });
    try {
      await registration.mutateAsync({ body: { ...values, code }, photos });
      onRegistered();
    } catch (error) {
      if (isCodeError(error)) throw error; // the code step says what is wrong
      if (error instanceof ApiError && error.fields.photos) {
        setProven({ phone: values.phone, code });
      }
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
      <form
        onSubmit={verifyPhone}
        noValidate
        hidden={!!sent || registration.isSuccess}
        className="flex flex-col gap-4"
      >
        <SellerDetailsFields
          form={form}
          photos={photoField?.(sendCode.isPending || registration.isPending)}
        />
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={sendCode.isPending || registration.isPending}
        >
          {sendCode.isPending || registration.isPending
            ? t('auth.working')
            : t('seller.verifyPhone')}
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
