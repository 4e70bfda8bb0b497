// The simulator's stand-in for the mobile money prompt on the payer's phone (/pay/:reference):
// "Dwa wants GH₵ 50.00 from 024 ••• 4567 (MTN)", a 4-digit PIN, Approve or Decline, and a test
// outcome a real phone can also give (not enough money). For Telecel Cash the phone first shows
// the voucher the payer types into Dwa; the PIN prompt follows once Dwa has it (the page asks
// again every 2 s). It says plainly that it is Dwa's simulator: no real money moves. After an
// answer it shows the outcome as the server has it.
import { formatGhs } from '@dwa/domain/money';
import { isPaymentWaiting } from '@dwa/domain/payment-machine';
import {
  type SimulatedAnswer,
  SimulatedAnswerSchema,
  type SimulatedPrompt,
} from '@dwa/domain/payments';
import { useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useAnswerPrompt } from './use-payment-prompt.ts';

export function PaymentPrompt({ prompt }: { prompt: SimulatedPrompt }) {
  const { t } = useTranslation();
  const answer = useAnswerPrompt(prompt.reference);
  const [pin, setPin] = useState('');
  const [pinError, setPinError] = useState<string>();
  const [answered, setAnswered] = useState<SimulatedAnswer['answer']>();
  const voucher = prompt.voucher;

  function send(body: SimulatedAnswer) {
    const parsed = SimulatedAnswerSchema.safeParse(body);
    if (!parsed.success) {
      setPinError(errorText(t, parsed.error.issues[0]));
      return;
    }
    setPinError(undefined);
    answer.mutate(body, { onSuccess: () => setAnswered(body.answer) });
  }

  return (
    <div className="mx-auto flex w-full max-w-sm flex-col gap-4" data-testid="payment-prompt">
      <FormAlert tone="info" testId="simulator-note">
        {t('payments.prompt.simulator')}
      </FormAlert>
      <div className="flex flex-col gap-4 rounded-[2rem] border-8 border-ink/80 bg-surface p-5 shadow-lg">
        <h1 className="font-bold text-xl" data-testid="prompt-asks">
          {t('payments.prompt.asks', {
            merchant: prompt.merchant,
            amount: formatGhs(prompt.amountPesewas),
            phone: prompt.phone,
            network: t(`enums.momoNetwork.${prompt.network}`),
          })}
        </h1>
        {!isPaymentWaiting(prompt.status) || answered ? (
          <p role="status" className="font-semibold" data-testid="prompt-outcome">
            {answered && isPaymentWaiting(prompt.status)
              ? t(`payments.prompt.answered.${answered}`)
              : t(`payments.prompt.status.${prompt.status}`)}
          </p>
        ) : (
          <>
            {voucher && (
              <div className="flex flex-col gap-1" data-testid="prompt-voucher">
                <p className="text-sm">{t('payments.prompt.voucherText')}</p>
                <p className="font-bold font-mono text-3xl tracking-widest">{voucher}</p>
                <p role="status" className="text-sm text-subtle">
                  {t('payments.prompt.voucherWaiting')}
                </p>
              </div>
            )}
            {!voucher && (
              <PinAnswers
                pin={pin}
                setPin={setPin}
                pinError={pinError}
                send={send}
                busy={answer.isPending}
              />
            )}
          </>
        )}
        {answer.isError && (
          <FormAlert tone="error">
            {t('payments.prompt.answerFailed')} {describeError(answer.error, t)}
          </FormAlert>
        )}
      </div>
    </div>
  );
}

/** The network's PIN prompt: Approve with the PIN, Decline, or a test outcome. */
function PinAnswers({
  pin,
  setPin,
  pinError,
  send,
  busy,
}: {
  pin: string;
  setPin: (pin: string) => void;
  pinError: string | undefined;
  send: (answer: SimulatedAnswer) => void;
  busy: boolean;
}) {
  const { t } = useTranslation();
  return (
    <>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
          send({ answer: 'approve', pin });
        }}
      >
        <Field
          label={t('payments.prompt.pin')}
          hint={t('payments.prompt.pinHint')}
          error={pinError}
        >
          {(c) => (
            <input
              {...c}
              type="password"
              inputMode="numeric"
              autoComplete="off"
              maxLength={4}
              value={pin}
              onChange={(event) => setPin(event.currentTarget.value)}
              className={`${inputClass} font-mono tracking-[0.5em]`}
            />
          )}
        </Field>
        <button type="submit" className="btn-primary disabled:opacity-50" disabled={busy}>
          {busy ? t('payments.prompt.sending') : t('payments.prompt.approve')}
        </button>
      </form>
      <button
        type="button"
        className="btn-outline disabled:opacity-50"
        disabled={busy}
        onClick={() => send({ answer: 'decline' })}
      >
        {t('payments.prompt.decline')}
      </button>
      <p className="flex flex-wrap items-center gap-x-2 text-sm text-subtle">
        {t('payments.prompt.testOutcomes')}
        <button
          type="button"
          className="inline-flex min-h-11 items-center underline disabled:opacity-50"
          disabled={busy}
          onClick={() => send({ answer: 'insufficient_funds' })}
        >
          {t('payments.prompt.insufficientFunds')}
        </button>
      </p>
    </>
  );
}
