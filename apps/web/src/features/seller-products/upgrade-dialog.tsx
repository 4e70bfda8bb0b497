// What Boost opens when the seller cannot boost yet (spec: "Boost needs a verified seller with
// at least 1 credit; otherwise an upgrade dialog opens"): why, with the real prices, and the way
// there (Edit Shop has Get Verified and Upgrade to Pro). No Confirm button to press first.
import type { BoostBlocker } from '@dwa/domain/boosts';
import {
  BOOST_CREDIT_PESEWAS,
  BOOST_DAYS,
  formatGhs,
  PRO_MONTHLY_BOOST_CREDITS,
  PRO_MONTHLY_FEE_PESEWAS,
  VERIFICATION_FEE_PESEWAS,
} from '@dwa/domain/money';
import { Link } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  reason: BoostBlocker;
  /** Credits the selection needs, and the seller's. */
  needed: number;
  credits: number;
  onClose(): void;
}

export function UpgradeDialog({ reason, needed, credits, onClose }: Props) {
  const { t } = useTranslation();
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
            fee: formatGhs(VERIFICATION_FEE_PESEWAS),
          })}
        </p>
      ) : (
        <div id="upgrade-reason" data-testid="upgrade-reason" className="flex flex-col gap-2">
          <p className="font-semibold">
            {needed <= 1
              ? t('sellerProducts.boost.upgrade.creditsOne', { credits })
              : t('sellerProducts.boost.upgrade.creditsMany', { count: needed, credits })}
          </p>
          <p>
            {t('sellerProducts.boost.notEnoughCredits', { credits: PRO_MONTHLY_BOOST_CREDITS })}
          </p>
        </div>
      )}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>
          {t('sellerProducts.boost.rules', {
            days: BOOST_DAYS,
            price: formatGhs(BOOST_CREDIT_PESEWAS),
          })}
        </li>
        <li>
          {t('sellerProducts.boost.pro', {
            credits: PRO_MONTHLY_BOOST_CREDITS,
            fee: formatGhs(PRO_MONTHLY_FEE_PESEWAS),
          })}
        </li>
      </ul>
      <div className="flex flex-col gap-2 sm:flex-row sm:flex-wrap">
        <Link to="/seller/profile" className="btn-primary" onClick={onClose}>
          {reason === 'verification'
            ? t('sellerProducts.boost.getVerified')
            : t('sellerProducts.boost.upgrade.upgradePro')}
        </Link>
        <Link to="/help/boost" className="btn-outline" onClick={onClose}>
          {t('sellerProducts.boost.howItWorks')}
        </Link>
      </div>
    </Dialog>
  );
}
