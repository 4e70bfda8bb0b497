// The credit packs as radio buttons: each with its size, price and price per credit, so the
// cheaper bigger packs show as such. Controlled (a number), not a registered field: a radio
// group registered with react-hook-form compares its values as strings.
import { formatGhs } from '@dwa/domain/money';
import type { Prices } from '@dwa/domain/payments';
import { FieldError } from '../../components/ui/field.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { pesewasPerCredit } from './pay-defaults.ts';

interface Props {
  packs: Prices['creditPacks'];
  value: number | undefined;
  onChange(credits: number): void;
  error: string | undefined;
}

export function PackChoice({ packs, value, onChange, error }: Props) {
  const { t } = useTranslation();
  return (
    <fieldset className="flex flex-col gap-2" data-testid="pack-choice">
      <legend className="mb-1 font-medium text-sm">{t('payments.dialog.packsLegend')}</legend>
      {packs.map((pack) => (
        <label
          key={pack.credits}
          className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-brand has-checked:bg-muted"
        >
          <input
            type="radio"
            name="credits"
            value={pack.credits}
            checked={value === pack.credits}
            onChange={() => onChange(pack.credits)}
            className="size-5 accent-brand"
          />
          <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
            <span className="font-semibold">
              {pack.credits === 1
                ? t('payments.creditOne')
                : t('payments.creditMany', { count: pack.credits })}
            </span>
            <span>
              <span className="font-semibold">{formatGhs(pack.pesewas)}</span>{' '}
              <span className="text-sm text-subtle">
                {t('payments.dialog.perCredit', { price: formatGhs(pesewasPerCredit(pack)) })}
              </span>
            </span>
          </span>
        </label>
      ))}
      {error && <FieldError>{error}</FieldError>}
    </fieldset>
  );
}
