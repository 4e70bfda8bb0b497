// The rider's MoMo wallet form: number and network required, account name optional. The number's
// prefix suggests the network until the rider picks one by hand (numbers move between networks).
// The server's field messages land on the fields.
import { MOMO_NETWORKS } from '@dwa/domain/enums';
import {
  type RiderWalletSummary,
  type RiderWalletUpdate,
  RiderWalletUpdateSchema,
} from '@dwa/domain/payouts';
import { normalizeGhanaPhone, suggestMomoNetwork } from '@dwa/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef } from 'react';
import { useForm } from 'react-hook-form';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useSaveRiderWallet } from './use-save-rider-wallet.ts';

const FIELDS = ['phone', 'network', 'accountName'] as const;

export function RiderWalletForm({
  wallet,
  onSaved,
}: {
  wallet: RiderWalletSummary['wallet'];
  onSaved(): void;
}) {
  const { t } = useTranslation();
  const save = useSaveRiderWallet();
  const form = useForm<RiderWalletUpdate>({
    resolver: zodResolver(RiderWalletUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      phone: wallet ? `0${wallet.phone.slice(4)}` : '',
      network: wallet?.network ?? ('' as RiderWalletUpdate['network']),
      accountName: wallet?.accountName ?? '',
    },
  });
  const errors = form.formState.errors;
  const phone = normalizeGhanaPhone(form.watch('phone') ?? '');
  const suggestion = phone ? suggestMomoNetwork(phone) : null;
  // A saved wallet's network, or one the rider chose, is theirs: never overridden.
  const chosenByHand = useRef(Boolean(wallet));

  useEffect(() => {
    if (suggestion && !chosenByHand.current) {
      form.setValue('network', suggestion, { shouldValidate: form.formState.isSubmitted });
    }
  }, [suggestion, form]);

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      notify('success', t('riderCenter.wallet.saved'));
      onSaved();
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });
  const phoneField = form.register('phone');
  const networkField = form.register('network', {
    onChange: () => {
      chosenByHand.current = true;
    },
  });
  const detail = save.isError ? describeError(save.error, t, FIELDS) : '';

  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex flex-col gap-4"
      data-testid="rider-wallet-form"
    >
      <p className="text-sm text-subtle">{t('riderCenter.wallet.intro')}</p>
      {save.isError && detail && (
        <FormAlert tone="error">
          {t('riderCenter.wallet.failed')} {detail}
        </FormAlert>
      )}
      <Field label={t('riderCenter.wallet.phone')} error={errorText(t, errors.phone)}>
        {(c) => <PhoneInput {...c} {...phoneField} />}
      </Field>
      <Field
        label={t('riderCenter.wallet.network')}
        hint={
          suggestion
            ? t('riderCenter.wallet.suggested', { network: t(`enums.momoNetwork.${suggestion}`) })
            : undefined
        }
        error={errorText(t, errors.network, t('payouts.networkRequired'))}
      >
        {(c) => (
          <EnumSelect
            {...c}
            {...networkField}
            values={MOMO_NETWORKS}
            labelKey="enums.momoNetwork"
            placeholder={t('riderCenter.wallet.chooseNetwork')}
          />
        )}
      </Field>
      <Field label={t('riderCenter.wallet.accountName')} error={errorText(t, errors.accountName)}>
        {(c) => (
          <input
            {...c}
            {...form.register('accountName')}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </Field>
      <button type="submit" className="btn-primary disabled:opacity-50" disabled={save.isPending}>
        {save.isPending ? t('riderCenter.wallet.saving') : t('riderCenter.wallet.save')}
      </button>
    </form>
  );
}
