// Bot Settings: the webhook URL (with Copy), the verify token (shown to who may change settings:
// Meta's form asks for it; the server sends none to a role that may only read),
// the access token and app secret write-only (a mask of the one in use, a blank field keeps it),
// the phone number ID, and Save Configuration ('Error saving settings' in a toast on failure).
// Saved encrypted by the server and used by the bot at once.
import type { BotSettingsView, SecretState } from '@dwa/domain/admin/whatsapp';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { describeError, toApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useSaveBotSettings } from './use-save-bot-settings.ts';

export function BotSettingsForm({ view, canSave }: { view: BotSettingsView; canSave: boolean }) {
  const { t, i18n } = useTranslation();
  const [verifyToken, setVerifyToken] = useState(view.verifyToken ?? '');
  const [accessToken, setAccessToken] = useState('');
  const [appSecret, setAppSecret] = useState('');
  const [phoneNumberId, setPhoneNumberId] = useState(
    view.phoneNumberIdSource === 'saved' ? (view.phoneNumberId ?? '') : '',
  );
  const [copied, setCopied] = useState(false);
  const save = useSaveBotSettings();
  const fields = save.error ? toApiError(save.error).fields : {};

  const state = (secret: SecretState) =>
    secret.mask
      ? `${t('adminWhatsApp.settings.inUse', { mask: secret.mask })} · ${t(`adminWhatsApp.settings.source.${secret.source}`)}`
      : t('adminWhatsApp.settings.notSet');

  const submit = (e: FormEvent) => {
    e.preventDefault();
    save.mutate(
      { verifyToken, accessToken, appSecret, phoneNumberId },
      {
        onSuccess: (saved) => {
          // Secrets are never shown again: the fields empty, the masks say what is in use.
          setAccessToken('');
          setAppSecret('');
          setVerifyToken(saved.verifyToken ?? '');
          notify('success', t('adminWhatsApp.settings.saved'));
        },
        onError: (error) =>
          notify('error', t('adminWhatsApp.settings.saveError'), describeError(error, t)),
      },
    );
  };

  return (
    <form className="flex flex-col gap-4" noValidate onSubmit={submit} data-testid="bot-settings">
      <p className="text-sm text-subtle">
        {t(`adminWhatsApp.settings.transport.${view.transport}`)}
      </p>
      {view.unreadable.length > 0 && (
        <FormAlert tone="error">{t('adminWhatsApp.settings.unreadable')}</FormAlert>
      )}
      <dl className="flex flex-col gap-1">
        <dt className="font-medium text-sm">{t('adminWhatsApp.settings.webhookUrl')}</dt>
        <dd className="flex flex-col gap-2 sm:flex-row sm:items-center">
          <code
            data-testid="webhook-url"
            className="min-w-0 flex-1 break-all rounded-lg border border-line bg-muted px-3 py-2 text-sm"
          >
            {view.webhookUrl}
          </code>
          <button
            type="button"
            className="btn-outline shrink-0"
            onClick={() => {
              void navigator.clipboard?.writeText(view.webhookUrl).then(() => setCopied(true));
            }}
          >
            {copied ? t('adminWhatsApp.settings.copied') : t('adminWhatsApp.settings.copy')}
          </button>
        </dd>
      </dl>
      <Field
        label={t('adminWhatsApp.settings.verifyToken')}
        hint={`${t('adminWhatsApp.settings.verifyTokenHint')} ${t(`adminWhatsApp.settings.source.${view.verifyTokenSource}`)}.`}
        error={fields.verifyToken}
      >
        {(control) =>
          view.verifyToken === null ? (
            // An <output>: a labelable element, so the label still names it.
            <output {...control} className="text-sm" data-testid="verify-token-hidden">
              {t('adminWhatsApp.settings.verifyTokenHidden')}
            </output>
          ) : (
            <input
              {...control}
              className={`${inputClass} font-mono`}
              value={verifyToken}
              readOnly={!canSave}
              autoComplete="off"
              spellCheck={false}
              maxLength={200}
              onChange={(e) => setVerifyToken(e.target.value)}
              data-testid="verify-token"
            />
          )
        }
      </Field>
      <Field
        label={t('adminWhatsApp.settings.accessToken')}
        hint={`${state(view.accessToken)}. ${t('adminWhatsApp.settings.secretHint')}`}
        error={fields.accessToken}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            className={`${inputClass} font-mono`}
            value={accessToken}
            disabled={!canSave}
            autoComplete="new-password"
            spellCheck={false}
            maxLength={1000}
            onChange={(e) => setAccessToken(e.target.value)}
            data-testid="access-token"
          />
        )}
      </Field>
      <Field
        label={t('adminWhatsApp.settings.appSecret')}
        hint={`${state(view.appSecret)}. ${t('adminWhatsApp.settings.secretHint')}`}
        error={fields.appSecret}
      >
        {(control) => (
          <input
            {...control}
            type="password"
            className={`${inputClass} font-mono`}
            value={appSecret}
            disabled={!canSave}
            autoComplete="new-password"
            spellCheck={false}
            maxLength={1000}
            onChange={(e) => setAppSecret(e.target.value)}
            data-testid="app-secret"
          />
        )}
      </Field>
      <Field
        label={t('adminWhatsApp.settings.phoneNumberId')}
        hint={`${t('adminWhatsApp.settings.phoneNumberIdHint')}${
          view.phoneNumberId && view.phoneNumberIdSource !== 'saved'
            ? ` ${t('adminWhatsApp.settings.inUse', { mask: view.phoneNumberId })}`
            : ''
        }`}
        error={fields.phoneNumberId}
      >
        {(control) => (
          <input
            {...control}
            inputMode="numeric"
            className={`${inputClass} font-mono`}
            value={phoneNumberId}
            readOnly={!canSave}
            maxLength={30}
            onChange={(e) => setPhoneNumberId(e.target.value)}
            data-testid="phone-number-id"
          />
        )}
      </Field>
      {view.updatedAt && (
        <p className="text-sm text-subtle" data-testid="settings-updated">
          {t('adminWhatsApp.settings.updatedAt', {
            date: formatDateTime(view.updatedAt, i18n.language),
          })}
        </p>
      )}
      {canSave ? (
        <div className="flex justify-end">
          <button
            type="submit"
            className="btn-primary disabled:opacity-50"
            disabled={save.isPending}
            data-testid="save-settings"
          >
            {save.isPending ? t('adminWhatsApp.settings.saving') : t('adminWhatsApp.settings.save')}
          </button>
        </div>
      ) : (
        <p className="text-sm" data-testid="settings-read-only">
          {t('adminWhatsApp.settings.readOnly')}
        </p>
      )}
    </form>
  );
}
