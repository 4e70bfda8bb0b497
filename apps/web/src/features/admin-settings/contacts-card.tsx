// Contacts and banner: the support WhatsApp number and e-mail, the home page's banner and the
// Dwa live channel link. Saved together (only what changed is written); emptied = cleared.
import { type AdminSettings, BANNER_MAX } from '@dwa/domain/admin/settings';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type FieldErrors, savedToast, saveFailed } from './save-feedback.ts';
import { useSavePlatformSettings } from './use-save-settings.ts';

const FIELDS = [
  'supportWhatsapp',
  'supportEmail',
  'bannerText',
  'bannerTextTw',
  'bannerTextPidgin',
  'livestreamUrl',
] as const;
/** The banner's fields: English, shown to every reader without their own; Twi; Pidgin. */
const BANNERS = [
  ['bannerText', 'adminSettings.contacts.bannerHint'],
  ['bannerTextTw', 'adminSettings.contacts.bannerLanguageHint'],
  ['bannerTextPidgin', 'adminSettings.contacts.bannerLanguageHint'],
] as const;
type Values = Record<(typeof FIELDS)[number], string>;

const valuesOf = (s: AdminSettings['platform']): Values => ({
  supportWhatsapp: s.supportWhatsapp ?? '',
  supportEmail: s.supportEmail ?? '',
  bannerText: s.bannerText ?? '',
  bannerTextTw: s.bannerTextTw ?? '',
  bannerTextPidgin: s.bannerTextPidgin ?? '',
  livestreamUrl: s.livestreamUrl ?? '',
});

export function ContactsCard({ settings, canEdit }: { settings: AdminSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSavePlatformSettings();
  const [values, setValues] = useState(() => valuesOf(settings.platform));
  const [errors, setErrors] = useState<FieldErrors>({});
  const set = (field: keyof Values) => (value: string) =>
    setValues((v) => ({ ...v, [field]: value }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    save.mutate(
      { revision: settings.platformRevision, ...values },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved.platform));
          savedToast(t);
        },
        onError: (error) => setErrors(saveFailed(t, error, FIELDS)),
      },
    );
  };

  const input =
    (
      field: keyof Values,
      props: {
        type?: string;
        inputMode?: 'tel' | 'email' | 'url';
        maxLength: number;
        autoComplete?: string;
      },
    ) =>
    (control: object) => (
      <input
        {...control}
        {...props}
        name={field}
        className={inputClass}
        value={values[field]}
        disabled={!canEdit}
        onChange={(e) => set(field)(e.target.value)}
      />
    );

  return (
    <TitledCard title={t('adminSettings.contacts.title')} testId="settings-contacts">
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <Field
          label={t('adminSettings.contacts.supportWhatsapp')}
          hint={t('adminSettings.contacts.supportWhatsappHint')}
          error={errors.supportWhatsapp}
        >
          {input('supportWhatsapp', {
            type: 'tel',
            inputMode: 'tel',
            maxLength: 20,
            autoComplete: 'off',
          })}
        </Field>
        <Field label={t('adminSettings.contacts.supportEmail')} error={errors.supportEmail}>
          {input('supportEmail', {
            type: 'email',
            inputMode: 'email',
            maxLength: 254,
            autoComplete: 'off',
          })}
        </Field>
        {BANNERS.map(([field, hint]) => (
          <Field
            key={field}
            label={t(`adminSettings.contacts.${field}`)}
            hint={t(hint)}
            error={errors[field]}
          >
            {(control) => (
              <textarea
                {...control}
                name={field}
                rows={2}
                maxLength={BANNER_MAX}
                className={`${inputClass} py-2`}
                value={values[field]}
                disabled={!canEdit}
                onChange={(e) => set(field)(e.target.value)}
              />
            )}
          </Field>
        ))}
        <Field
          label={t('adminSettings.contacts.livestreamUrl')}
          hint={t('adminSettings.contacts.livestreamHint')}
          error={errors.livestreamUrl}
        >
          {input('livestreamUrl', { type: 'url', inputMode: 'url', maxLength: 500 })}
        </Field>
        {canEdit && (
          <button
            type="submit"
            className="btn-primary self-end disabled:opacity-50"
            disabled={save.isPending}
            data-testid="save-contacts"
          >
            {save.isPending ? t('adminSettings.saving') : t('adminSettings.save')}
          </button>
        )}
      </form>
    </TitledCard>
  );
}
