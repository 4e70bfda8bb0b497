// Boost (the list's bulk bar and the dashboard's per-product button). A seller who cannot boost
// (domain/boosts.ts: not Pro, and not verified with credits for the shortest boost) gets the upgrade
// dialog at once, from the profile the seller center already holds; otherwise how long (1, 3 or
// 7 days, each with its credit cost from the price list, free with Pro), what will happen
// ("Boost 2 products for 7 days: uses 8 credits"), then the server decides. If it still refuses
// (403 not verified, 402 not enough credits: the profile changed meanwhile) the dialog says why
// and offers the purchase; nothing pretends to have worked.

import {
  affordableDays,
  boostCost,
  boostPlanBlocker,
  creditsNeeded,
  defaultBoostDays,
  isProAt,
} from '@dwa/domain/boosts';
import { formatGhs } from '@dwa/domain/money';
import { BOOST_DURATION_DAYS, type BoostDurationDays } from '@dwa/domain/prices';
import type { BulkResult, SellerProductRow } from '@dwa/domain/seller-products';
import { useEffect, useState } from 'react';
import { Link } from 'react-router';
import { ProBenefits } from '../../components/pro-benefits.tsx';
import { ConfirmDialog } from '../../components/ui/dialog.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { usePrices } from '../../lib/prices.ts';
import { useOpenPurchase } from '../../lib/purchase.ts';
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
  const prices = usePrices();
  const buy = useOpenPurchase();
  const standing = useBoostStanding({ fresh: open });
  const count = products.length;
  const now = new Date();
  const needed = creditsNeeded(products, now);
  const credits = standing.data?.boostCredits ?? 0;
  const pro = isProAt(standing.data?.proUntil ?? null, now);
  const [chosen, setChosen] = useState<BoostDurationDays | null>(null);
  const days = chosen ?? defaultBoostDays(credits, needed, prices, pro);
  const affordable = affordableDays(credits, needed, prices, pro);
  const cost = boostCost(needed, days, prices, pro);
  // Decided before anything is pressed; while the server boosts, its answer decides.
  const blocker =
    open && standing.data && !boost.isPending && !boost.isSuccess
      ? boostPlanBlocker(standing.data, needed, prices, now)
      : null;

  // Each opening starts without the previous answer or choice.
  const { reset } = boost;
  useEffect(() => {
    if (open) {
      reset();
      setChosen(null);
    }
  }, [open, reset]);

  function purchase(item: 'verification' | 'credits' | 'pro') {
    onClose();
    buy?.(item);
  }

  async function confirm() {
    try {
      const result = await boost.mutateAsync({
        action: 'boost',
        ids: products.map((p) => p.id),
        days,
      });
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
  const action = (item: 'verification' | 'credits', label: string) =>
    buy ? (
      <button type="button" className="font-semibold underline" onClick={() => purchase(item)}>
        {label}
      </button>
    ) : (
      <Link to="/seller/profile" className="font-semibold underline" onClick={onClose}>
        {label}
      </Link>
    );
  const problem =
    code === 'verification_required' ? (
      <>
        {t('sellerProducts.boost.needsVerification', {
          fee: formatGhs(prices.verificationPesewas),
        })}{' '}
        {action('verification', t('sellerProducts.boost.getVerified'))}
      </>
    ) : code === 'not_enough_credits' ? (
      <>
        {t('sellerProducts.boost.notEnoughCredits')} {action('credits', t('payments.credits.buy'))}
      </>
    ) : error ? (
      `${t('sellerProducts.boost.failed')} ${describeError(error, t)}`.trim()
    ) : null;

  if (blocker && standing.data) {
    return (
      <UpgradeDialog
        reason={blocker}
        needed={Math.max(needed, 1) * prices.boostCredits[1]}
        credits={standing.data.boostCredits}
        onClose={onClose}
      />
    );
  }

  const products_ = count === 1 ? t('payments.productOne') : t('payments.productMany', { count });
  const length = days === 1 ? t('payments.dayOne') : t('payments.dayMany', { count: days });
  const creditsText = (n: number) =>
    n === 1 ? t('payments.creditOne') : t('payments.creditMany', { count: n });

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
      // Until the profile says the seller may boost (a failed load leaves it to the server), and
      // while the credits do not pay for the chosen length.
      disabled={
        count === 0 ||
        (open && standing.isPending) ||
        (standing.data !== undefined && cost > credits)
      }
      error={problem}
      errorTestId="boost-problem"
      onConfirm={() => void confirm()}
      testId="boost-dialog"
    >
      <fieldset className="flex flex-col gap-2" data-testid="boost-days">
        <legend className="mb-1 font-medium text-sm">{t('payments.boost.daysLegend')}</legend>
        {BOOST_DURATION_DAYS.map((d) => {
          const enabled = standing.data === undefined || affordable.includes(d);
          return (
            <label
              key={d}
              className="flex min-h-11 cursor-pointer items-center gap-3 rounded-lg border border-line px-3 py-2 has-checked:border-brand has-checked:bg-muted has-disabled:cursor-not-allowed has-disabled:opacity-60"
            >
              <input
                type="radio"
                name="boost-days"
                value={d}
                checked={days === d}
                disabled={!enabled}
                onChange={() => setChosen(d)}
                className="size-5 accent-brand"
              />
              <span className="flex flex-1 flex-wrap items-baseline justify-between gap-x-3">
                <span className="font-semibold">
                  {d === 1 ? t('payments.dayOne') : t('payments.dayMany', { count: d })}
                </span>
                <span className="text-sm">
                  {pro
                    ? t('payments.boost.free')
                    : t('payments.boost.cost', { cost: creditsText(prices.boostCredits[d]) })}
                  {!enabled && ` · ${t('payments.boost.cannotAfford')}`}
                </span>
              </span>
            </label>
          );
        })}
      </fieldset>
      <p className="font-semibold" data-testid="boost-summary">
        {pro
          ? t('payments.boost.summaryPro', { products: products_, length })
          : t('payments.boost.summary', { products: products_, length, cost: creditsText(cost) })}
      </p>
      {standing.data !== undefined && !pro && (
        <p className="flex flex-wrap items-center gap-x-3 text-sm">
          <span data-testid="boost-balance">
            {t('sellerProducts.boost.balance', { credits: standing.data.boostCredits })}
          </span>
          {buy && (
            <button
              type="button"
              className="inline-flex min-h-11 items-center font-semibold underline"
              onClick={() => purchase('credits')}
            >
              {t('payments.credits.buy')}
            </button>
          )}
        </p>
      )}
      <ul className="flex list-disc flex-col gap-1 pl-5 text-sm">
        <li>
          {t('payments.boost.rules', {
            price: formatGhs(
              prices.creditPacks[0]
                ? Math.round(prices.creditPacks[0].pesewas / prices.creditPacks[0].credits)
                : 0,
            ),
          })}
        </li>
        {pro && <li>{t('payments.boost.proLimit', { limit: prices.proBoostLimit })}</li>}
      </ul>
      {!pro && (
        <details className="rounded-lg border border-line px-3 py-2 text-sm">
          <summary className="min-h-11 cursor-pointer content-center font-semibold">
            {t('payments.pro.name')}:{' '}
            {t('payments.pro.price', { price: formatGhs(prices.proMonthlyPesewas) })}
          </summary>
          <ProBenefits className="mt-1 mb-2" />
        </details>
      )}
    </ConfirmDialog>
  );
}
