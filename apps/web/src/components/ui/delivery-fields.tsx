// "Delivery available" with its cost and comma-separated areas, as the registration form's first
// product and the seller's product form both ask it. Cost and areas exist only while the box is
// ticked: unregistered when unticked, so a hidden value can neither block nor reach the server.
import type { FieldError, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { Field, inputClass } from './field.tsx';
import { MoneyInput } from './money-input.tsx';

interface Props<T extends FieldValues> {
  form: UseFormReturn<T>;
  /** The three fields' paths in this form ('deliveryAvailable' or 'product.deliveryAvailable'). */
  names: { available: Path<T>; cost: Path<T>; areas: Path<T> };
  errors: { cost?: FieldError | undefined; areas?: FieldError | undefined };
  /** Grid classes for the cost and areas row (the product form puts them side by side). */
  rowClassName?: string;
}

export function DeliveryFields<T extends FieldValues>({
  form,
  names,
  errors,
  rowClassName,
}: Props<T>) {
  const { t } = useTranslation();
  const { register, watch } = form;
  const delivery = watch(names.available);
  return (
    <>
      <label className="flex min-h-11 items-center gap-3 font-medium">
        <input type="checkbox" {...register(names.available)} className="size-5 accent-brand" />
        {t('labels.deliveryAvailable')}
      </label>
      {delivery && (
        <div className={rowClassName ?? 'flex flex-col gap-4'}>
          <Field label={t('seller.deliveryCost')} error={errorText(t, errors.cost)}>
            {(c) => (
              <MoneyInput
                {...c}
                {...register(names.cost, {
                  shouldUnregister: true,
                  // An empty cost means "not given", not an invalid price.
                  setValueAs: (v: string) => (v === '' ? undefined : v),
                })}
              />
            )}
          </Field>
          <Field
            label={t('seller.deliveryAreas')}
            hint={t('seller.deliveryAreasHint')}
            error={errorText(t, errors.areas)}
          >
            {(c) => (
              <input
                {...c}
                {...register(names.areas, { shouldUnregister: true })}
                className={inputClass}
              />
            )}
          </Field>
        </div>
      )}
    </>
  );
}
