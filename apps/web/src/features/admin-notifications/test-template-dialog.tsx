// Test WhatsApp: sends the template with sample values to the admin's own number (or the one
// typed here) through the outbox, and says what happened, with a link to the Outbox.

import type { NotificationTemplate, TemplateTestResult } from '@dwa/domain/notifications';
import { PAGE_PATHS } from '@dwa/domain/pages';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { useState } from 'react';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { describeError, toApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useTestTemplate } from './use-test-template.ts';

interface Props {
  open: boolean;
  onClose(): void;
  template: NotificationTemplate;
  event: string;
  language: string;
}

export function TestTemplateDialog({ open, onClose, template, event, language }: Props) {
  const { t } = useTranslation();
  const [to, setTo] = useState('');
  const [requestId, setRequestId] = useState(() => crypto.randomUUID());
  const [result, setResult] = useState<TemplateTestResult | null>(null);
  const test = useTestTemplate();
  const fields = test.error ? toApiError(test.error).fields : {};
  const failure = test.error ? describeError(test.error, t, ['to']) : '';

  const close = () => {
    setResult(null);
    test.reset();
    onClose();
  };

  return (
    <Dialog
      open={open}
      onClose={close}
      title={t('adminNotifications.test.title')}
      closeLabel={t('adminNotifications.close')}
      testId="test-template-dialog"
    >
      <p>{t('adminNotifications.test.body', { event, language })}</p>
      <form
        className="flex flex-col gap-3"
        noValidate
        onSubmit={(e) => {
          e.preventDefault();
          setResult(null);
          test.mutate(
            { id: template.id, input: { requestId, ...(to.trim() ? { to } : {}) } },
            {
              onSuccess: (answer) => {
                setResult(answer);
                // The next press is a new test.
                setRequestId(crypto.randomUUID());
              },
            },
          );
        }}
      >
        <Field
          label={t('adminNotifications.test.toLabel')}
          hint={t('adminNotifications.test.toHint')}
          error={fields.to}
        >
          {(control) => (
            <input
              {...control}
              type="tel"
              inputMode="tel"
              autoComplete="tel"
              className={inputClass}
              value={to}
              maxLength={30}
              onChange={(e) => setTo(e.target.value)}
              data-testid="test-to"
            />
          )}
        </Field>
        {failure && (
          <FormAlert tone="error" testId="test-error">
            {t('adminNotifications.test.error')}: {failure}
          </FormAlert>
        )}
        {result && (
          <FormAlert tone={result.status === 'failed' ? 'error' : 'success'} testId="test-result">
            {result.status === 'queued' &&
              t('adminNotifications.test.sent', { to: formatPhoneDisplay(result.to) })}
            {result.status === 'duplicate' && t('adminNotifications.test.duplicate')}
            {result.status === 'failed' && t('adminNotifications.test.failed')}
            {result.kind === 'template' && result.status !== 'duplicate' && (
              <> {t('adminNotifications.test.asTemplate')}</>
            )}{' '}
            <Link to={PAGE_PATHS.adminOutbox} className="font-semibold underline">
              {t('adminNotifications.test.outboxLink')}
            </Link>
          </FormAlert>
        )}
        <FormActions
          back={t('adminNotifications.close')}
          onBack={close}
          submitLabel={t('adminNotifications.test.send')}
          pendingLabel={t('adminNotifications.test.sending')}
          pending={test.isPending}
          submitTestId="test-send"
        />
      </form>
    </Dialog>
  );
}
