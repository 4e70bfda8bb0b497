// Business hours: Monday to Friday, Saturday and Sunday, each open from–to (Ghana time) or
// closed. Kept structured so every language words them its own way.
import type { AdminSettings, BusinessHours } from '@dwa/domain/admin/settings';
import { type FormEvent, useState } from 'react';
import { FieldError, inputClass } from '../../components/ui/field.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type FieldErrors, savedToast, saveFailed } from './save-feedback.ts';
import { useSavePlatformSettings } from './use-save-settings.ts';

const GROUPS = ['weekdays', 'saturday', 'sunday'] as const;
type Group = (typeof GROUPS)[number];
type Row = { open: boolean; from: string; to: string };

const rowsOf = (hours: BusinessHours): Record<Group, Row> =>
  Object.fromEntries(
    GROUPS.map((g) => {
      const h = hours[g];
      return [g, { open: h !== null, from: h?.open ?? '09:00', to: h?.close ?? '17:00' }];
    }),
  ) as Record<Group, Row>;

const SHOWN = GROUPS.flatMap((g) => [`businessHours.${g}.open`, `businessHours.${g}.close`]);

export function HoursCard({ settings, canEdit }: { settings: AdminSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSavePlatformSettings();
  const [rows, setRows] = useState(() => rowsOf(settings.platform.businessHours));
  const [errors, setErrors] = useState<FieldErrors>({});
  const update = (group: Group, change: Partial<Row>) =>
    setRows((r) => ({ ...r, [group]: { ...r[group], ...change } }));

  const submit = (event: FormEvent) => {
    event.preventDefault();
    setErrors({});
    const businessHours = Object.fromEntries(
      GROUPS.map((g) => [g, rows[g].open ? { open: rows[g].from, close: rows[g].to } : null]),
    ) as BusinessHours;
    save.mutate(
      { revision: settings.platformRevision, businessHours },
      {
        onSuccess: (saved) => {
          setRows(rowsOf(saved.platform.businessHours));
          savedToast(t);
        },
        onError: (error) => setErrors(saveFailed(t, error, SHOWN)),
      },
    );
  };

  return (
    <TitledCard title={t('adminSettings.hours.title')} testId="settings-hours">
      <p className="text-sm text-subtle">{t('adminSettings.hours.intro')}</p>
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        {GROUPS.map((group) => {
          const row = rows[group];
          const error =
            errors[`businessHours.${group}.close`] ?? errors[`businessHours.${group}.open`];
          return (
            <fieldset key={group} className="flex flex-col gap-2 border-line border-t pt-3">
              <legend className="font-medium text-sm">{t(`adminSettings.hours.${group}`)}</legend>
              <label className="flex min-h-11 items-center gap-2">
                <input
                  type="checkbox"
                  className="size-5"
                  checked={row.open}
                  disabled={!canEdit}
                  onChange={(e) => update(group, { open: e.target.checked })}
                />
                {row.open ? t('adminSettings.hours.open') : t('adminSettings.hours.closed')}
              </label>
              {row.open && (
                <div className="grid grid-cols-2 gap-3">
                  <label className="flex flex-col gap-1 text-sm">
                    {t('adminSettings.hours.opens')}
                    <input
                      type="time"
                      className={inputClass}
                      value={row.from}
                      disabled={!canEdit}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => update(group, { from: e.target.value })}
                    />
                  </label>
                  <label className="flex flex-col gap-1 text-sm">
                    {t('adminSettings.hours.closes')}
                    <input
                      type="time"
                      className={inputClass}
                      value={row.to}
                      disabled={!canEdit}
                      aria-invalid={error ? true : undefined}
                      onChange={(e) => update(group, { to: e.target.value })}
                    />
                  </label>
                </div>
              )}
              {error && <FieldError>{error}</FieldError>}
            </fieldset>
          );
        })}
        {canEdit && (
          <button
            type="submit"
            className="btn-primary self-end disabled:opacity-50"
            disabled={save.isPending}
            data-testid="save-hours"
          >
            {save.isPending ? t('adminSettings.saving') : t('adminSettings.save')}
          </button>
        )}
      </form>
    </TitledCard>
  );
}
