// Request payout: what can be asked for and what waits for approval, where the money goes, and
// the amount (at most the balance). A payout needs a saved MoMo wallet; without one the card
// offers to set it up. The server's field message (a balance that moved meanwhile) lands on the
// field.
import { formatGhs } from '@dwa/domain/money';
import type { PayoutRequest } from '@dwa/domain/payouts';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { Field } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { payoutFormSchema, wholeBalance } from './payout-amount.ts';
import { useRequestPayout } from './use-request-payout.ts';
import { useRiderWallet } from './use-rider-wallet.ts';

const FIELDS = ['amount'] as const;

export function PayoutCard({ onSetupWallet }: { onSetupWallet(): void }) {
  const { t } = useTranslation();
  const summary = useRiderWallet();
  const data = summary.data;
  return (
    <TitledCard title={t('riderCenter.payouts.title')} testId="payout-card">
      {summary.isError && !data && (
        <FormAlert tone="error">
          {t('riderCenter.wallet.loadError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void summary.refetch()}
          >
            {t('riderCenter.retry')}
          </button>
        </FormAlert>
      )}
      {summary.isPending && (
        <div aria-hidden="true" className="h-32 animate-pulse rounded-lg bg-muted" />
      )}
      {data && (
        <>
          <div className="flex flex-col gap-1">
            <p className="font-semibold text-xl tabular-nums" data-testid="payout-available">
              {t('riderCenter.payouts.available', { amount: formatGhs(data.balancePesewas) })}
            </p>
            {data.heldPesewas > 0 && (
              <p className="text-sm text-subtle">
                {t('riderCenter.payouts.held', { amount: formatGhs(data.heldPesewas) })}
              </p>
            )}
            {data.wallet && (
              <p className="text-sm text-subtle" data-testid="payout-wallet">
                {t('riderCenter.wallet.current', {
                  phone: formatPhoneDisplay(data.wallet.phone),
                  network: t(`enums.momoNetwork.${data.wallet.network}`),
                })}
              </p>
            )}
          </div>
          {!data.wallet ? (
            <>
              <p className="text-sm">{t('riderCenter.payouts.needWallet')}</p>
              <button type="button" className="btn-outline self-start" onClick={onSetupWallet}>
                {t('riderCenter.dashboard.shortcuts.setupWallet')}
              </button>
            </>
          ) : data.balancePesewas <= 0 ? (
            <p className="text-sm text-subtle">{t('riderCenter.payouts.nothing')}</p>
          ) : (
            <PayoutForm key={data.balancePesewas} balancePesewas={data.balancePesewas} />
          )}
        </>
      )}
    </TitledCard>
  );
}

function PayoutForm({ balancePesewas }: { balancePesewas: number }) {
  const { t } = useTranslation();
  const request = useRequestPayout();
  const form = useForm<PayoutRequest>({
    resolver: zodResolver(payoutFormSchema(balancePesewas), undefined, { raw: true }),
    defaultValues: { amount: '' },
  });
  const submit = form.handleSubmit(async (values) => {
    try {
      await request.mutateAsync(values);
      notify('success', t('riderCenter.payouts.requested'));
      form.reset({ amount: '' });
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });
  const detail = request.isError ? describeError(request.error, t, FIELDS) : '';
  return (
    <form onSubmit={submit} noValidate className="flex flex-col gap-3">
      {request.isError && detail && (
        <FormAlert tone="error" testId="payout-error">
          {t('riderCenter.payouts.failed')}: {detail}
        </FormAlert>
      )}
      <Field
        label={t('riderCenter.payouts.amount')}
        hint={t('riderCenter.payouts.amountHint')}
        error={errorText(t, form.formState.errors.amount)}
      >
        {(c) => (
          <div className="flex gap-2">
            <MoneyInput {...c} {...form.register('amount')} />
            <button
              type="button"
              className="btn-outline shrink-0"
              onClick={() =>
                form.setValue('amount', wholeBalance(balancePesewas), {
                  shouldValidate: form.formState.isSubmitted,
                })
              }
            >
              {t('riderCenter.payouts.useAll')}
            </button>
          </div>
        )}
      </Field>
      <button
        type="submit"
        className="btn-primary self-start disabled:opacity-50"
        disabled={request.isPending}
      >
        {request.isPending ? t('riderCenter.payouts.requesting') : t('riderCenter.payouts.request')}
      </button>
    </form>
  );
}
