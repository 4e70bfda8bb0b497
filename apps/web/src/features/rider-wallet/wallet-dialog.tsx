// Setup MoMo Wallet: the wallet form in a dialog, opened from the dashboard's shortcut. It reads
// the saved wallet first, so the form starts with it.
import { Dialog } from '../../components/ui/dialog.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { useRiderWallet } from './use-rider-wallet.ts';
import { RiderWalletForm } from './wallet-form.tsx';

export function WalletDialog({ open, onClose }: { open: boolean; onClose(): void }) {
  const { t } = useTranslation();
  const wallet = useRiderWallet();
  return (
    <Dialog
      open={open}
      onClose={onClose}
      title={t('riderCenter.wallet.title')}
      closeLabel={t('riderCenter.close')}
      testId="rider-wallet-dialog"
    >
      {wallet.isError && !wallet.data && (
        <FormAlert tone="error">
          {t('riderCenter.wallet.loadError')}{' '}
          <button
            type="button"
            className="font-semibold underline"
            onClick={() => void wallet.refetch()}
          >
            {t('riderCenter.retry')}
          </button>
        </FormAlert>
      )}
      {wallet.isPending && (
        <div aria-hidden="true" className="h-64 animate-pulse rounded-lg bg-muted" />
      )}
      {wallet.data && <RiderWalletForm wallet={wallet.data.wallet} onSaved={onClose} />}
    </Dialog>
  );
}
