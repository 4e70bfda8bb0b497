// What Boost opens when the seller cannot boost yet (spec: "Boost needs a verified seller with
// at least 1 credit; otherwise an upgrade dialog opens"): why, with the real prices, and the
// purchase that fixes it in one tap (the pay dialog: Get Verified, Buy boost credits, Upgrade to
// Pro, whose benefits are listed). No Confirm button to press first.
import type { BoostBlocker } from '@dwa/domain/boosts';
import { formatGhs } from '@dwa/domain/money';
import type { PurchaseItem } from '@dwa/domain/payments';
import { Link } from 'react-router';
import { ProBenefits } from '../../components/pro-benefits.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';
import { useOpenPurchase } from '../../lib/purchase.ts';

interface Props {
  reason: BoostBlocker;
  /** Credits the selection needs at least (its shortest boost), and the seller's. */
  needed: number;
  credits: number;
  onClose(): void;
}

export function UpgradeDialog({ reason, needed, credits, onClose }: Props) {
  const { t } = useTranslation();
  const prices = usePrices();
  const buy = useOpenPurchase();
  const purchase = (item: PurchaseItem, label: string, primary: boolean) =>
    buy ? (
      <button
        type="button"
        className={primary ? 'btn-primary' : 'btn-outline'}
        onClick={() => {
          onClose();
          buy(item);
        }}
      >
        {label}
      </button>
    ) : (
      <Link
        to="/seller/profile"
        className={primary ? 'btn-primary' : 'btn-outline'}
        onClick={onClose}
      >
        {label}
      </Link>
    );

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sellerProducts.boost.upgrade.title')}
      closeLabel={t('sellerProducts.boost.close')}
      describedBy="upgrade-reason"
      testId="upgrade-dialog"
    >
      {reason === 'verification' ? (
        <p id="upgrade-reason" data-testid="upgrade-reason">
          {t('sellerProducts.boost.needsVerification', {
            fee: formatGhs(prices.verificationPesewas),
          })}
        </p>
      ) : (
        <div id="upgrade-reason" data-testid="upgrade-reason" className="flex flex-col gap-2">
          <p className="font-semibold">
            {needed <= 1
              ? t('sellerProducts.boost.upgrade.creditsOne', { credits })
              : t('sellerProducts.boost.upgrade.creditsMany', { count: needed, credits })}
          </p>
          <p>{t('sellerProducts.boost.notEnoughCredits')}</p>
        </div>
      )}
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        {reason === 'verification'
          ? purchase('verification', t('sellerProducts.boost.getVerified'), true)
          : purchase('credits', t('payments.credits.buy'), true)}
        {purchase('pro', t('sellerProducts.boost.upgrade.upgradePro'), false)}
      </div>
      <div className="flex flex-col gap-1 rounded-lg bg-muted p-3 text-sm">
        <p className="font-semibold">
          {t('payments.pro.name')}:{' '}
          {t('payments.pro.price', { price: formatGhs(prices.proMonthlyPesewas) })}
        </p>
        <ProBenefits />
      </div>
      <Link
        to="/help/boost"
        className="inline-flex min-h-11 items-center underline"
        onClick={onClose}
      >
        {t('sellerProducts.boost.howItWorks')}
      </Link>
    </Dialog>
  );
}
