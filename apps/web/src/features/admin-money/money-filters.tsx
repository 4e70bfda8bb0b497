// From / To (Accra days) and status over the payments list. Each change applies at once (the URL
// holds the filter); a field the server refused shows its message beside it.
import { PAYMENT_STATUSES, type PaymentStatus } from '@dwa/domain/enums';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export interface FilterValues {
  from: string;
  to: string;
  status: PaymentStatus | '';
}

export function MoneyFilters({
  value,
  errors,
  onChange,
}: {
  value: FilterValues;
  errors: Record<string, string>;
  onChange(next: Partial<FilterValues>): void;
}) {
  const { t } = useTranslation();
  const empty = !value.from && !value.to && !value.status;
  return (
    <fieldset className="flex flex-col gap-3 rounded-xl border border-line bg-surface p-3 sm:flex-row sm:flex-wrap sm:items-end">
      <legend className="sr-only">{t('adminMoney.filters.label')}</legend>
      <div className="sm:w-44">
        <Field label={t('adminMoney.filters.from')} error={errors.from}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={inputClass}
              value={value.from}
              max={value.to || undefined}
              onChange={(e) => onChange({ from: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="sm:w-44">
        <Field label={t('adminMoney.filters.to')} error={errors.to}>
          {(control) => (
            <input
              {...control}
              type="date"
              className={inputClass}
              value={value.to}
              min={value.from || undefined}
              onChange={(e) => onChange({ to: e.target.value })}
            />
          )}
        </Field>
      </div>
      <div className="sm:w-48">
        <Field label={t('adminMoney.filters.status')} error={errors.status}>
          {(control) => (
            <select
              {...control}
              className={inputClass}
              value={value.status}
              onChange={(e) => onChange({ status: e.target.value as PaymentStatus | '' })}
            >
              <option value="">{t('adminMoney.filters.allStatuses')}</option>
              {PAYMENT_STATUSES.map((status) => (
                <option key={status} value={status}>
                  {t(`adminMoney.status.${status}`)}
                </option>
              ))}
            </select>
          )}
        </Field>
      </div>
      <button
        type="button"
        className="btn-outline min-h-11"
        disabled={empty}
        onClick={() => onChange({ from: '', to: '', status: '' })}
      >
        {t('adminMoney.filters.clear')}
      </button>
    </fieldset>
  );
}
