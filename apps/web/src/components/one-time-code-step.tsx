// The one-time-code step (spec sections 4, 5, 8): up to 6 digits; Verify only with exactly 6,
// fewer than 5 failed tries and time left on the 10-minute countdown; Resend once the code has
// expired or is spent (or WhatsApp could not deliver it), never sooner than the server's resend
// wait. While the code is valid it asks whether WhatsApp delivered it (lib/code-delivery.ts).
import type { CodeSent } from '@dwa/domain/auth';
import { type FormEvent, useEffect, useId, useRef, useState } from 'react';
import { ApiError } from '../lib/api-error.ts';
import { deliveryNotice, mayResendEarly, useCodeDelivery } from '../lib/code-delivery.ts';
import { isCodeError } from '../lib/code-errors.ts';
import { useTranslation } from '../lib/i18n.ts';
import { joinSentences } from '../lib/sentences.ts';
import { FieldError, inputClass } from './ui/field.tsx';
import { FormAlert } from './ui/form-alert.tsx';

const MAX_FAILURES = 5;

interface Props {
  /** Shown in "we sent a code to …" (a number or the server's masked hint). */
  destination: string;
  /** The latest send; a new object (after Resend) restarts the countdown. */
  sent: CodeSent;
  onVerify(code: string): Promise<unknown>;
  /** Sends a new code; resolves once the parent has the new `sent`. */
  onResend(): Promise<unknown>;
  /** Disables Verify while the screen works on something else (a redirect after success). */
  done?: boolean;
}

const clock = (seconds: number) =>
  `${Math.floor(seconds / 60)}:${String(seconds % 60).padStart(2, '0')}`;

export function OneTimeCodeStep({ destination, sent, onVerify, onResend, done = false }: Props) {
  const { t } = useTranslation();
  const id = useId();
  const inputRef = useRef<HTMLInputElement>(null);
  const [code, setCode] = useState('');
  const [failures, setFailures] = useState(0);
  const [locked, setLocked] = useState(false);
  const [message, setMessage] = useState<string | null>(null);
  const [busy, setBusy] = useState(false);
  const [sentAt, setSentAt] = useState(() => Date.now());
  const [now, setNow] = useState(() => Date.now());

  // A new send: fresh countdown, fresh attempts, focus back on the input.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs on every new send
  useEffect(() => {
    setSentAt(Date.now());
    setNow(Date.now());
    setFailures(0);
    setCode('');
    inputRef.current?.focus();
  }, [sent]);

  useEffect(() => {
    const timer = setInterval(() => setNow(Date.now()), 1000);
    return () => clearInterval(timer);
  }, []);

  const elapsed = Math.floor((now - sentAt) / 1000);
  const remaining = Math.max(0, sent.expiresInSeconds - elapsed);
  const resendWait = Math.max(0, sent.resendInSeconds - elapsed);
  const spent = failures >= MAX_FAILURES;
  // Asked while the code can still be used: WhatsApp may say it could not deliver it.
  const delivery = useCodeDelivery(sent.delivery, remaining > 0 && !done);
  const notice = deliveryNotice(delivery);
  const canVerify = code.length === 6 && !spent && remaining > 0 && !locked && !busy && !done;
  const canResend =
    (remaining === 0 || spent || mayResendEarly(delivery)) &&
    resendWait === 0 &&
    !locked &&
    !busy &&
    !done;

  async function verify(event: FormEvent) {
    event.preventDefault();
    if (!canVerify) return;
    setBusy(true);
    setMessage(null);
    try {
      await onVerify(code);
    } catch (error) {
      if (!isCodeError(error)) return; // the screen shows its own errors
      if (error.code === 'locked') {
        setLocked(true);
        setMessage(t('otp.locked'));
      } else if (error.code === 'too_many_attempts' || failures + 1 >= MAX_FAILURES) {
        setFailures(MAX_FAILURES);
        setMessage(t('otp.tooMany'));
      } else {
        setFailures((f) => f + 1);
        setMessage(t('otp.invalid'));
      }
    } finally {
      setBusy(false);
    }
  }

  async function resend() {
    setBusy(true);
    setMessage(null);
    try {
      await onResend();
    } catch (error) {
      const detail = error instanceof ApiError && error.code !== 'network' ? error.message : '';
      setMessage(joinSentences(t('otp.sendFailed'), detail));
    } finally {
      setBusy(false);
    }
  }

  const statusId = `${id}-status`;
  return (
    <form onSubmit={verify} noValidate className="flex flex-col gap-3" data-testid="otp-step">
      <h2 className="font-semibold text-lg">{t('otp.title')}</h2>
      <p className="text-subtle">{t('otp.sentTo', { phone: destination })}</p>
      <label htmlFor={id} className="font-medium text-sm">
        {t('otp.label')}
      </label>
      <input
        ref={inputRef}
        id={id}
        name="code"
        value={code}
        onChange={(e) => setCode(e.target.value.replace(/\D/g, '').slice(0, 6))}
        inputMode="numeric"
        autoComplete="one-time-code"
        pattern="[0-9]*"
        maxLength={6}
        aria-describedby={statusId}
        aria-invalid={message ? true : undefined}
        className={`${inputClass} max-w-48 text-center font-mono text-xl tracking-[0.4em]`}
      />
      <p id={statusId} className="text-sm text-subtle">
        {remaining > 0 ? t('otp.expiresIn', { time: clock(remaining) }) : t('otp.expired')}
        {failures > 0 &&
          !spent &&
          ` · ${t('otp.attemptsLeft', { count: MAX_FAILURES - failures })}`}
      </p>
      {notice && (
        <FormAlert tone={delivery?.status === 'failed' ? 'error' : 'info'}>
          <span data-testid="otp-delivery">{t(notice)}</span>
        </FormAlert>
      )}
      {message && <FieldError>{message}</FieldError>}
      <div className="flex flex-wrap gap-2">
        <button type="submit" className="btn-primary disabled:opacity-50" disabled={!canVerify}>
          {t('otp.verify')}
        </button>
        <button
          type="button"
          className="btn-outline disabled:opacity-50"
          disabled={!canResend}
          onClick={resend}
        >
          {t('otp.resend')}
        </button>
      </div>
    </form>
  );
}
