// Prices and commission (money): what verification, Pro and boost-credit packs cost, what a
// boost costs in credits, Pro's boost limit, Dwa's share of a delivery fee and of a Buy safely
// order's item, and Buy safely's largest order and its three timers. Amounts are typed
// in cedis and sent as pesewas, the commission in % and sent as basis points. Read-only for an
// admin whose role may not move money (the server refuses anyway).
import type { AdminSettings, MoneySettings } from '@dwa/domain/admin/settings';
import { parseCedisToPesewas, pesewasToCedisString } from '@dwa/domain/money';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { type FieldErrors, savedToast, saveFailed } from './save-feedback.ts';
import { useSaveMoneySettings } from './use-save-settings.ts';

const DAYS = [1, 3, 7] as const;

type Values = Record<string, string>;

/** Every field by the path the server names it with (prices.verificationPesewas, …). */
function valuesOf(m: MoneySettings): Values {
  const p = m.prices;
  return {
    'prices.verificationPesewas': pesewasToCedisString(p.verificationPesewas),
    'prices.verificationDays': String(p.verificationDays),
    'prices.proMonthlyPesewas': pesewasToCedisString(p.proMonthlyPesewas),
    ...Object.fromEntries(
      p.creditPacks.flatMap((pack, i) => [
        [`prices.creditPacks.${i}.credits`, String(pack.credits)],
        [`prices.creditPacks.${i}.pesewas`, pesewasToCedisString(pack.pesewas)],
      ]),
    ),
    ...Object.fromEntries(DAYS.map((d) => [`prices.boostCredits.${d}`, String(p.boostCredits[d])])),
    'prices.proBoostLimit': String(p.proBoostLimit),
    deliveryCommissionBasisPoints: String(m.deliveryCommissionBasisPoints / 100),
    orderCommissionBasisPoints: String(m.orderCommissionBasisPoints / 100),
    orderMaxTotalPesewas: pesewasToCedisString(m.orderMaxTotalPesewas),
    orderPaymentMinutes: String(m.orderPaymentMinutes),
    orderAcceptHours: String(m.orderAcceptHours),
    orderReleaseHours: String(m.orderReleaseHours),
  };
}

const whole = (text: string) => (/^\s*\d+\s*$/.test(text) ? Number(text) : null);
const percentToBasisPoints = (text: string) => {
  const match = /^\s*(\d{1,3})(?:[.,](\d{1,2}))?\s*$/.exec(text);
  return match ? Number(match[1]) * 100 + Number((match[2] ?? '').padEnd(2, '0')) : null;
};

