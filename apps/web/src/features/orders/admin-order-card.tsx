// One order on the admin's Orders screen (decision 066): what, from which shop, to whom, the
// money, its status; a disputed order offers Resolve: pay the seller, refund part (an amount) or
// refund all, each with the reason the audit log keeps; a refund or payout the provider refused
// is sent again with one button.
import { formatGhs } from '@dwa/domain/money';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import {
  type AdminOrder,
  type Resolution,
  useResolveOrder,
  useRetryOrderMoney,
} from './use-admin-orders.ts';

const OUTCOMES = ['release', 'partial', 'refund'] as const;

export function AdminOrderCard({ order }: { order: AdminOrder }) {
  const { t, i18n } = useTranslation();
  const resolve = useResolveOrder();
  const retry = useRetryOrderMoney();
  const retryFailed = retry.error instanceof ApiError ? retry.error : null;
  const moneyFailed = [
    order.refundStatus === 'failed' ? t('orders.admin.refundWord') : null,
    order.payoutStatus === 'failed' ? t('orders.admin.payoutWord') : null,
  ].filter(Boolean);
  const [open, setOpen] = useState(false);
  const [outcome, setOutcome] = useState<Resolution['outcome']>('release');
  const [refund, setRefund] = useState('');
  const [reason, setReason] = useState('');
  const failed = resolve.error instanceof ApiError ? resolve.error : null;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    const body: Resolution = { outcome, reason, ...(outcome === 'partial' ? { refund } : {}) };
    resolve.mutate({ id: order.id, body }, { onSuccess: () => setOpen(false) });
  };

  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="admin-order"
      data-status={order.status}
    >
      <div className="flex flex-wrap items-baseline justify-between gap-2">
        <p className="font-semibold">
          #{order.number} · {order.productTitle}
        </p>
        <span className="rounded-full border border-line px-2 py-0.5 text-sm">
          {t(`orders.status.${order.status}`)}
        </span>
      </div>
      <p className="text-sm">
        {t('orders.admin.shop', { shop: order.shop })} ·{' '}
        {t('orders.seller.buyer', { name: order.buyerName })} · {order.buyerPhone}
      </p>
      <p className="text-sm">
        {formatGhs(order.totalPesewas)} ·{' '}
        {t('orders.admin.sellerGets', { amount: formatGhs(order.sellerPesewas) })} ·{' '}
        {formatDateTime(order.createdAt, i18n.language)}
      </p>
      {order.refundPesewas !== null && (
        <p className="text-sm">
          {t('orders.admin.refundedAmount', { amount: formatGhs(order.refundPesewas) })}
        </p>
      )}
      {order.problem && (
        <FormAlert tone="error">{t('orders.admin.problem', { text: order.problem })}</FormAlert>
      )}
      {moneyFailed.length > 0 && (
        <div className="flex flex-col gap-2" data-testid="order-money-failed">
          <FormAlert tone="error">
            {t('orders.admin.moneyFailed', { what: moneyFailed.join(' · ') })}
          </FormAlert>
          {retryFailed && <FormAlert tone="error">{retryFailed.message}</FormAlert>}
          <button
            type="button"
            className="btn-primary self-start disabled:opacity-50"
            data-testid="order-retry"
            disabled={retry.isPending}
            onClick={() => retry.mutate(order.id)}
          >
            {t('orders.admin.retry')}
          </button>
        </div>
      )}
      {retry.isSuccess && moneyFailed.length === 0 && (
        <FormAlert tone="info">{t('orders.admin.retried')}</FormAlert>
      )}
      {order.status === 'disputed' && !open && (
        <button
          type="button"
          className="btn-primary self-start"
          data-testid="order-resolve"
          onClick={() => {
            setOpen(true);
            resolve.reset();
          }}
        >
          {t('orders.admin.resolve')}
        </button>
      )}
      {open && (
        <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
          {failed && Object.keys(failed.fields).length === 0 && (
            <FormAlert tone="error">{failed.message}</FormAlert>
          )}
          <fieldset className="flex flex-wrap gap-4">
            <legend className="sr-only">{t('orders.admin.resolve')}</legend>
            {OUTCOMES.map((o) => (
              <label key={o} className="flex min-h-11 items-center gap-2">
                <input
                  type="radio"
                  name={`outcome-${order.id}`}
                  value={o}
                  checked={outcome === o}
                  onChange={() => setOutcome(o)}
                />
                {t(`orders.admin.${o}`)}
              </label>
            ))}
          </fieldset>
          {outcome === 'partial' && (
            <Field label={t('orders.admin.refundAmount')} error={failed?.fields.refund}>
              {(c) => (
                <input
                  {...c}
                  name="refund"
                  inputMode="decimal"
                  className={inputClass}
                  value={refund}
                  onChange={(e) => setRefund(e.target.value)}
                />
              )}
            </Field>
          )}
          <Field label={t('orders.admin.reason')} error={failed?.fields.reason}>
            {(c) => (
              <input
                {...c}
                name="reason"
                className={inputClass}
                value={reason}
                onChange={(e) => setReason(e.target.value)}
              />
            )}
          </Field>
          <button
            type="submit"
            className="btn-primary self-start"
            data-testid="order-resolve-confirm"
            disabled={resolve.isPending}
          >
            {t('orders.admin.confirm')}
          </button>
        </form>
      )}
    </li>
  );
}
