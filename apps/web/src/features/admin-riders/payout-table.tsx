// The Payouts tab: rider and number, amount, method (and the wallet it goes to), status,
// requested date; Approve (asked first: money leaves at once) and Reject (with a reason) while
// requested, shown only to an admin whose role moves money (the server refuses the others).
import type { PayoutStatus } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import { isPayoutActionable } from '@dwa/domain/payout';
import type { AdminPayoutView } from '@dwa/domain/payouts';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { useState } from 'react';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type BADGE_TONES, Badge } from './badge.tsx';
import { ApprovePayoutDialog, RejectPayoutDialog } from './payout-dialogs.tsx';

const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
const td = 'md:table-cell md:px-3 md:py-2 md:align-middle';

const TONES: Record<PayoutStatus, keyof typeof BADGE_TONES> = {
  requested: 'waiting',
  approved: 'active',
  rejected: 'bad',
  paid: 'good',
  failed: 'bad',
};

type Open = { kind: 'approve' | 'reject'; payout: AdminPayoutView } | null;

export function PayoutTable({
  items,
  canDecide,
}: {
  items: AdminPayoutView[];
  canDecide: boolean;
}) {
  const { t, i18n } = useTranslation();
  const [open, setOpen] = useState<Open>(null);
  return (
    <>
      <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
        <thead className="hidden md:table-header-group">
          <tr className="border-line border-b">
            <th className={th}>{t('adminRiders.payouts.columns.rider')}</th>
            <th className={`${th} text-right`}>{t('adminRiders.payouts.columns.amount')}</th>
            <th className={th}>{t('adminRiders.payouts.columns.method')}</th>
            <th className={th}>{t('adminRiders.payouts.columns.status')}</th>
            <th className={th}>{t('adminRiders.payouts.columns.requested')}</th>
            {canDecide && (
              <th className={th}>
                <span className="sr-only">{t('adminRiders.payouts.columns.actions')}</span>
              </th>
            )}
          </tr>
        </thead>
        <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
          {items.map((payout) => (
            <tr
              key={payout.id}
              data-testid="admin-payout-row"
              data-payout-id={payout.id}
              className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0"
            >
              <td className={td}>
                <span className="block font-semibold">{payout.rider.name}</span>
                <span className="block whitespace-nowrap text-sm text-subtle">
                  {formatPhoneDisplay(payout.rider.whatsappNumber)}
                </span>
              </td>
              <td
                className={`self-start whitespace-nowrap font-semibold text-brand md:text-right ${td}`}
              >
                {formatGhs(payout.amountPesewas)}
              </td>
              <td className={`col-span-2 text-sm ${td}`}>
                <span className="block">{t('adminRiders.payouts.momo')}</span>
                <span className="block text-subtle text-xs">
                  {payout.wallet
                    ? `${t(`enums.momoNetwork.${payout.wallet.network}`)} ${formatPhoneDisplay(payout.wallet.phone)}`
                    : t('adminRiders.payouts.noWallet')}
                </span>
              </td>
              <td className={`col-span-2 ${td}`}>
                <Badge tone={TONES[payout.status]} testId="admin-payout-status">
                  {t(`adminRiders.payouts.status.${payout.status}`)}
                </Badge>
                {payout.failureReason && (
                  <span className="mt-1 block text-subtle text-xs">
                    {t('adminRiders.payouts.reason', { reason: payout.failureReason })}
                  </span>
                )}
              </td>
              <td className={`self-center text-sm text-subtle ${td}`}>
                {formatDateTime(payout.requestedAt, i18n.language)}
              </td>
              {canDecide && (
                <td className={`justify-self-end ${td} md:text-right`}>
                  {isPayoutActionable(payout.status) && (
                    <span className="flex flex-wrap justify-end gap-2 lg:flex-nowrap">
                      <button
                        type="button"
                        className="btn-primary min-h-11"
                        aria-label={t('adminRiders.payouts.approveNamed', {
                          amount: formatGhs(payout.amountPesewas),
                          name: payout.rider.name,
                        })}
                        onClick={() => setOpen({ kind: 'approve', payout })}
                      >
                        {t('adminRiders.payouts.approve')}
                      </button>
                      <button
                        type="button"
                        className="btn-outline min-h-11"
                        aria-label={t('adminRiders.payouts.rejectNamed', {
                          amount: formatGhs(payout.amountPesewas),
                          name: payout.rider.name,
                        })}
                        onClick={() => setOpen({ kind: 'reject', payout })}
                      >
                        {t('adminRiders.payouts.reject')}
                      </button>
                    </span>
                  )}
                </td>
              )}
            </tr>
          ))}
        </tbody>
      </table>
      {open?.kind === 'approve' && (
        <ApprovePayoutDialog payout={open.payout} onClose={() => setOpen(null)} />
      )}
      {open?.kind === 'reject' && (
        <RejectPayoutDialog payout={open.payout} onClose={() => setOpen(null)} />
      )}
    </>
  );
}
