// The mobile money wallet: number, network and an optional account name. The number's prefix
// suggests the network (numbers move between networks, so the seller confirms or changes it);
// once the seller picks a network by hand the suggestion no longer overrides it. Pending until a
// payout verifies it.
import {
  type SellerProfile,
  type WalletUpdateInput,
  WalletUpdateSchema,
} from '@dwa/domain/seller-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useRef } from 'react';
import { useForm } from 'react-hook-form';
import { MomoWalletFields, momoWalletDefaults } from '../../components/momo-wallet-fields.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useSaveWallet } from './use-save-wallet.ts';

const FIELDS = ['phone', 'network', 'accountName'] as const;

export function WalletCard({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const save = useSaveWallet();
  const wallet = profile.wallet;
  const form = useForm<WalletUpdateInput>({
    resolver: zodResolver(WalletUpdateSchema, undefined, { raw: true }),
    defaultValues: momoWalletDefaults(wallet),
  });
  // A saved wallet's network, or one the seller chose, is theirs: never overridden.
  const chosenByHand = useRef(Boolean(wallet));

  const submit = form.handleSubmit(async (values) => {
    try {
      await save.mutateAsync(values);
      chosenByHand.current = true;
      notify('success', t('sellerProfile.wallet.saved'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });
  return (
    <TitledCard
      level={3}
      title={t('sellerProfile.wallet.title')}
      testId="wallet-card"
      aside={
        wallet && (
          <span
            data-testid="wallet-status"
            className={`rounded-full px-3 py-1 font-semibold text-sm ${
              wallet.status === 'verified'
                ? 'bg-brand text-brand-ink'
                : 'border border-gold text-gold'
            }`}
          >
            <span className="sr-only">{t('sellerProfile.wallet.statusLabel')}: </span>
            {t(`sellerProfile.wallet.status.${wallet.status}`)}
          </span>
        )
      }
    >
      <p className="text-sm text-subtle">
        {t('sellerProfile.wallet.intro')}{' '}
        {wallet?.status === 'pending' && t('sellerProfile.wallet.pendingHint')}
        {!wallet && t('sellerProfile.wallet.none')}
      </p>
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        {save.isError && (
          <FormAlert tone="error" testId="wallet-error">
            {t('sellerProfile.wallet.failed')} {describeError(save.error, t, FIELDS)}
          </FormAlert>
        )}
        <MomoWalletFields
          form={form}
          chosenByHand={chosenByHand}
          texts="sellerProfile.wallet"
          networkRequired="sellerProfile.wallet.networkRequired"
        />
        <button
          type="submit"
          className="btn-primary self-start disabled:opacity-50"
          disabled={save.isPending}
        >
          {save.isPending ? t('sellerProfile.wallet.saving') : t('sellerProfile.wallet.save')}
        </button>
      </form>
    </TitledCard>
  );
}
