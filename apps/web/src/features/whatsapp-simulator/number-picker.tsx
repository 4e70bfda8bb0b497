// Who is writing: any Ghana number, with quick picks for the three kinds of people the bot tells
// apart (a registered seller, someone it does not know, a rider).

import { Field } from '../../components/ui/field.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { useTranslation } from '../../lib/i18n.ts';

/** The demo data's first seller and rider (packages/db/src/seed), and a number nobody has. */
export const QUICK_NUMBERS = [
  { key: 'simulator.demoSeller', number: '0241234567' },
  { key: 'simulator.newBuyer', number: '0201234567' },
  { key: 'simulator.demoRider', number: '0551234567' },
] as const;

interface Props {
  value: string;
  onChange(value: string): void;
  invalid: boolean;
}

export function NumberPicker({ value, onChange, invalid }: Props) {
  const { t } = useTranslation();
  return (
    <div className="flex flex-col gap-3">
      <Field
        label={t('simulator.from')}
        hint={t('simulator.fromHint')}
        error={invalid ? t('simulator.invalidNumber') : undefined}
      >
        {(control) => (
          <PhoneInput
            {...control}
            value={value}
            onChange={(e) => onChange(e.target.value)}
            autoComplete="off"
          />
        )}
      </Field>
      <fieldset className="flex flex-col gap-2">
        <legend className="mb-1 font-medium text-sm">{t('simulator.quickPick')}</legend>
        <div className="flex flex-wrap gap-2">
          {QUICK_NUMBERS.map((pick) => (
            <button
              key={pick.number}
              type="button"
              className="chip aria-pressed:border-brand aria-pressed:bg-brand aria-pressed:text-brand-ink"
              aria-pressed={value.replace(/\s/g, '') === pick.number}
              onClick={() => onChange(pick.number)}
            >
              {t(pick.key)} · {pick.number}
            </button>
          ))}
        </div>
      </fieldset>
    </div>
  );
}
