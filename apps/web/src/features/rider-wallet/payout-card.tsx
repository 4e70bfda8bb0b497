// Request payout: what can be asked for and what waits for approval, where the money goes, and
// the amount (at most the balance: payout-form.tsx). A payout needs a saved MoMo wallet; without
// one the card offers to set it up. Part of the rider's cold dashboard, so nothing here pulls a
// form library or the contract's schemas (decision 057, addendum).
import { formatGhs } from '@dwa/domain/money';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { PayoutForm } from './payout-form.tsx';
import { useRiderWallet } from './use-rider-wallet.ts';

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
