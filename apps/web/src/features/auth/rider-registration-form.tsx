// Rider registration (spec sections 2, 5, 8): details → "Continue" sends a WhatsApp code →
// the code step registers, signs in and says 'Registration Successful!'.
import { type CodeSent, type RiderRegistration, RiderRegistrationSchema } from '@dwa/domain/auth';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link } from 'react-router';
import { OneTimeCodeStep } from '../../components/one-time-code-step.tsx';
import { RiderDetailsFields } from '../../components/rider-details-fields.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { isCodeError } from '../../lib/code-errors.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { joinSentences } from '../../lib/sentences.ts';
import { notify } from '../../lib/toast.ts';
import { useRiderRegister } from './use-rider-register.ts';
import { useSendCode } from './use-send-code.ts';

type RiderDetails = Omit<RiderRegistration, 'code'>;

const DetailsSchema = RiderRegistrationSchema.omit({ code: true });
const FIELDS = ['name', 'phone', 'baseLocation', 'vehicleType', 'serviceZones', 'languages'];

export function RiderRegistrationForm({ onRegistered }: { onRegistered(): void }) {
  const { t } = useTranslation();
  const form = useForm<RiderDetails>({
    resolver: zodResolver(DetailsSchema, undefined, { raw: true }),
    defaultValues: { name: '', phone: '', baseLocation: '', serviceZones: [], languages: [] },
  });
  const sendCode = useSendCode('rider_signup');
  const registration = useRiderRegister();
  const [details, setDetails] = useState<RiderDetails | null>(null);
  const [sent, setSent] = useState<CodeSent | null>(null);
  const [problem, setProblem] = useState<string | null>(null);
  const [phoneTaken, setPhoneTaken] = useState(false);

  const fieldErrors = (error: unknown) =>
    error instanceof ApiError &&
    error.code === 'validation_failed' &&
    applyServerFields(error, form.setError, FIELDS);

  const next = form.handleSubmit(async (values) => {
    setProblem(null);
    try {
      setSent(await sendCode.mutateAsync(values.phone));
      setDetails(values);
    } catch (error) {
      if (!fieldErrors(error)) {
        setProblem(joinSentences(t('otp.sendFailed'), describeError(error, t, FIELDS)));
      }
    }
  });

  async function registerWith(code: string) {
    if (!details) return;
    setProblem(null);
    try {
      await registration.mutateAsync({ ...details, code });
      notify('success', t('rider.registerSuccess'));
      onRegistered();
    } catch (error) {
      if (isCodeError(error)) throw error;
      const taken = error instanceof ApiError && error.code === 'conflict';
      setPhoneTaken(taken);
      const message = taken ? t('rider.phoneTaken') : describeError(error, t, FIELDS);
      notify('error', `${t('rider.registerFailed')}${message ? `: ${message}` : ''}`);
      if (fieldErrors(error)) setSent(null);
    }
  }

  return (
    <div className="flex flex-col gap-4">
      {problem && <FormAlert tone="error">{problem}</FormAlert>}
      {phoneTaken && (
        <FormAlert tone="error">
          {t('rider.phoneTaken')}{' '}
          <Link to="/rider/login" className="font-semibold underline">
            {t('rider.loginLink')}
          </Link>
        </FormAlert>
      )}
      <form onSubmit={next} noValidate hidden={!!sent} className="flex flex-col gap-4">
        <RiderDetailsFields
          form={form}
          chooseVehicle
          phoneField={
            <Field label={t('rider.whatsapp')} error={errorText(t, form.formState.errors.phone)}>
              {(c) => <PhoneInput {...c} {...form.register('phone')} />}
            </Field>
          }
        />
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={sendCode.isPending}
        >
          {sendCode.isPending ? t('auth.working') : t('rider.continue')}
        </button>
      </form>
      {sent && details && (
        <>
          <OneTimeCodeStep
            destination={details.phone}
            sent={sent}
            onVerify={registerWith}
            onResend={async () => setSent(await sendCode.mutateAsync(details.phone))}
            done={registration.isSuccess}
          />
          <button type="button" className="btn-ghost self-start px-3" onClick={() => setSent(null)}>
            {t('seller.editDetails')}
          </button>
        </>
      )}
    </div>
  );
}
