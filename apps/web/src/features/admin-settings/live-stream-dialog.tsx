// Add or edit a live stream: the seller (by WhatsApp number; only when adding), title, https
// link, start (Ghana time = UTC) and whether it is live now. The server's field messages show
// beside their fields; the dialog stays open until it saves.
import type { AdminLiveStream } from '@dwa/domain/admin/settings';
import { type FormEvent, useState } from 'react';
import { Dialog } from '../../components/ui/dialog.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type FieldErrors, savedToast, saveFailed } from './save-feedback.ts';
import { useSaveLiveStream } from './use-save-live-stream.ts';

const FIELDS = ['sellerPhone', 'title', 'url', 'startsAt', 'status'] as const;

/** 'YYYY-MM-DDTHH:mm' of a datetime-local input, in Ghana time (which is UTC). */
const localValue = (iso: string) => iso.slice(0, 16);

export function LiveStreamDialog({
  stream,
  onClose,
}: {
  /** null: a new stream. */
  stream: AdminLiveStream | null;
  onClose(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveLiveStream();
  const [values, setValues] = useState({
    sellerPhone: '',
    title: stream?.title ?? '',
    url: stream?.url ?? '',
    startsAt: localValue(stream?.startsAt ?? new Date(Date.now() + 3_600_000).toISOString()),
    status: stream?.status === 'live' ? 'live' : 'scheduled',
  });
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof typeof values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const fields = {
      title: values.title,
      url: values.url,
      // A complete value is 'YYYY-MM-DDTHH:mm'; anything else goes as typed for the server to refuse.
      startsAt: /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}$/.test(values.startsAt)
        ? `${values.startsAt}:00Z`
        : values.startsAt,
      status: values.status as 'scheduled' | 'live',
    };
    save.mutate(
      stream
        ? { id: stream.id, body: fields }
        : { id: null, body: { sellerPhone: values.sellerPhone, ...fields } },
      {
        onSuccess: () => {
          savedToast(t, stream ? 'adminSettings.streams.updated' : 'adminSettings.streams.added');
          onClose();
        },
        onError: (error) => setErrors(saveFailed(t, error, FIELDS)),
      },
    );
  };

  const text = (
    field: 'sellerPhone' | 'title' | 'url',
    label: string,
    props: object,
    hint?: string,
  ) => (
    <Field label={label} hint={hint} error={errors[field]}>
      {(control) => (
        <input
          {...control}
          {...props}
          name={field}
          className={inputClass}
          value={values[field]}
          onChange={(e) => set(field)(e.target.value)}
        />
      )}
    </Field>
  );

  return (
    <Dialog
      open
      onClose={onClose}
      title={stream ? t('adminSettings.streams.editTitle') : t('adminSettings.streams.addTitle')}
      closeLabel={t('adminSettings.streams.close')}
      testId="live-stream-dialog"
    >
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {!stream &&
          text('sellerPhone', t('adminSettings.streams.sellerPhone'), {
            type: 'tel',
            inputMode: 'tel',
            maxLength: 20,
          })}
        {text('title', t('adminSettings.streams.streamTitle'), { maxLength: 120 })}
        {text(
          'url',
          t('adminSettings.streams.url'),
          { type: 'url', inputMode: 'url', maxLength: 500 },
          t('adminSettings.streams.urlHint'),
        )}
        <Field label={t('adminSettings.streams.startsAt')} error={errors.startsAt}>
          {(control) => (
            <input
              {...control}
              type="datetime-local"
              name="startsAt"
              className={inputClass}
              value={values.startsAt}
              onChange={(e) => set('startsAt')(e.target.value)}
            />
          )}
        </Field>
        <Field label={t('adminSettings.streams.status')} error={errors.status}>
          {(control) => (
            <select
              {...control}
              name="status"
              className={inputClass}
              value={values.status}
              onChange={(e) => set('status')(e.target.value)}
            >
              <option value="scheduled">{t('adminSettings.streams.statuses.scheduled')}</option>
              <option value="live">{t('adminSettings.streams.statuses.live')}</option>
            </select>
          )}
        </Field>
        <FormActions
          back={t('adminSettings.streams.cancel')}
          onBack={onClose}
          submitLabel={stream ? t('adminSettings.save') : t('adminSettings.streams.create')}
          pendingLabel={stream ? t('adminSettings.saving') : t('adminSettings.streams.creating')}
          pending={save.isPending}
          submitTestId="save-live-stream"
        />
      </form>
    </Dialog>
  );
}
