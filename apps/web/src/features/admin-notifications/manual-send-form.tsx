// Send Manual: a number with its country code and a message; Send stays disabled until both are
// filled. Send opens the wa.me link with the text for the admin (the spec's Send; opened in the
// press itself, so no popup blocker stops it) and the server queues it through the outbox (inside
// WhatsApp's 24-hour window) and logs it; the answer, or the server's refusal, shows under the
// form with the link again.
import type { ManualNotificationResult } from '@dwa/domain/notifications';
import { buildWaMeLink, normalizeGhanaPhone } from '@dwa/domain/phone';
import { useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { describeError, toApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSendManual } from './use-send-manual.ts';

export function ManualSendForm() {
  const { t } = useTranslation();
  const [phone, setPhone] = useState('');
  const [message, setMessage] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [result, setResult] = useState<(ManualNotificationResult & { to: string }) | null>(null);
  const send = useSendManual();
  const fields = send.error ? toApiError(send.error).fields : {};
  const failure = send.error ? describeError(send.error, t, ['phone', 'message']) : '';
  const filled = phone.trim() !== '' && message.trim() !== '';
  // Outside the window the admin writes from their own WhatsApp: the link is offered then too.
  const number = normalizeGhanaPhone(phone);
  const fallbackLink = send.error && number ? buildWaMeLink(number, message.trim()) : null;

  return (
    <form
      className="flex max-w-xl flex-col gap-3"
      noValidate
      onSubmit={(e) => {
        e.preventDefault();
        if (!filled) return;
        // A number the server would refuse opens nothing: its field message says why.
        if (number) window.open(buildWaMeLink(number, message.trim()), '_blank', 'noopener');
        setResult(null);
        send.mutate(
          { phone, message, requestId },
          {
            onSuccess: (answer) => {
              setResult({ ...answer, to: number ?? phone });
              setRequestId(crypto.randomUUID());
              setMessage('');
            },
          },
        );
      }}
    >
      <p className="text-sm text-subtle">{t('adminNotifications.manual.intro')}</p>
      <Field
        label={t('adminNotifications.manual.phoneLabel')}
        hint={t('adminNotifications.manual.phoneHint')}
        error={fields.phone}
      >
        {(control) => (
          <input
            {...control}
            type="tel"
            inputMode="tel"
            autoComplete="tel"
            className={inputClass}
            value={phone}
            maxLength={30}
            onChange={(e) => setPhone(e.target.value)}
            data-testid="manual-phone"
          />
        )}
      </Field>
      <Field label={t('adminNotifications.manual.messageLabel')} error={fields.message}>
        {(control) => (
          <textarea
            {...control}
            className={`${inputClass} min-h-32 py-2`}
            value={message}
            maxLength={4096}
            onChange={(e) => setMessage(e.target.value)}
            data-testid="manual-message"
          />
        )}
      </Field>
      {failure && (
        <FormAlert tone="error" testId="manual-error">
          {t('adminNotifications.manual.error')}: {failure}
          {fallbackLink && (
            <>
              {' '}
              <a
                href={fallbackLink}
                target="_blank"
                rel="noopener noreferrer"
                className="font-semibold underline"
              >
                {t('adminNotifications.manual.openWhatsApp')}
              </a>
            </>
          )}
        </FormAlert>
      )}
      {result && (
        <FormAlert tone={result.status === 'failed' ? 'error' : 'success'} testId="manual-result">
          {result.status === 'queued' && t('adminNotifications.manual.sent', { to: result.to })}
          {result.status === 'duplicate' && t('adminNotifications.manual.duplicate')}
          {result.status === 'failed' && t('adminNotifications.manual.failed')}{' '}
          <a
            href={result.whatsappLink}
            target="_blank"
            rel="noopener noreferrer"
            className="font-semibold underline"
          >
            {t('adminNotifications.manual.openWhatsApp')}
          </a>
        </FormAlert>
      )}
      <div className="flex justify-end">
        <button
          type="submit"
          className="btn-primary disabled:opacity-50"
          disabled={!filled || send.isPending}
          data-testid="manual-send"
        >
          {send.isPending
            ? t('adminNotifications.manual.sending')
            : t('adminNotifications.manual.send')}
        </button>
      </div>
    </form>
  );
}
