// A mobile money wallet's fields, as the seller's Edit Shop and the rider's wallet ask them:
// number and network required, account name optional. The number's prefix suggests the network
// until the user picks one by hand (numbers move between networks); a saved wallet's network is
// the user's too. Each form keeps its own schema, texts and save.
import { MOMO_NETWORKS } from '@dwa/domain/enums';
import type { PayoutWallet, RiderWalletUpdate } from '@dwa/domain/payouts';
import { normalizeGhanaPhone, suggestMomoNetwork } from '@dwa/domain/phone';
import { type RefObject, useEffect } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { errorText } from '../lib/form-errors.ts';
import { useTranslation } from '../lib/i18n.ts';
import { EnumSelect } from './ui/enum-select.tsx';
import { Field, inputClass } from './ui/field.tsx';
import { PhoneInput } from './ui/phone-input.tsx';

/** The seller's and the rider's wallet forms hold the same three values. */
export type MomoWalletValues = RiderWalletUpdate;

/** A form's starting values: the saved wallet's, else empty. */
export function momoWalletDefaults(
  wallet: Pick<PayoutWallet, 'phone' | 'network' | 'accountName'> | null,
): MomoWalletValues {
  return {
    phone: wallet ? `0${wallet.phone.slice(4)}` : '',
    network: wallet?.network ?? ('' as MomoWalletValues['network']),
    accountName: wallet?.accountName ?? '',
  };
}

export function MomoWalletFields({
  form,
  chosenByHand,
  texts,
  networkRequired,
}: {
  form: UseFormReturn<MomoWalletValues>;
  /** True once the network is the user's (saved, or picked by hand): never overridden then. */
  chosenByHand: RefObject<boolean>;
  /** Where the form's texts live in the catalogs. */
  texts: 'sellerProfile.wallet' | 'riderCenter.wallet';
  /** Catalog key of the network's "required" message. */
  networkRequired: string;
}) {
  const { t } = useTranslation();
  const errors = form.formState.errors;
  const phone = normalizeGhanaPhone(form.watch('phone') ?? '');
  const suggestion = phone ? suggestMomoNetwork(phone) : null;

  useEffect(() => {
    if (suggestion && !chosenByHand.current) {
      form.setValue('network', suggestion, { shouldValidate: form.formState.isSubmitted });
    }
  }, [suggestion, form, chosenByHand]);

  // Registered in screen order: the first wrong field is the one that gets the focus.
  const phoneField = form.register('phone');
  const networkField = form.register('network', {
    onChange: () => {
      chosenByHand.current = true;
    },
  });

  return (
    <>
      <Field label={t(`${texts}.phone`)} error={errorText(t, errors.phone)}>
        {(c) => <PhoneInput {...c} {...phoneField} />}
      </Field>
      <Field
        label={t(`${texts}.network`)}
        hint={
          suggestion
            ? t(`${texts}.suggested`, { network: t(`enums.momoNetwork.${suggestion}`) })
            : undefined
        }
        error={errorText(t, errors.network, t(networkRequired))}
      >
        {(c) => (
          <EnumSelect
            {...c}
            {...networkField}
            values={MOMO_NETWORKS}
            labelKey="enums.momoNetwork"
            placeholder={t(`${texts}.chooseNetwork`)}
          />
        )}
      </Field>
      <Field label={t(`${texts}.accountName`)} error={errorText(t, errors.accountName)}>
        {(c) => (
          <input
            {...c}
            {...form.register('accountName')}
            autoComplete="name"
            className={inputClass}
          />
        )}
      </Field>
    </>
  );
}
