// The registration form's fields (spec sections 3, 5): shop, first product with its photos (the
// picker comes from the page; delivery in components/ui/delivery-fields.tsx), password. More
// products come from My Products.
import { type Category, REGISTRATION_LOCATIONS } from '@dwa/domain/enums';
import type { ReactNode } from 'react';
import type { UseFormReturn } from 'react-hook-form';
import { DeliveryFields } from '../../components/ui/delivery-fields.tsx';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { PasswordInput } from '../../components/ui/password-input.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import type { SellerDetails } from './seller-details-schema.ts';

/** Spec section 3: registration and product forms offer only these. */
const FORM_CATEGORIES = ['food', 'electronics', 'fashion'] as const satisfies readonly Category[];

const fieldset = 'flex flex-col gap-4 rounded-xl border border-line p-4';
const legend = 'px-1 font-semibold';

export function SellerDetailsFields({
  form,
  photos,
}: {
  form: UseFormReturn<SellerDetails>;
  /** The first product's photo field (spec: "uploaded photos"). */
  photos?: ReactNode;
}) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('seller.shopSection')}</legend>
        <Field label={t('labels.businessName')} error={errorText(t, errors.businessName)}>
          {(c) => (
            <input
              {...c}
              {...register('businessName')}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </Field>
        <Field label={t('labels.phoneNumber')} error={errorText(t, errors.phone)}>
          {(c) => <PhoneInput {...c} {...register('phone')} />}
        </Field>
        <Field
          label={t('labels.location')}
          error={errorText(t, errors.location, t('seller.chooseLocation'))}
        >
          {(c) => (
            <EnumSelect
              {...c}
              {...register('location')}
              values={REGISTRATION_LOCATIONS}
              labelKey="enums.location"
              placeholder={t('seller.chooseLocation')}
            />
          )}
        </Field>
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('seller.productSection')}</legend>
        {photos && (
          <fieldset className="flex flex-col gap-2">
            <legend className="mb-2 font-medium">{t('labels.uploadPhotos')}</legend>
            {photos}
          </fieldset>
        )}
        <Field label={t('labels.productName')} error={errorText(t, errors.product?.title)}>
          {(c) => <input {...c} {...register('product.title')} className={inputClass} />}
        </Field>
        <Field
          label={t('labels.category')}
          error={errorText(t, errors.product?.category, t('seller.chooseCategory'))}
        >
          {(c) => (
            <EnumSelect
              {...c}
              {...register('product.category')}
              values={FORM_CATEGORIES}
              labelKey="enums.category"
              placeholder={t('seller.chooseCategory')}
            />
          )}
        </Field>
        <Field label={t('seller.priceLabel')} error={errorText(t, errors.product?.price)}>
          {(c) => <MoneyInput {...c} {...register('product.price')} />}
        </Field>
        <Field label={t('labels.description')} error={errorText(t, errors.product?.description)}>
          {(c) => (
            <textarea
              {...c}
              {...register('product.description')}
              rows={3}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <DeliveryFields
          form={form}
          names={{
            available: 'product.deliveryAvailable',
            cost: 'product.deliveryCost',
            areas: 'product.deliveryAreas',
          }}
          errors={{ cost: errors.product?.deliveryCost, areas: errors.product?.deliveryAreas }}
        />
      </fieldset>
      <fieldset className={fieldset}>
        <legend className={legend}>{t('seller.passwordSection')}</legend>
        <Field
          label={t('auth.password')}
          hint={t('seller.passwordHint')}
          error={errorText(t, errors.password)}
        >
          {(c) => <PasswordInput {...c} {...register('password')} autoComplete="new-password" />}
        </Field>
      </fieldset>
    </>
  );
}
