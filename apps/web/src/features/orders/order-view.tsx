// A Buy safely order as its buyer follows it (decision 066): the status, what was bought and
// from whom, the money (item, delivery fee, total: nothing hidden), where it goes, the steps so
// far, and the buttons the server says the buyer may use now. The delivery code is never shown
// here: it travels on WhatsApp only.
import { formatGhs } from '@dwa/domain/money';
import type { BuyerOrder } from '@dwa/domain/orders';
import { type FormEvent, useState } from 'react';
import { Link } from 'react-router';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { VoucherForm } from '../../components/voucher-form.tsx';
import { ApiError } from '../../lib/api-error.ts';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { useOrderStep } from './use-order-step.ts';

export function OrderView({ order, token }: { order: BuyerOrder; token: string }) {
  const { t, i18n } = useTranslation();
  const step = useOrderStep(token);
  const voucher = useOrderStep(token);
  const [problem, setProblem] = useState<string | null>(null);
  const failed = step.error instanceof ApiError ? step.error : null;
  const has = (a: BuyerOrder['actions'][number]) => order.actions.includes(a);
  const waiting = order.status === 'awaiting_payment' && order.paymentStatus === 'pending';

  const sendProblem = (event: FormEvent) => {
    event.preventDefault();
    step.mutate({ step: 'problem', body: { text: problem ?? '' } });
  };

  return (
    <div className="flex flex-col gap-4" data-testid="order" data-status={order.status}>
      <header className="flex flex-col gap-2">
        <h1 className="font-bold text-2xl">{t('orders.page.heading', { number: order.number })}</h1>
        <p
          data-testid="order-status"
          className="self-start rounded-full border border-brand bg-brand px-3 py-1 font-semibold text-brand-ink text-sm"
        >
          {t(`orders.status.${order.status}`)}
        </p>
        <p className="break-words text-subtle">
          {t('orders.page.from', { title: order.productTitle, shop: order.shop })}
        </p>
      </header>

      <dl className="grid grid-cols-2 gap-1 rounded-2xl border border-line bg-surface p-4 text-sm">
        <dt>{t('orders.buy.item')}</dt>
        <dd className="text-right tabular-nums">{formatGhs(order.itemPesewas)}</dd>
        <dt>{t('orders.buy.fee')}</dt>
        <dd className="text-right tabular-nums">{formatGhs(order.deliveryFeePesewas)}</dd>
        <dt className="font-semibold">{t('orders.buy.total')}</dt>
        <dd className="text-right font-semibold tabular-nums" data-testid="order-total">
          {formatGhs(order.totalPesewas)}
        </dd>
      </dl>
      <p className="text-sm">
        {order.carrier === 'pickup'
          ? t('orders.page.pickup')
          : t('orders.page.place', {
              place: [order.dropoffLocation, order.dropoffLandmark].filter(Boolean).join(', '),
            })}
      </p>

      {order.refundPesewas !== null && (
        <FormAlert tone="info" testId="order-refund">
          {t('orders.page.refunded', { amount: formatGhs(order.refundPesewas) })}
        </FormAlert>
      )}
      {waiting && (
        <div className="flex flex-col gap-2 rounded-2xl border border-line bg-surface p-4">
          {!order.voucherNeeded && <p>{t('orders.page.paymentWaiting')}</p>}
          {order.voucherNeeded && (
            <VoucherForm
              submit={(code) => voucher.mutateAsync({ step: 'voucher', body: { voucher: code } })}
              pending={voucher.isPending}
              error={voucher.isError ? voucher.error : null}
            />
          )}
          {order.promptPath && (
            <Link
              to={order.promptPath}
              className="btn-primary self-start"
              data-testid="order-open-prompt"
            >
              {t('orders.page.openPrompt')}
            </Link>
          )}
        </div>
      )}
      {(order.status === 'accepted' || order.status === 'picked_up') && (
        <p className="text-sm text-subtle">{t('orders.page.codeHint')}</p>
      )}
      {order.trackingPath && (
        <Link to={order.trackingPath} className="btn-outline self-start" data-testid="order-track">
          {t('orders.page.track')}
        </Link>
      )}
      {order.status === 'delivered' && order.releaseDueAt && (
        <p className="text-sm" data-testid="order-release-by">
          {t('orders.page.releaseBy', {
            date: formatDateTime(order.releaseDueAt, i18n.language),
          })}
        </p>
      )}

      {failed && <FormAlert tone="error">{failed.message}</FormAlert>}
      <div className="flex flex-wrap gap-2">
        {has('pay') && (
          <button
            type="button"
            className="btn-primary"
            disabled={step.isPending}
            onClick={() => step.mutate({ step: 'pay' })}
          >
            {t('orders.page.payAgain')}
          </button>
        )}
        {has('confirm') && (
          <button
            type="button"
            className="btn-primary"
            data-testid="order-confirm"
            disabled={step.isPending}
            onClick={() => step.mutate({ step: 'confirm' })}
          >
            {t('orders.page.confirm')}
          </button>
        )}
        {has('report_problem') && problem === null && (
          <button
            type="button"
            className="btn-outline"
            data-testid="order-problem"
            onClick={() => setProblem('')}
          >
            {t('orders.page.problem')}
          </button>
        )}
        {(has('abandon') || has('buyer_cancel')) && (
          <button
            type="button"
            className="btn-ghost"
            data-testid="order-cancel"
            disabled={step.isPending}
            onClick={() => step.mutate({ step: 'cancel' })}
          >
            {t('orders.page.cancel')}
          </button>
        )}
      </div>
      {has('report_problem') && problem !== null && (
        <form className="flex flex-col gap-2" onSubmit={sendProblem} noValidate>
          <Field label={t('orders.page.problemLabel')} error={failed?.fields.text}>
            {(control) => (
              <textarea
                {...control}
                name="text"
                className={`${inputClass} min-h-24 py-2`}
                value={problem}
                onChange={(e) => setProblem(e.target.value)}
              />
            )}
          </Field>
          <button type="submit" className="btn-primary self-start" disabled={step.isPending}>
            {t('orders.page.send')}
          </button>
        </form>
      )}

      <section aria-labelledby="order-steps" className="flex flex-col gap-2">
        <h2 id="order-steps" className="font-semibold">
          {t('orders.page.steps')}
        </h2>
        <ol className="flex flex-col gap-1 text-sm" data-testid="order-steps">
          {order.steps.map((s) => (
            <li key={`${s.status}-${s.at}`} className="flex justify-between gap-2">
              <span>{t(`orders.status.${s.status}`)}</span>
              <span className="text-subtle tabular-nums">
                {formatDateTime(s.at, i18n.language)}
              </span>
            </li>
          ))}
        </ol>
      </section>
    </div>
  );
}
