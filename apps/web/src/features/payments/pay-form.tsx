// The pay dialog's first step: what is bought and its price (a pack to choose for credits), then
// the wallet that pays: number and network, started from the saved wallet or the WhatsApp number
// (pay-defaults.ts). The server checks it all again; its field messages land on the fields.
import { MOMO_NETWORKS } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import {
  type PaymentView,
  type Prices,
  type PurchaseItem,
  type PurchaseRequest,
  PurchaseRequestSchema,
} from '@dwa/domain/payments';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { PackChoice } from './pack-choice.tsx';
import { defaultPack, type PayFormDefaults, purchaseAmount } from './pay-defaults.ts';
import { useStartPayment } from './use-start-payment.ts';

const FIELDS = ['credits', 'phone', 'network'] as const;

interface Props {
  item: PurchaseItem;
  prices: Prices;
  defaults: PayFormDefaults;
  /** What is bought, above the pack choice (price, benefits). */
  children?: React.ReactNode;
  /** The payment, and the wallet it asked (the dialog names it while waiting). */
  onStarted(payment: PaymentView, payer: Pick<PurchaseRequest, 'phone' | 'network'>): void;
  onCancel(): void;
}

export function PayForm({ item, prices, defaults, children, onStarted, onCancel }: Props) {
  const { t } = useTranslation();
  const start = useStartPayment();
  const form = useForm<PurchaseRequest>({
    resolver: zodResolver(PurchaseRequestSchema, undefined, { raw: true }),
    defaultValues: {
      item,
      ...(item === 'credits' ? { credits: defaultPack(prices) } : {}),
      phone: defaults.phone,
      network: defaults.network as PurchaseRequest['network'],
    },
  });
  const errors = form.formState.errors;
  const credits = form.watch('credits');
  const amount = purchaseAmount(prices, item, credits);

  const submit = form.handleSubmit(async (values) => {
    try {
      onStarted(await start.mutateAsync(values), values);
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });

  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-4" data-testid="pay-form">
      {children}
      {item === 'credits' && (
        <PackChoice
          packs={prices.creditPacks}
          value={credits}
          onChange={(next) =>
            form.setValue('credits', next, { shouldValidate: form.formState.isSubmitted })
          }
          error={errorText(t, errors.credits)}
        />
      )}
      <Field
        label={t('payments.dialog.phone')}
        hint={t('payments.dialog.phoneHint')}
        error={errorText(t, errors.phone)}
      >
        {(c) => <PhoneInput {...c} {...form.register('phone')} />}
      </Field>
      <Field label={t('payments.dialog.network')} error={errorText(t, errors.network)}>
        {(c) => (
          <EnumSelect
            {...c}
            {...form.register('network')}
            values={MOMO_NETWORKS}
            labelKey="enums.momoNetwork"
            placeholder={t('payments.dialog.chooseNetwork')}
          />
        )}
      </Field>
      {start.isError && (
        <FormAlert tone="error" testId="pay-start-error">
          {t('payments.dialog.startFailed')} {describeError(start.error, t, FIELDS)}
        </FormAlert>
      )}
      <FormActions
        back={t('payments.dialog.cancel')}
        onBack={onCancel}
        submitLabel={t('payments.dialog.pay', { price: amount === null ? '' : formatGhs(amount) })}
        pendingLabel={t('payments.dialog.starting')}
        pending={start.isPending}
        disabled={amount === null}
        submitTestId="pay-submit"
      />
    </form>
  );
}
