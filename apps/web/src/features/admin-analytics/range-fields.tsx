// From/To of the analytics screen: two date inputs (Accra days), the server's field messages
// under them when a range cannot be (from after to, more than 366 days, not a date).
import { Field, inputClass } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function RangeFields({
  from,
  to,
  errors,
  onChange,
}: {
  from: string;
  to: string;
  errors: Record<string, string>;
  onChange(range: { from: string; to: string }): void;
}) {
  const { t } = useTranslation();
  const field = (name: 'from' | 'to', value: string) => (
    <div className="min-w-36 flex-1 sm:flex-none">
      <Field label={t(`adminAnalytics.range.${name}`)} error={errors[name]}>
        {(control) => (
          <input
            {...control}
            type="date"
            name={name}
            className={inputClass}
            value={value}
            onChange={(event) => {
              if (event.target.value) onChange({ from, to, [name]: event.target.value });
            }}
          />
        )}
      </Field>
    </div>
  );
  return (
    <fieldset className="flex flex-wrap items-start gap-3">
      <legend className="sr-only">{t('adminAnalytics.range.label')}</legend>
      {field('from', from)}
      {field('to', to)}
    </fieldset>
  );
}
