// One order on the seller's Orders tab (decision 066): what was bought, by whom, where it goes,
// what the seller receives and by when to accept; the steps the server allows now, each asking
// for what it needs (who carries it and from where, a reason, the buyer's code).
import { formatGhs } from '@dwa/domain/money';
import type { SellerOrder } from '@dwa/domain/orders';
import { type FormEvent, useState } from 'react';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { type SellerStep, useSellerOrderStep } from './use-seller-orders.ts';

type Open = SellerStep | null;

export function SellerOrderCard({ order }: { order: SellerOrder }) {
  const { t, i18n } = useTranslation();
  const step = useSellerOrderStep();
  const [open, setOpen] = useState<Open>(null);
  const [text, setText] = useState('');
  const [carrier, setCarrier] = useState<'rider' | 'seller'>('rider');
  const failed = step.error instanceof ApiError ? step.error : null;
  const delivery = order.carrier !== 'pickup';

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!open) return;
    const body =
      open === 'accept'
        ? delivery
          ? { carrier, pickupLocation: carrier === 'rider' ? text : null }
          : {}
        : open === 'handover'
          ? { code: text }
          : { reason: text };
    step.mutate(
      { id: order.id, step: open, body },
      {
        onSuccess: () => {
          setOpen(null);
          setText('');
        },
      },
    );
  };
  const button = (action: SellerOrder['actions'][number], s: SellerStep, label: string) =>
    order.actions.includes(action) && (
      <button
        type="button"
        className={s === 'accept' || s === 'handover' ? 'btn-primary' : 'btn-outline'}
        data-testid={`order-${s}`}
        onClick={() => {
          setOpen(s);
          setText('');
          step.reset();
        }}
      >
        {label}
      </button>
    );

  return (
    <li
      className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4"
      data-testid="seller-order"
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
        {t('orders.seller.buyer', { name: order.buyerName })}
        {order.buyerPhone ? ` · ${order.buyerPhone}` : ''}
      </p>
      <p className="text-sm">
        {delivery
          ? t('orders.page.place', {
              place: [order.dropoffLocation, order.dropoffLandmark].filter(Boolean).join(', '),
            })
          : t('orders.page.pickup')}
      </p>
      <p className="text-sm">
        {formatGhs(order.totalPesewas)} ·{' '}
        <strong>{t('orders.seller.youGet', { amount: formatGhs(order.sellerPesewas) })}</strong>
      </p>
      {order.status === 'paid' && order.acceptDueAt && (
        <p className="text-sm text-subtle">
          {t('orders.seller.acceptBy', { date: formatDateTime(order.acceptDueAt, i18n.language) })}
        </p>
      )}
      {order.problem && <FormAlert tone="error">{order.problem}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {button('accept', 'accept', t('orders.seller.accept'))}
        {button('handover', 'handover', t('orders.seller.handover'))}
        {button('decline', 'decline', t('orders.seller.decline'))}
        {button('cancel_before_pickup', 'cancel', t('orders.seller.cancel'))}
      </div>
      {open && (
        <form className="flex flex-col gap-2" onSubmit={submit} noValidate>
          {failed && Object.keys(failed.fields).length === 0 && (
            <FormAlert tone="error">{failed.message}</FormAlert>
          )}
          {open === 'accept' && delivery && (
            <div className="flex flex-wrap gap-4">
              {(['rider', 'seller'] as const).map((c) => (
                <label key={c} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name={`carrier-${order.id}`}
                    value={c}
                    checked={carrier === c}
                    onChange={() => setCarrier(c)}
                  />
                  {t(c === 'rider' ? 'orders.seller.rider' : 'orders.seller.self')}
                </label>
              ))}
            </div>
          )}
          {(open !== 'accept' || (delivery && carrier === 'rider')) && (
            <Field
              label={t(
                open === 'accept'
                  ? 'orders.seller.pickupAt'
                  : open === 'handover'
                    ? 'orders.seller.codeLabel'
                    : 'orders.seller.reason',
              )}
              error={failed?.fields.pickupLocation ?? failed?.fields.code ?? failed?.fields.reason}
            >
              {(c) => (
                <input
                  {...c}
                  name="text"
                  inputMode={open === 'handover' ? 'numeric' : undefined}
                  className={inputClass}
                  value={text}
                  onChange={(e) => setText(e.target.value)}
                />
              )}
            </Field>
          )}
          <button
            type="submit"
            className="btn-primary self-start"
            data-testid="order-step-confirm"
            disabled={step.isPending}
          >
            {t('orders.seller.confirm')}
          </button>
        </form>
      )}
    </li>
  );
}
