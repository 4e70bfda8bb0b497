// Boost (the list's bulk bar and the dashboard's per-product button). A seller who cannot boost
// (domain/boosts.ts: verified, with a credit for each product) gets the upgrade dialog at once,
// from the profile the seller center already holds; otherwise the real rules from
// domain/money.ts, what will happen ("Boost 2 products for 7 days: uses 2 credits"), then the
// server decides. If it still refuses (403 not verified, 402 not enough credits: the profile
// changed meanwhile) the dialog says why and where to go; nothing pretends to have worked.

import { boostBlocker, creditsNeeded } from '@dwa/domain/boosts';
import {
  BOOST_CREDIT_PESEWAS,
  BOOST_DAYS,
  formatGhs,
  PRO_MONTHLY_BOOST_CREDITS,
  PRO_MONTHLY_FEE_PESEWAS,
  VERIFICATION_FEE_PESEWAS,
} from '@dwa/domain/money';
import type { BulkResult, SellerProductRow } from '@dwa/domain/seller-products';
import { useEffect } from 'react';
import { Link } from 'react-router';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { UpgradeDialog } from './upgrade-dialog.tsx';
import { useBoostStanding } from './use-boost-standing.ts';
import { useBulkAction } from './use-bulk-action.ts';

interface Props {
  /** The products to boost, with their current boost (one already boosted costs nothing). */
  products: readonly Pick<SellerProductRow, 'id' | 'isBoosted' | 'boostedUntil'>[];
  open: boolean;
  onClose(): void;
  /** After the server boosted them (the list clears its selection). */
  onBoosted?(result: BulkResult): void;
}

export function BoostDialog({ products, open, onClose, onBoosted }: Props) {
  const { t } = useTranslation();
  const boost = useBulkAction();
  const standing = useBoostStanding({ fresh: open });
  const count = products.length;
  const needed = creditsNeeded(products, new Date());
  // Decided before anything is pressed; while the server boosts, its answer decides.
  const blocker =
    open && standing.data && !boost.isPending && !boost.isSuccess
      ? boostBlocker(standing.data, needed, new Date())
      : null;

  // Each opening starts without the previous answer.
  const { reset } = boost;
  useEffect(() => {
    if (open) reset();
  }, [open, reset]);

  async function confirm() {
    try {
      const result = await boost.mutateAsync({ action: 'boost', ids: products.map((p) => p.id) });
      const left = result.creditsLeft ?? 0;
      notify(
        'success',
        result.changed === 1
          ? t('sellerProducts.boost.doneOne', { credits: left })
          : t('sellerProducts.boost.doneMany', { count: result.changed, credits: left }),
      );
      onBoosted?.(result);
      onClose();
    } catch {
      // Shown below from boost.error.
    }
  }

  const error = boost.error;
  const code = error instanceof ApiError ? error.code : null;
  const problem =
    code === 'verification_required' ? (
      <>
        {t('sellerProducts.boost.needsVerification', { fee: formatGhs(VERIFICATION_FEE_PESEWAS) })}{' '}
        <Link to="/seller/profile" className="font-semibold underline" onClick={onClose}>
          {t('sellerProducts.boost.getVerified')}
        </Link>
      </>
    ) : code === 'not_enough_credits' ? (
      <>
        {t('sellerProducts.boost.notEnoughCredits', { credits: PRO_MONTHLY_BOOST_CREDITS })}{' '}
        <Link to="/help/boost" className="font-semibold underline" onClick={onClose}>
          {t('sellerProducts.boost.howItWorks')}
        </Link>
      </>
    ) : error ? (
      `${t('sellerProducts.boost.failed')} ${describeError(error, t)}`.trim()
    ) : null;

  if (blocker && standing.data) {
    return (
      <UpgradeDialog
        reason={blocker}
        needed={Math.max(needed, 1)}
        credits={standing.data.boostCredits}
        onClose={onClose}
      />
    );
  }

  return (
    <ConfirmDialog
      open={open}
      onClose={onClose}
      title={t('sellerProducts.boost.title')}
      closeLabel={t('sellerProducts.boost.close')}
      cancelLabel={t('sellerProducts.boost.cancel')}
      confirmLabel={t('sellerProducts.boost.confirm')}
      pendingLabel={t('sellerProducts.boost.working')}
      pending={boost.isPending}
      // Until the profile says the seller may boost (a failed load leaves it to the server).
      disabled={count === 0 || (open && standing.isPending)}
      error={problem}
      errorTestId="boost-problem"
      onConfirm={() => void confirm()}
      testId="boost-dialog"
    >
      <p className="font-semibold" data-testid="boost-summary">
        {count === 1
          ? t('sellerProducts.boost.summaryOne', { days: BOOST_DAYS })
          : t('sellerProducts.boost.summaryMany', { count, days: BOOST_DAYS })}
      </p>
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>
          {t('sellerProducts.boost.rules', {
            days: BOOST_DAYS,
            price: formatGhs(BOOST_CREDIT_PESEWAS),
          })}
        </li>
        <li>
          {t('sellerProducts.boost.verification', { fee: formatGhs(VERIFICATION_FEE_PESEWAS) })}
        </li>
        <li>
          {t('sellerProducts.boost.pro', {
            credits: PRO_MONTHLY_BOOST_CREDITS,
            fee: formatGhs(PRO_MONTHLY_FEE_PESEWAS),
          })}
        </li>
      </ul>
      {standing.data !== undefined && (
        <p className="text-sm" data-testid="boost-balance">
          {t('sellerProducts.boost.balance', { credits: standing.data.boostCredits })}
        </p>
      )}
    </ConfirmDialog>
  );
}
