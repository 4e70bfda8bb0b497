// Shop name, location and short description (the public shop page shows them). Validated with
// the server's schema; the server's per-field messages land on the fields.
import { REGISTRATION_LOCATIONS } from '@dwa/domain/enums';
import {
  type ProfileUpdateInput,
  ProfileUpdateSchema,
  type SellerProfile,
  SHOP_DESCRIPTION_MAX,
} from '@dwa/domain/seller-profile';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useUpdateProfile } from './use-update-profile.ts';

const FIELDS = ['businessName', 'location', 'description'] as const;

export function ShopDetailsForm({ profile }: { profile: SellerProfile }) {
  const { t } = useTranslation();
  const update = useUpdateProfile();
  const form = useForm<ProfileUpdateInput>({
    resolver: zodResolver(ProfileUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      businessName: profile.businessName,
      location: profile.location,
      description: profile.description,
    },
  });
  const errors = form.formState.errors;
  const description = form.watch('description') ?? '';

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify('success', t('sellerProfile.updated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });
  const detail = update.isError ? describeError(update.error, t, FIELDS) : '';

  return (
    <TitledCard level={3} title={t('sellerProfile.form.title')}>
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        {update.isError && (
          <FormAlert tone="error" testId="profile-update-error">
            {t('sellerProfile.updateFailed')}
            {detail && ` ${detail}`}
          </FormAlert>
        )}
        <Field label={t('sellerProfile.form.shopName')} error={errorText(t, errors.businessName)}>
          {(c) => (
            <input
              {...c}
              {...form.register('businessName')}
              autoComplete="organization"
              className={inputClass}
            />
          )}
        </Field>
        <Field
          label={t('sellerProfile.form.location')}
          error={errorText(t, errors.location, t('sellerProfile.form.chooseLocation'))}
        >
          {(c) => (
            <EnumSelect
              {...c}
              {...form.register('location')}
              values={REGISTRATION_LOCATIONS}
              labelKey="enums.location"
            />
          )}
        </Field>
        <Field
          label={t('sellerProfile.form.description')}
          hint={t('sellerProfile.form.descriptionHint', {
            count: description.length,
            max: SHOP_DESCRIPTION_MAX,
          })}
          error={errorText(t, errors.description)}
        >
          {(c) => (
            <textarea
              {...c}
              {...form.register('description')}
              rows={4}
              className={`${inputClass} py-2`}
            />
          )}
        </Field>
        <button
          type="submit"
          className="btn-primary self-start disabled:opacity-50"
          disabled={update.isPending}
        >
          {update.isPending ? t('sellerProfile.form.saving') : t('sellerProfile.form.save')}
        </button>
      </form>
    </TitledCard>
  );
}