export function MoneyCard({ settings, canEdit }: { settings: AdminSettings; canEdit: boolean }) {
  const { t } = useTranslation();
  const save = useSaveMoneySettings();
  const packCount = settings.money.prices.creditPacks.length;
  const packPaths = settings.money.prices.creditPacks.map((_, i) => `prices.creditPacks.${i}`);
  const [values, setValues] = useState(() => valuesOf(settings.money));
  const [errors, setErrors] = useState<FieldErrors>({});
  const fields = Object.keys(values);

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const invalid: FieldErrors = {};
    const read = (path: string, parse: (s: string) => number | null) => {
      const n = parse(values[path] ?? '');
      if (n === null) invalid[path] = t('adminSettings.money.invalidNumber');
      return n ?? 0;
    };
    const prices: MoneySettings['prices'] = {
      verificationPesewas: read('prices.verificationPesewas', parseCedisToPesewas),
      verificationDays: read('prices.verificationDays', whole),
      proMonthlyPesewas: read('prices.proMonthlyPesewas', parseCedisToPesewas),
      creditPacks: Array.from({ length: packCount }, (_, i) => ({
        credits: read(`prices.creditPacks.${i}.credits`, whole),
        pesewas: read(`prices.creditPacks.${i}.pesewas`, parseCedisToPesewas),
      })),
      boostCredits: {
        1: read('prices.boostCredits.1', whole),
        3: read('prices.boostCredits.3', whole),
        7: read('prices.boostCredits.7', whole),
      },
      proBoostLimit: read('prices.proBoostLimit', whole),
    };
    const commission = read('deliveryCommissionBasisPoints', percentToBasisPoints);
    const orderCommission = read('orderCommissionBasisPoints', percentToBasisPoints);
    const orderMaxTotal = read('orderMaxTotalPesewas', parseCedisToPesewas);
    const orderPayment = read('orderPaymentMinutes', whole);
    const orderAccept = read('orderAcceptHours', whole);
    const orderRelease = read('orderReleaseHours', whole);
    setErrors(invalid);
    if (Object.keys(invalid).length > 0) return;
    save.mutate(
      {
        revision: settings.moneyRevision,
        prices,
        deliveryCommissionBasisPoints: commission,
        orderCommissionBasisPoints: orderCommission,
        orderMaxTotalPesewas: orderMaxTotal,
        orderPaymentMinutes: orderPayment,
        orderAcceptHours: orderAccept,
        orderReleaseHours: orderRelease,
      },
      {
        onSuccess: (saved) => {
          setValues(valuesOf(saved.money));
          savedToast(t);
        },
        onError: (error) => setErrors(saveFailed(t, error, fields)),
      },
    );
  };

  const input = (path: string, label: string, mode: 'decimal' | 'numeric', hint?: string) => (
    <Field key={path} label={label} hint={hint} error={errors[path]}>
      {(control) => (
        <input
          {...control}
          name={path}
          inputMode={mode}
          className={inputClass}
          value={values[path] ?? ''}
          readOnly={!canEdit}
          onChange={(e) => setValues((v) => ({ ...v, [path]: e.target.value }))}
        />
      )}
    </Field>
  );

  return (
    <TitledCard title={t('adminSettings.money.title')} testId="settings-money">
      {!canEdit && <p className="text-sm text-subtle">{t('adminSettings.money.readOnly')}</p>}
      <form className="flex flex-col gap-4" onSubmit={submit} noValidate>
        <div className="grid gap-4 sm:grid-cols-2">
          {input('prices.verificationPesewas', t('adminSettings.money.verification'), 'decimal')}
          {input('prices.verificationDays', t('adminSettings.money.verificationDays'), 'numeric')}
          {input('prices.proMonthlyPesewas', t('adminSettings.money.pro'), 'decimal')}
          {input('prices.proBoostLimit', t('adminSettings.money.proBoostLimit'), 'numeric')}
        </div>
        <fieldset className="flex flex-col gap-3 border-line border-t pt-3">
          <legend className="font-medium text-sm">{t('adminSettings.money.packs')}</legend>
          {errors['prices.creditPacks'] && (
            <p role="alert" className="text-red-700 text-sm dark:text-red-300">
              {errors['prices.creditPacks']}
            </p>
          )}
          {packPaths.map((path, i) => (
            <div key={path} className="grid grid-cols-2 gap-3">
              {input(
                `${path}.credits`,
                t('adminSettings.money.packCredits', { n: i + 1 }),
                'numeric',
              )}
              {input(
                `${path}.pesewas`,
                t('adminSettings.money.packPrice', { n: i + 1 }),
                'decimal',
              )}
            </div>
          ))}
        </fieldset>
        <div className="grid gap-4 border-line border-t pt-3 sm:grid-cols-3">
          {DAYS.map((days) =>
            input(
              `prices.boostCredits.${days}`,
              t('adminSettings.money.boostCredits', { days }),
              'numeric',
            ),
          )}
        </div>
        {input(
          'deliveryCommissionBasisPoints',
          t('adminSettings.money.commission'),
          'decimal',
          t('adminSettings.money.commissionHint'),
        )}
        {input(
          'orderCommissionBasisPoints',
          t('adminSettings.money.orderCommission'),
          'decimal',
          t('adminSettings.money.orderCommissionHint'),
        )}
        {input(
          'orderMaxTotalPesewas',
          t('adminSettings.money.orderMaxTotal'),
          'decimal',
          t('adminSettings.money.orderMaxTotalHint'),
        )}
        <fieldset className="flex flex-col gap-2">
          <div className="grid gap-4 sm:grid-cols-3">
            {input('orderPaymentMinutes', t('adminSettings.money.orderPaymentMinutes'), 'numeric')}
            {input('orderAcceptHours', t('adminSettings.money.orderAcceptHours'), 'numeric')}
            {input('orderReleaseHours', t('adminSettings.money.orderReleaseHours'), 'numeric')}
          </div>
          <p className="text-sm text-subtle">{t('adminSettings.money.orderTimersHint')}</p>
        </fieldset>
        {canEdit && (
          <button
            type="submit"
            className="btn-primary self-end disabled:opacity-50"
            disabled={save.isPending}
            data-testid="save-money"
          >
            {save.isPending ? t('adminSettings.saving') : t('adminSettings.save')}
          </button>
        )}
      </form>
    </TitledCard>
  );
}
