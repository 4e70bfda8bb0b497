// The rider's MoMo wallet form: number and network required, account name optional. The number's
// prefix suggests the network until the rider picks one by hand (numbers move between networks).
// The server's field messages land on the fields.
import {
  type RiderWalletSummary,
  type RiderWalletUpdate,
  RiderWalletUpdateSchema,
} from '@dwa/domain/payouts';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MomoWalletFields, momoWalletDefaults } from '../../components/momo-wallet-fields.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
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
    defaultValues: momoWalletDefaults(wallet),
  });
  // A saved wallet's network, or one the rider chose, is theirs: never overridden.
  const chosenByHand = useRef(Boolean(wallet));

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
      <MomoWalletFields
        form={form}
        chosenByHand={chosenByHand}
        texts="riderCenter.wallet"
        networkRequired="payouts.networkRequired"
      />
      <button type="submit" className="btn-primary disabled:opacity-50" disabled={save.isPending}>
        {save.isPending ? t('riderCenter.wallet.saving') : t('riderCenter.wallet.save')}
      </button>
    </form>
  );
}
