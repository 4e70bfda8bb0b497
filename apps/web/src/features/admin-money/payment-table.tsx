// The payments: a table on wide screens, a card per payment on a phone. Reference, seller,
// purpose, network and number, status (with why it failed or is held for review), gross (what
// the payer paid), fee, net, dates.
import type { AdminPayment } from '@dwa/domain/admin/money';
import type { PaymentStatus } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import { PAYMENT_FAILURES } from '@dwa/domain/payments';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';

const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
const td = 'md:table-cell md:px-3 md:py-2 md:align-middle';

const TONES: Record<PaymentStatus, string> = {
  pending: 'border-gold text-gold',
  success: 'border-brand bg-brand text-brand-ink',
  failed:
    'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100',
  held: 'border-amber-700 bg-amber-50 text-amber-900 dark:border-amber-300 dark:bg-amber-950 dark:text-amber-100',
};

export function PaymentTable({ items }: { items: AdminPayment[] }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  /** A fee or net not known: not yet (pending) or none (failed). */
  const amount = (p: AdminPayment, value: number | null) =>
    value !== null
      ? formatGhs(value)
      : t(p.status === 'pending' ? 'adminMoney.list.notYet' : 'adminMoney.list.none');
  const failure = (reason: string) =>
    (PAYMENT_FAILURES as readonly string[]).includes(reason)
      ? t(`adminMoney.failure.${reason}`)
      : reason;
  /** Why it failed, or why it waits for a person. */
  const why = (p: AdminPayment) =>
    p.heldReason
      ? t('adminMoney.list.held', { reason: t(`adminMoney.heldReason.${p.heldReason}`) })
      : p.failureReason
        ? t('adminMoney.list.failure', { reason: failure(p.failureReason) })
        : null;

  return (
    <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
      <thead className="hidden md:table-header-group">
        <tr className="border-line border-b">
          <th className={th}>{t('adminMoney.list.columns.payment')}</th>
          <th className={th}>{t('adminMoney.list.columns.method')}</th>
          <th className={th}>{t('adminMoney.list.columns.status')}</th>
          <th className={`${th} text-right`}>{t('adminMoney.list.columns.gross')}</th>
          <th className={`${th} text-right`}>{t('adminMoney.list.columns.fee')}</th>
          <th className={`${th} text-right`}>{t('adminMoney.list.columns.net')}</th>
          <th className={th}>{t('adminMoney.list.columns.date')}</th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
        {items.map((p) => (
          <tr
            key={p.id}
            data-testid="admin-payment-row"
            data-reference={p.reference}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0"
          >
            <td className={td}>
              <span className="block font-semibold">
                {t(`adminMoney.purpose.${p.purpose}`)}
                {p.credits !== null && ` · ${t('adminMoney.credits', { count: p.credits })}`}
              </span>
              <span className="block text-sm md:text-base">{p.seller.name}</span>
              <span className="block break-all font-mono text-subtle text-xs">{p.reference}</span>
            </td>
            <td className={`self-start justify-self-end md:hidden`}>
              <span
                className={`inline-flex rounded-full border px-2 py-0.5 font-semibold text-xs ${TONES[p.status]}`}
              >
                {t(`adminMoney.status.${p.status}`)}
              </span>
            </td>
            <td className={`col-span-2 text-sm ${td}`}>
              <span className="block">
                {p.network ? t(`enums.momoNetwork.${p.network}`) : t('adminMoney.noNetwork')}
                {p.phone && (
                  <span className="whitespace-nowrap"> {formatPhoneDisplay(p.phone)}</span>
                )}
              </span>
              <span className="block text-subtle text-xs">
                {t(`adminMoney.provider.${p.provider}`)}
              </span>
            </td>
            <td className={`hidden ${td}`}>
              <span
                className={`inline-flex rounded-full border px-2 py-0.5 font-semibold text-xs ${TONES[p.status]}`}
                data-testid="admin-payment-status"
              >
                {t(`adminMoney.status.${p.status}`)}
              </span>
              {why(p) && (
                <span className="mt-1 block text-subtle text-xs" data-testid="admin-payment-why">
                  {why(p)}
                </span>
              )}
            </td>
            {why(p) && <td className="col-span-2 text-subtle text-xs md:hidden">{why(p)}</td>}
            <td className={`col-span-2 text-sm tabular-nums md:text-right ${td}`}>
              <span className="md:hidden">
                {t('adminMoney.list.grossLine', { amount: formatGhs(p.grossPesewas) })} ·{' '}
                {t('adminMoney.list.feeLine', { amount: amount(p, p.feePesewas) })} ·{' '}
                {t('adminMoney.list.netLine', { amount: amount(p, p.netPesewas) })}
              </span>
              <span className="hidden whitespace-nowrap md:inline">
                {formatGhs(p.grossPesewas)}
              </span>
            </td>
            <td className={`hidden whitespace-nowrap text-right tabular-nums ${td}`}>
              {amount(p, p.feePesewas)}
            </td>
            <td className={`hidden whitespace-nowrap text-right font-semibold tabular-nums ${td}`}>
              {amount(p, p.netPesewas)}
            </td>
            <td className={`col-span-2 text-sm text-subtle ${td}`}>
              <span className="block">{formatDateTime(p.createdAt, lang)}</span>
              {p.confirmedAt && (
                <span className="block text-xs">
                  {t('adminMoney.list.paidAt', { date: formatDateTime(p.confirmedAt, lang) })}
                </span>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
