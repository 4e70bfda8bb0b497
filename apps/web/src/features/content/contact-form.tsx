// The contact form: name, phone or e-mail (at least one), message. Checked with the shared
// schema before sending; a 400 from the server puts its messages on the same fields.
import { type ContactMessage, ContactMessageSchema } from '@dwa/domain/site';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useSendContact } from './use-send-contact.ts';

const FIELDS = ['name', 'phone', 'email', 'message'] as const;
const EMPTY: ContactMessage = { name: '', phone: '', email: '', message: '' };

export function ContactForm() {
  const { t } = useTranslation();
  const send = useSendContact();
  const form = useForm<ContactMessage>({
    resolver: zodResolver(ContactMessageSchema, undefined, { raw: true }),
    defaultValues: EMPTY,
  });
  const submit = form.handleSubmit((message) =>
    send.mutateAsync(message).then(
      () => form.reset(EMPTY),
      (error) => {
        if (error instanceof ApiError && error.code === 'validation_failed') {
          applyServerFields(error, form.setError, FIELDS);
        }
      },
    ),
  );
  const { errors } = form.formState;
  const fieldError =
    send.error instanceof ApiError &&
    send.error.code === 'validation_failed' &&
    Object.keys(send.error.fields).length > 0;

  if (send.isSuccess) {
    return (
      <div className="flex flex-col items-start gap-3">
        <FormAlert tone="success" testId="contact-sent">
          {t('contact.sent')}
        </FormAlert>
        <button type="button" className="btn-outline" onClick={() => send.reset()}>
          {t('contact.sendAnother')}
        </button>
      </div>
    );
  }

  return (
    // Sent as JSON by script. Without JavaScript the browser would submit it as a GET, putting
    // the name, phone and message in the address (history, logs): hidden then; the support
    // WhatsApp and e-mail below work without it.
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4 no-js:hidden"
      data-testid="contact-form"
    >
      {send.error && !fieldError && (
        <FormAlert tone="error">
          {t('contact.failed')}{' '}
          {send.error instanceof ApiError && send.error.code === 'rate_limited'
            ? send.error.message
            : ''}
        </FormAlert>
      )}
      <Field label={t('contact.name')} error={errorText(t, errors.name)}>
        {(c) => (
          <input {...c} {...form.register('name')} autoComplete="name" className={inputClass} />
        )}
      </Field>
      <p className="text-sm text-subtle">{t('contact.phoneOrEmail')}</p>
      <div className="grid gap-4 sm:grid-cols-2">
        <Field label={t('contact.phone')} error={errorText(t, errors.phone)}>
          {(c) => <PhoneInput {...c} {...form.register('phone')} />}
        </Field>
        <Field label={t('contact.email')} error={errorText(t, errors.email)}>
          {(c) => (
            <input
              {...c}
              {...form.register('email')}
              type="email"
              autoComplete="email"
              className={inputClass}
            />
          )}
        </Field>
      </div>
      <Field label={t('contact.message')} error={errorText(t, errors.message)}>
        {(c) => (
          <textarea
            {...c}
            {...form.register('message')}
            rows={5}
            className={`${inputClass} py-2`}
          />
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary self-start disabled:opacity-50"
        disabled={send.isPending}
      >
        {send.isPending ? t('contact.sending') : t('contact.send')}
      </button>
    </form>
  );
}
