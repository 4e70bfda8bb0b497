// One template of one language: its event, the active switch, title and message (Edit → Save /
// Cancel), the placeholders it may use, Preview WhatsApp and Test WhatsApp. Buttons a role may not
// use are not shown (the server refuses them anyway).
import type { NotificationTemplate } from '@dwa/domain/notifications';
import { useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { describeError, toApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { TestTemplateDialog } from './test-template-dialog.tsx';
import { useUpdateTemplate } from './use-update-template.ts';
import { WhatsAppPreview } from './whatsapp-preview.tsx';

interface Props {
  template: NotificationTemplate;
  canEdit: boolean;
  canTest: boolean;
}

export function TemplateCard({ template, canEdit, canTest }: Props) {
  const { t } = useTranslation();
  const event = t(`enums.notificationEvent.${template.eventType}`);
  const language = t(`language.${template.language}`);
  const [editing, setEditing] = useState(false);
  const [title, setTitle] = useState(template.title);
  const [message, setMessage] = useState(template.message);
  const [previewing, setPreviewing] = useState(false);
  const [testing, setTesting] = useState(false);
  const save = useUpdateTemplate();
  const toggle = useUpdateTemplate();
  const fields = save.error ? toApiError(save.error).fields : {};
  const unshown = save.error ? describeError(save.error, t, ['title', 'message']) : '';

  const startEditing = () => {
    setTitle(template.title);
    setMessage(template.message);
    save.reset();
    setEditing(true);
  };

  return (
    <li
      data-testid="template-card"
      data-event={template.eventType}
      data-language={template.language}
      className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <h3 className="font-semibold">{event}</h3>
          <p className="text-sm text-subtle">{language}</p>
        </div>
        <button
          type="button"
          role="switch"
          aria-checked={template.isActive}
          aria-label={t('adminNotifications.templates.activeLabel', { event, language })}
          disabled={!canEdit || toggle.isPending}
          data-testid="template-active"
          onClick={() =>
            toggle.mutate(
              { id: template.id, changes: { isActive: !template.isActive } },
              {
                onError: (error) =>
                  notify(
                    'error',
                    t('adminNotifications.templates.toggleError'),
                    describeError(error, t),
                  ),
              },
            )
          }
          className="flex min-h-11 items-center gap-2 rounded-full px-1 disabled:opacity-60"
        >
          <span
            aria-hidden="true"
            className={`relative inline-flex h-6 w-11 shrink-0 rounded-full transition-colors ${
              template.isActive ? 'bg-brand' : 'bg-line'
            }`}
          >
            <span
              className={`absolute top-0.5 size-5 rounded-full bg-white shadow transition-transform ${
                template.isActive ? 'translate-x-5' : 'translate-x-0.5'
              }`}
            />
          </span>
          <span className="font-medium text-sm">
            {template.isActive
              ? t('adminNotifications.templates.on')
              : t('adminNotifications.templates.off')}
          </span>
        </button>
      </div>

      {editing ? (
        <form
          className="flex flex-col gap-3"
          noValidate
          onSubmit={(e) => {
            e.preventDefault();
            save.mutate(
              { id: template.id, changes: { title, message } },
              {
                onSuccess: () => {
                  setEditing(false);
                  notify('success', t('adminNotifications.templates.saved'));
                },
              },
            );
          }}
        >
          <Field label={t('adminNotifications.templates.titleLabel')} error={fields.title}>
            {(control) => (
              <input
                {...control}
                className={inputClass}
                value={title}
                maxLength={60}
                onChange={(e) => setTitle(e.target.value)}
                data-testid="template-title-input"
              />
            )}
          </Field>
          <Field
            label={t('adminNotifications.templates.messageLabel')}
            hint={t('adminNotifications.templates.placeholders', {
              list: template.placeholders.map((p) => `{${p}}`).join(' '),
            })}
            error={fields.message}
          >
            {(control) => (
              <textarea
                {...control}
                className={`${inputClass} min-h-32 py-2`}
                value={message}
                maxLength={1024}
                onChange={(e) => setMessage(e.target.value)}
                data-testid="template-message-input"
              />
            )}
          </Field>
          {unshown && (
            <FormAlert tone="error">
              {t('adminNotifications.templates.saveError')}: {unshown}
            </FormAlert>
          )}
          <FormActions
            back={t('adminNotifications.cancel')}
            onBack={() => setEditing(false)}
            submitLabel={t('adminNotifications.templates.save')}
            pendingLabel={t('adminNotifications.templates.saving')}
            pending={save.isPending}
            submitTestId="template-save"
          />
        </form>
      ) : (
        <div className="flex flex-col gap-1">
          <p className="font-semibold" data-testid="template-title">
            {template.title}
          </p>
          <p className="whitespace-pre-line break-words" data-testid="template-message">
            {template.message}
          </p>
          <p className="text-sm text-subtle">
            {t('adminNotifications.templates.placeholders', {
              list: template.placeholders.map((p) => `{${p}}`).join(' '),
            })}
          </p>
          <p className="text-sm text-subtle">
            {template.whatsappTemplateName
              ? t('adminNotifications.templates.whatsappName', {
                  name: template.whatsappTemplateName,
                })
              : t('adminNotifications.templates.noWhatsappName')}
          </p>
        </div>
      )}

      {previewing && (
        <WhatsAppPreview
          title={editing ? title : template.title}
          message={editing ? message : template.message}
          label={t('adminNotifications.templates.previewLabel', { event })}
        />
      )}

      <div className="flex flex-wrap gap-2">
        {canEdit && !editing && (
          <button type="button" className="btn-outline" onClick={startEditing}>
            {t('adminNotifications.templates.edit')}
          </button>
        )}
        <button
          type="button"
          className="btn-outline"
          aria-expanded={previewing}
          onClick={() => setPreviewing((v) => !v)}
        >
          {previewing
            ? t('adminNotifications.templates.hidePreview')
            : t('adminNotifications.templates.preview')}
        </button>
        {canTest && (
          <button type="button" className="btn-outline" onClick={() => setTesting(true)}>
            {t('adminNotifications.templates.test')}
          </button>
        )}
      </div>
      {canTest && (
        <TestTemplateDialog
          open={testing}
          onClose={() => setTesting(false)}
          template={template}
          event={event}
          language={language}
        />
      )}
    </li>
  );
}
