// Add Product and Edit (one form): title, category, price, description, location, delivery
// (components/ui/delivery-fields.tsx), status and up to 8 photos. Sends multipart
// with upload progress, shows the server's field errors at the fields, then goes back to the
// list with a toast.
import { CATEGORIES, REGISTRATION_LOCATIONS, SELLER_PRODUCT_STATUSES } from '@dwa/domain/enums';
import type { SellerProduct } from '@dwa/domain/seller-products';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState } from 'react';
import { type Path, useForm } from 'react-hook-form';
import { Link, useNavigate } from 'react-router';
import { DeliveryFields } from '../../components/ui/delivery-fields.tsx';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { MoneyInput } from '../../components/ui/money-input.tsx';
import { ApiError, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { PhotoPicker } from './photo-picker.tsx';
import type { PhotoItem } from './photo-slots.ts';
import {
  formDefaults,
  PRODUCT_FIELDS,
  ProductFieldsSchema,
  type ProductFormValues,
  splitServerFields,
} from './product-form-values.ts';
import { useSaveProduct } from './use-save-product.ts';

const fieldset = 'flex flex-col gap-4 rounded-xl border border-line bg-surface p-4';
const legend = 'px-1 font-semibold';

export function ProductForm({ product }: { product?: SellerProduct }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const save = useSaveProduct(product?.id);
  const form = useForm<ProductFormValues>({
    resolver: zodResolver(ProductFieldsSchema, undefined, { raw: true }),
    defaultValues: formDefaults(product),
  });
  const { register } = form;
  const errors = form.formState.errors;
  const [photos, setPhotos] = useState<PhotoItem[]>(() =>
    (product?.photos ?? []).map((p) => ({ kind: 'existing', key: p.id, id: p.id, view: p.view })),
  );
  const [progress, setProgress] = useState(0);
  const [photoError, setPhotoError] = useState<string>();
  const [failure, setFailure] = useState<string | null>(null);
  // The field the server named first: focused once the fieldsets are enabled again (a control
  // in a disabled fieldset cannot take focus, and they are disabled until the answer is shown).
  const [focusNext, setFocusNext] = useState<Path<ProductFormValues> | null>(null);

  useEffect(() => {
    if (focusNext && !save.isPending) {
      form.setFocus(focusNext);
      setFocusNext(null);
    }
  }, [focusNext, save.isPending, form]);

  const submit = form.handleSubmit(async (values) => {
    setFailure(null);
    setPhotoError(undefined);
    setProgress(0);
    try {
      await save.mutateAsync({ values, photos, onProgress: setProgress });
      notify('success', t(product ? 'sellerProducts.form.saved' : 'sellerProducts.form.created'));
      navigate('/seller/products');
    } catch (error) {
      if (error instanceof ApiError && Object.keys(error.fields).length > 0) {
        const split = splitServerFields(error.fields);
        const named = PRODUCT_FIELDS.filter((path) => split.form[path] !== undefined);
        for (const path of named) {
          form.setError(path, { type: 'server', message: split.form[path] });
        }
        setFocusNext(named[0] ?? null);
        setPhotoError(split.photos);
      }
      // Messages not shown at a field (the form as a whole, say) go in the alert.
      setFailure(describeError(error, t, [...PRODUCT_FIELDS, 'photos']));
    }
  });

  const uploading = save.isPending && progress < 1;
  return (
    <form
      onSubmit={submit}
      noValidate
      className="flex max-w-3xl flex-col gap-4"
      aria-busy={save.isPending}
    >
      <h2 className="font-bold text-xl">
        {t(product ? 'sellerProducts.form.editTitle' : 'sellerProducts.form.newTitle')}
      </h2>
      {failure !== null && (
        <FormAlert tone="error" testId="product-form-error">
          {t('sellerProducts.form.failed')} {failure}
        </FormAlert>
      )}
      <fieldset className={fieldset} disabled={save.isPending}>
        <legend className={legend}>{t('sellerProducts.form.details')}</legend>
        <Field label={t('sellerProducts.form.title')} error={errorText(t, errors.title)}>
          {(c) => <input {...c} {...register('title')} maxLength={120} className={inputClass} />}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sellerProducts.form.category')}
            error={errorText(t, errors.category, t('sellerProducts.form.chooseCategory'))}
          >
            {(c) => (
              <EnumSelect
                {...c}
                {...register('category')}
                values={CATEGORIES}
                labelKey="enums.category"
                placeholder={t('sellerProducts.form.chooseCategory')}
              />
            )}
          </Field>
          <Field label={t('sellerProducts.form.price')} error={errorText(t, errors.price)}>
            {(c) => <MoneyInput {...c} {...register('price')} />}
          </Field>
        </div>
        <Field
          label={t('sellerProducts.form.description')}
          error={errorText(t, errors.description)}
        >
          {(c) => (
            <textarea
              {...c}
              {...register('description')}
              rows={4}
              maxLength={2000}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <div className="grid gap-4 sm:grid-cols-2">
          <Field
            label={t('sellerProducts.form.location')}
            error={errorText(t, errors.location, t('sellerProducts.form.chooseLocation'))}
          >
            {(c) => (
              <EnumSelect
                {...c}
                {...register('location')}
                values={REGISTRATION_LOCATIONS}
                labelKey="enums.location"
                placeholder={t('sellerProducts.form.chooseLocation')}
              />
            )}
          </Field>
          <Field
            label={t('sellerProducts.form.status')}
            hint={t('sellerProducts.form.statusHint')}
            error={errorText(t, errors.status)}
          >
            {(c) => (
              <EnumSelect
                {...c}
                {...register('status')}
                values={SELLER_PRODUCT_STATUSES}
                labelKey="sellerProducts.status"
              />
            )}
          </Field>
        </div>
        <DeliveryFields
          form={form}
          names={{ available: 'deliveryAvailable', cost: 'deliveryCost', areas: 'deliveryAreas' }}
          errors={{ cost: errors.deliveryCost, areas: errors.deliveryAreas }}
          rowClassName="grid gap-4 sm:grid-cols-2"
        />
      </fieldset>
      <fieldset className={fieldset} disabled={save.isPending}>
        <legend className={legend}>{t('sellerProducts.photos.title')}</legend>
        <PhotoPicker
          items={photos}
          setItems={setPhotos}
          serverError={photoError}
          disabled={save.isPending}
        />
      </fieldset>
      <div className="flex flex-col gap-2">
        {save.isPending && (
          <progress
            className="h-2 w-full accent-brand"
            max={1}
            value={progress}
            aria-label={t('sellerProducts.form.uploading', { percent: Math.round(progress * 100) })}
          />
        )}
        <div className="flex flex-wrap gap-2">
          <button
            type="submit"
            className="btn-primary disabled:opacity-50"
            disabled={save.isPending}
          >
            {!save.isPending
              ? t(product ? 'sellerProducts.form.save' : 'sellerProducts.form.create')
              : uploading
                ? t('sellerProducts.form.uploading', { percent: Math.round(progress * 100) })
                : t('sellerProducts.form.saving')}
          </button>
          <Link to="/seller/products" className="btn-outline">
            {t('sellerProducts.form.cancel')}
          </Link>
        </div>
      </div>
    </form>
  );
}
