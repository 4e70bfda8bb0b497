// "Buy safely" on a product page (decision 066): the buyer's name and WhatsApp number, proved by
// a code sent there, delivery to a place (when the seller delivers this product) or pickup, the
// MoMo wallet that pays, and the total before anything is paid: item, delivery fee, nothing
// hidden. Placing the order sends the MoMo prompt; the order page follows it. Loaded only when a
// buyer opens it, with its texts.
import { MOMO_NETWORKS, SERVICE_ZONES } from '@dwa/domain/enums';
import { formatGhs } from '@dwa/domain/money';
import type { BuyerOrder } from '@dwa/domain/orders';
import type { ProductDetail } from '@dwa/domain/products';
import { type FormEvent, useState } from 'react';
import { useNavigate } from 'react-router';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { postJson } from '../../lib/api.ts';
import { ApiError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';

interface Props {
  product: Pick<ProductDetail, 'id' | 'pricePesewas' | 'deliveryAvailable' | 'deliveryCostPesewas'>;
  onClose(): void;
}

export default function BuySafelyDialog({ product, onClose }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const canDeliver = product.deliveryAvailable && (product.deliveryCostPesewas ?? 0) > 0;
  const [v, setV] = useState({
    name: '',
    phone: '',
    code: '',
    fulfilment: canDeliver ? 'delivery' : 'pickup',
    zone: '',
    dropoffLocation: '',
    dropoffLandmark: '',
    network: 'mtn',
    payPhone: '',
  });
  const [codeSent, setCodeSent] = useState(false);
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<ApiError | null>(null);
  const set = (field: keyof typeof v) => (e: { target: { value: string } }) =>
    setV((old) => ({ ...old, [field]: e.target.value }));
  const fee = v.fulfilment === 'delivery' ? (product.deliveryCostPesewas ?? 0) : 0;
  const total = product.pricePesewas + fee;
  const fieldError = (f: string) => error?.fields[f];

  const sendCode = async () => {
    setBusy(true);
    setError(null);
    try {
      await postJson('/api/auth/codes', { phone: v.phone, purpose: 'order_buyer' });
      setCodeSent(true);
    } catch (e) {
      setError(e instanceof ApiError ? e : null);
    } finally {
      setBusy(false);
    }
  };

  const place = async (event: FormEvent) => {
    event.preventDefault();
    setBusy(true);
    setError(null);
    const delivery = v.fulfilment === 'delivery';
    try {
      const placed = await postJson<{ token: string; order: BuyerOrder }>('/api/orders', {
        productId: product.id,
        name: v.name,
        phone: v.phone,
        code: v.code,
        fulfilment: v.fulfilment,
        zone: delivery ? v.zone || null : null,
        dropoffLocation: delivery ? v.dropoffLocation : null,
        dropoffLandmark: delivery ? v.dropoffLandmark || null : null,
        network: v.network,
        payPhone: v.payPhone || null,
      });
      navigate(`/orders/${placed.token}`);
    } catch (e) {
      setError(e instanceof ApiError ? e : null);
      setBusy(false);
    }
  };

  return (
    <Dialog
      open
      onClose={onClose}
      title={t('orders.buy.title')}
      closeLabel={t('orders.buy.close')}
      testId="buy-safely-dialog"
    >
      <form className="flex flex-col gap-3" onSubmit={place} noValidate>
        <p className="text-sm text-subtle">{t('orders.buy.intro')}</p>
        {error && Object.keys(error.fields).length === 0 && (
          <FormAlert tone="error">{error.message}</FormAlert>
        )}
        <Field label={t('orders.buy.name')} error={fieldError('name')}>
          {(c) => (
            <input
              {...c}
              name="name"
              className={inputClass}
              value={v.name}
              onChange={set('name')}
            />
          )}
        </Field>
        <Field label={t('orders.buy.phone')} error={fieldError('phone')}>
          {(c) => <PhoneInput {...c} name="phone" value={v.phone} onChange={set('phone')} />}
        </Field>
        {codeSent ? (
          <Field
            label={t('orders.buy.code')}
            hint={t('orders.buy.codeSent')}
            error={fieldError('code')}
          >
            {(c) => (
              <input
                {...c}
                name="code"
                inputMode="numeric"
                autoComplete="one-time-code"
                className={inputClass}
                value={v.code}
                onChange={set('code')}
              />
            )}
          </Field>
        ) : (
          <button
            type="button"
            className="btn-outline self-start"
            data-testid="buy-send-code"
            disabled={busy}
            onClick={() => void sendCode()}
          >
            {t('orders.buy.sendCode')}
          </button>
        )}
        <fieldset className="flex flex-col gap-2">
          {canDeliver ? (
            <div className="flex flex-wrap gap-4">
              {(['delivery', 'pickup'] as const).map((f) => (
                <label key={f} className="flex items-center gap-2">
                  <input
                    type="radio"
                    name="fulfilment"
                    value={f}
                    checked={v.fulfilment === f}
                    onChange={set('fulfilment')}
                  />
                  {t(`orders.buy.${f}`)}
                </label>
              ))}
            </div>
          ) : (
            <p className="text-sm">{t('orders.buy.pickupOnly')}</p>
          )}
        </fieldset>
        {v.fulfilment === 'delivery' && (
          <>
            <Field label={t('orders.buy.zone')} error={fieldError('zone')}>
              {(c) => (
                <EnumSelect
                  {...c}
                  name="zone"
                  values={SERVICE_ZONES}
                  labelKey="enums.serviceZone"
                  placeholder=""
                  value={v.zone}
                  onChange={set('zone')}
                />
              )}
            </Field>
            <Field label={t('orders.buy.area')} error={fieldError('dropoffLocation')}>
              {(c) => (
                <input
                  {...c}
                  name="dropoffLocation"
                  className={inputClass}
                  value={v.dropoffLocation}
                  onChange={set('dropoffLocation')}
                />
              )}
            </Field>
            <Field label={t('orders.buy.landmark')} error={fieldError('dropoffLandmark')}>
              {(c) => (
                <input
                  {...c}
                  name="dropoffLandmark"
                  className={inputClass}
                  value={v.dropoffLandmark}
                  onChange={set('dropoffLandmark')}
                />
              )}
            </Field>
          </>
        )}
        <Field label={t('orders.buy.network')} error={fieldError('network')}>
          {(c) => (
            <EnumSelect
              {...c}
              name="network"
              values={MOMO_NETWORKS}
              labelKey="enums.momoNetwork"
              value={v.network}
              onChange={set('network')}
            />
          )}
        </Field>
        <Field label={t('orders.buy.payPhone')} error={fieldError('payPhone')}>
          {(c) => (
            <PhoneInput {...c} name="payPhone" value={v.payPhone} onChange={set('payPhone')} />
          )}
        </Field>
        <dl className="grid grid-cols-2 gap-1 rounded-xl border border-line p-3 text-sm">
          <dt>{t('orders.buy.item')}</dt>
          <dd className="text-right tabular-nums">{formatGhs(product.pricePesewas)}</dd>
          <dt>{t('orders.buy.fee')}</dt>
          <dd className="text-right tabular-nums">{formatGhs(fee)}</dd>
          <dt className="font-semibold">{t('orders.buy.total')}</dt>
          <dd className="text-right font-semibold tabular-nums" data-testid="buy-total">
            {formatGhs(total)}
          </dd>
        </dl>
        <button
          type="submit"
          className="btn-primary"
          data-testid="buy-pay"
          disabled={busy || !codeSent}
        >
          {t('orders.buy.pay', { total: formatGhs(total) })}
        </button>
      </form>
    </Dialog>
  );
}
