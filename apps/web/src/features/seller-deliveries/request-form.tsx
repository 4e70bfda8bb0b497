// Request a rider: the package (one of the seller's products, or none), pickup and zone, dropoff
// with a landmark, the recipient, a note and the fee. Checked with the shared schema before
// sending; the server's field messages land on their fields; on success the seller goes back to
// the list, where the new job waits for a rider.
import { zoneOfPlace } from '@dwa/domain/deliveries';
import { SERVICE_ZONES } from '@dwa/domain/enums';
import type { SellerProductRow } from '@dwa/domain/seller-products';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { type ControlProps, Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { type ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import {
  feeOf,
  REQUEST_FIELDS,
  type RequestFormValues,
  requestBody,
  requestResolver,
} from './request-form-values.ts';
import { useRequestDelivery } from './use-request-delivery.ts';
import { useChosenProduct } from './use-request-sources.ts';

const fieldset = 'flex min-w-0 flex-col gap-4 rounded-xl border border-line bg-surface p-4';
const legend = 'px-1 font-semibold';

interface Props {
  defaults: RequestFormValues;
  /** The seller's products to choose from (the one asked for included). */
  products: Pick<SellerProductRow, 'id' | 'title'>[];
}

export function RequestForm({ defaults, products }: Props) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const request = useRequestDelivery();
  const [failure, setFailure] = useState<string | null>(null);
  // The field the server named first, focused once the fieldsets are enabled again.
  const [focusNext, setFocusNext] = useState<keyof RequestFormValues | null>(null);
  const form = useForm<RequestFormValues>({ resolver: requestResolver, defaultValues: defaults });
  const { register, setValue, getFieldState } = form;
  const errors = form.formState.errors;

  // Another product: its delivery cost becomes the fee, unless the seller typed one.
  const productId = form.watch('productId');
  const chosen = useChosenProduct(productId);
  useEffect(() => {
    if (getFieldState('fee').isDirty) return;
    if (productId === '') setValue('fee', '');
    else if (chosen.data?.id === productId) setValue('fee', feeOf(chosen.data));
  }, [productId, chosen.data, getFieldState, setValue]);

  // Another pickup: its zone, unless the seller chose one.
  const pickup = form.watch('pickupLocation');
  useEffect(() => {
    const zone = zoneOfPlace(pickup);
    if (zone && !getFieldState('zone').isDirty) setValue('zone', zone);
  }, [pickup, getFieldState, setValue]);

  useEffect(() => {
    if (focusNext && !request.isPending) {
      form.setFocus(focusNext);
      setFocusNext(null);
    }
  }, [focusNext, request.isPending, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    try {
      await request.mutateAsync(requestBody(values));
      notify('success', t('sellerDeliveries.requested', { name: values.recipientName.trim() }));
      navigate('/seller/deliveries');
    } catch (error) {
      if (applyServerFields(error, form.setError, REQUEST_FIELDS)) {
        const fields = Object.keys((error as ApiError).fields);
        setFocusNext(REQUEST_FIELDS.find((f) => fields.includes(f)) ?? null);
      }
      const rest = describeError(error, t, REQUEST_FIELDS);
      if (rest) setFailure(rest);
    }
  });

  const text = (name: keyof RequestFormValues, max: number) => (c: ControlProps) => (
    <input {...c} {...register(name)} maxLength={max} className={inputClass} />
  );
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl flex-col gap-4"
      aria-busy={request.isPending}
      data-testid="delivery-request-form"
    >
      {failure !== null && (
        <FormAlert tone="error" testId="delivery-request-error">
          {t('sellerDeliveries.form.failed')} {failure}
        </FormAlert>
      )}
      <fieldset className={fieldset} disabled={request.isPending}>
        <legend className={legend}>{t('sellerDeliveries.form.packageLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-[2fr_1fr]">
          <Field
            label={t('sellerDeliveries.form.product')}
            hint={t('sellerDeliveries.form.productHint')}
            error={errorText(t, errors.productId)}
          >
            {(c) => (
              <select {...c} {...register('productId')} className={inputClass}>
                <option value="">{t('sellerDeliveries.form.noProduct')}</option>
                {products.map((p) => (
                  <option key={p.id} value={p.id}>
                    {p.title}
                  </option>
                ))}
              </select>
            )}
          </Field>
          <Field
            label={t('sellerDeliveries.form.fee')}
            hint={t('sellerDeliveries.form.feeHint')}
            error={errorText(t, errors.fee)}
          >
            {(c) => <MoneyInput {...c} {...register('fee')} />}
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset} disabled={request.isPending}>
        <legend className={legend}>{t('sellerDeliveries.form.pickupLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sellerDeliveries.form.pickup')}
            hint={t('sellerDeliveries.form.pickupHint')}
            error={errorText(t, errors.pickupLocation)}
          >
            {text('pickupLocation', 120)}
          </Field>
          <Field
            label={t('sellerDeliveries.form.zone')}
            hint={t('sellerDeliveries.form.zoneHint')}
            error={errorText(t, errors.zone)}
          >
            {(c) => (
              <EnumSelect
                {...c}
                {...register('zone')}
                values={SERVICE_ZONES}
                labelKey="enums.serviceZone"
                placeholder={t('sellerDeliveries.form.chooseZone')}
              />
            )}
          </Field>
        </div>
      </fieldset>
      <fieldset className={fieldset} disabled={request.isPending}>
        <legend className={legend}>{t('sellerDeliveries.form.dropoffLegend')}</legend>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sellerDeliveries.form.dropoff')}
            error={errorText(t, errors.dropoffLocation)}
          >
            {text('dropoffLocation', 120)}
          </Field>
          <Field
            label={t('sellerDeliveries.form.landmark')}
            hint={t('sellerDeliveries.form.landmarkHint')}
            error={errorText(t, errors.dropoffLandmark)}
          >
            {text('dropoffLandmark', 120)}
          </Field>
          <Field
            label={t('sellerDeliveries.form.recipientName')}
            error={errorText(t, errors.recipientName)}
          >
            {text('recipientName', 80)}
          </Field>
          <Field
            label={t('sellerDeliveries.form.recipientPhone')}
            hint={t('sellerDeliveries.form.recipientPhoneHint')}
            error={errorText(t, errors.recipientPhone)}
          >
            {(c) => <PhoneInput {...c} {...register('recipientPhone')} autoComplete="off" />}
          </Field>
        </div>
        <Field label={t('sellerDeliveries.form.note')} error={errorText(t, errors.deliveryNote)}>
          {(c) => (
            <textarea
              {...c}
              {...register('deliveryNote')}
              rows={3}
              maxLength={300}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
      </fieldset>
      <FormActions
        back={
          <Link to="/seller/deliveries" className="btn-outline">
            {t('sellerDeliveries.form.cancel')}
          </Link>
        }
        submitLabel={t('sellerDeliveries.form.submit')}
        pendingLabel={t('sellerDeliveries.form.submitting')}
        pending={request.isPending}
      />
    </form>
  );
}
