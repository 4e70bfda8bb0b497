// 'Publish': a modal <dialog> with what the bot read from the message, for the seller to correct
// before the product goes live. Starts from exactly what publishing would create unchanged (spec
// section 4: the parsed title or 'Untitled', the parsed price, the category it named, the delivery
// it offered with its places and fee). The price is required: without one the form asks for it,
// as the server would (decision 060). The delivery is always sent, so what the seller leaves here
// is what goes live. Errors the server finds are shown at their fields.
import { CATEGORIES } from '@dwa/domain/enums';
import { pesewasToCedisString } from '@dwa/domain/money';
import {
  PublishUploadFormSchema,
  type PublishUploadFormValues,
  type SellerUpload,
  toPublishInput,
} from '@dwa/domain/seller-uploads';
import { publishedProductDefaults } from '@dwa/domain/whatsapp-upload';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { DeliveryFields } from '../../components/ui/delivery-fields.tsx';
import { Dialog } from '../../components/ui/dialog.tsx';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormActions } from '../../components/ui/form-actions.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { usePublishUpload } from './use-upload-actions.ts';

const FIELDS = [
  'title',
  'price',
  'description',
  'category',
  'deliveryAvailable',
  'deliveryCost',
  'deliveryAreas',
] as const;

interface Props {
  upload: SellerUpload;
  onClose(): void;
}

export default function PublishDialog({ upload, onClose }: Props) {
  const { t } = useTranslation();
  const publish = usePublishUpload();
  const defaults = publishedProductDefaults(upload);
  const form = useForm<PublishUploadFormValues>({
    resolver: zodResolver(PublishUploadFormSchema, undefined, { raw: true }),
    defaultValues: {
      title: defaults.title,
      price: defaults.pricePesewas === null ? '' : pesewasToCedisString(defaults.pricePesewas),
      description: defaults.description,
      category: defaults.category,
      deliveryAvailable: defaults.deliveryAvailable,
      ...(defaults.deliveryAvailable
        ? {
            deliveryCost:
              defaults.deliveryCostPesewas === null
                ? undefined
                : pesewasToCedisString(defaults.deliveryCostPesewas),
            deliveryAreas: defaults.deliveryAreas.join(', '),
          }
        : {}),
    },
  });

  const submit = form.handleSubmit(async (values) => {
    try {
      await publish.mutateAsync({
        id: upload.id,
        input: toPublishInput(values),
      });
      notify('success', t('sellerUploads.published'));
      onClose();
    } catch (error) {
      if (error instanceof ApiError && error.status === 400) {
        if (applyServerFields(error, form.setError, FIELDS)) return;
      }
      if (error instanceof ApiError && (error.status === 409 || error.status === 404)) {
        // Decided elsewhere (another tab or device): the refreshed list shows how.
        notify('error', t('sellerUploads.alreadyDecided'));
        onClose();
        return;
      }
      notify(
        'error',
        [t('sellerUploads.publishFailed'), describeError(error, t, FIELDS)].join(' ').trim(),
      );
    }
  });

  const errors = form.formState.errors;
  return (
    <Dialog
      open
      onClose={onClose}
      title={t('sellerUploads.publishDialog.title')}
      closeLabel={t('sellerUploads.publishDialog.close')}
      size="lg"
      testId="publish-dialog"
    >
      <form onSubmit={submit} noValidate className="flex flex-col gap-4">
        <p className="text-sm text-subtle">{t('sellerUploads.publishDialog.intro')}</p>
        <Field
          label={t('sellerUploads.publishDialog.productName')}
          error={errorText(t, errors.title, t('validation.productName'))}
        >
          {(control) => (
            <input {...control} {...form.register('title')} autoFocus className={inputClass} />
          )}
        </Field>
        <Field
          label={t('sellerUploads.publishDialog.price')}
          hint={t('sellerUploads.publishDialog.priceHint')}
          error={errorText(t, errors.price, t('validation.price'))}
        >
          {(control) => (
            <input
              {...control}
              {...form.register('price')}
              inputMode="decimal"
              aria-required="true"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label={t('sellerUploads.publishDialog.category')}
          error={errorText(t, errors.category)}
        >
          {(control) => (
            <EnumSelect
              {...control}
              {...form.register('category')}
              values={CATEGORIES}
              labelKey="enums.category"
            />
          )}
        </Field>
        <Field
          label={t('sellerUploads.publishDialog.description')}
          error={errorText(t, errors.description)}
        >
          {(control) => (
            <textarea
              {...control}
              {...form.register('description')}
              rows={4}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <fieldset className="flex flex-col gap-3">
          <legend className="mb-1 font-medium">{t('sellerUploads.publishDialog.delivery')}</legend>
          {defaults.deliveryAvailable && (
            <p className="text-sm text-subtle">
              {t('sellerUploads.publishDialog.deliveryFromMessage')}
            </p>
          )}
          <DeliveryFields
            form={form}
            names={{ available: 'deliveryAvailable', cost: 'deliveryCost', areas: 'deliveryAreas' }}
            errors={{ cost: errors.deliveryCost, areas: errors.deliveryAreas }}
          />
        </fieldset>
        <FormActions
          back={t('sellerUploads.publishDialog.cancel')}
          onBack={onClose}
          submitLabel={t('sellerUploads.publishDialog.submit')}
          pendingLabel={t('sellerUploads.publishDialog.submitting')}
          pending={publish.isPending}
        />
      </form>
    </Dialog>
  );
}
