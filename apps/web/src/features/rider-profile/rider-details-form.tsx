// The rider's details: name, base location, vehicle, service zones (at least one: a rider with
// none would never see a job) and languages. The WhatsApp number is the sign-in, shown but not
// changed here. Validated with the server's schema; the server's field messages land on the
// fields.

import {
  type RiderProfile,
  type RiderProfileUpdate,
  RiderProfileUpdateSchema,
} from '@dwa/domain/deliveries';
import type { RiderLanguage } from '@dwa/domain/enums';
import { RIDER_LANGUAGES, SERVICE_ZONES, VEHICLE_TYPES } from '@dwa/domain/enums';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, FieldError, inputClass } from '../../components/ui/field.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useUpdateRiderProfile } from './use-update-rider-profile.ts';

const FIELDS = ['name', 'baseLocation', 'vehicleType', 'serviceZones', 'languages'] as const;
const options = 'grid grid-cols-1 gap-1 min-[360px]:grid-cols-2 sm:grid-cols-3';
const option = 'flex min-h-11 items-center gap-3';

export function RiderDetailsForm({ profile }: { profile: RiderProfile }) {
  const { t } = useTranslation();
  const update = useUpdateRiderProfile();
  const form = useForm<RiderProfileUpdate>({
    resolver: zodResolver(RiderProfileUpdateSchema, undefined, { raw: true }),
    defaultValues: {
      name: profile.name,
      baseLocation: profile.baseLocation,
      vehicleType: profile.vehicleType,
      serviceZones: profile.serviceZones,
      languages: profile.languages.filter((l): l is RiderLanguage =>
        (RIDER_LANGUAGES as readonly string[]).includes(l),
      ),
    },
  });
  const { register } = form;
  const errors = form.formState.errors;

  const save = form.handleSubmit(async (values) => {
    try {
      await update.mutateAsync(values);
      notify('success', t('riderCenter.profile.updated'));
    } catch (error) {
      if (error instanceof ApiError && error.code === 'validation_failed') {
        applyServerFields(error, form.setError, FIELDS);
      }
    }
  });
  const detail = update.isError ? describeError(update.error, t, FIELDS) : '';
  const zonesError = errorText(t, errors.serviceZones, t('deliveries.zonesRequired'));

  return (
    <TitledCard title={t('riderCenter.profile.details')} testId="rider-details">
      <form onSubmit={save} noValidate className="flex flex-col gap-4">
        {update.isError && (
          <FormAlert tone="error" testId="rider-profile-error">
            {t('riderCenter.profile.updateFailed')}
            {detail && ` ${detail}`}
          </FormAlert>
        )}
        <div className="flex flex-col gap-1">
          <span className="font-medium text-sm">{t('riderCenter.profile.phone')}</span>
          <span className="font-mono">{formatPhoneDisplay(profile.phone)}</span>
          <span className="text-sm text-subtle">{t('riderCenter.profile.phoneHint')}</span>
        </div>
        <Field label={t('rider.name')} error={errorText(t, errors.name)}>
          {(c) => <input {...c} {...register('name')} autoComplete="name" className={inputClass} />}
        </Field>
        <Field label={t('rider.baseLocation')} error={errorText(t, errors.baseLocation)}>
          {(c) => <input {...c} {...register('baseLocation')} className={inputClass} />}
        </Field>
        <Field
          label={t('rider.vehicleType')}
          error={errorText(t, errors.vehicleType, t('rider.chooseVehicle'))}
        >
          {(c) => (
            <EnumSelect
              {...c}
              {...register('vehicleType')}
              values={VEHICLE_TYPES}
              labelKey="enums.vehicleType"
            />
          )}
        </Field>
        <fieldset
          className="flex flex-col gap-2"
          aria-describedby="rider-zones-hint"
          aria-invalid={zonesError ? true : undefined}
        >
          <legend className="font-medium text-sm">{t('rider.serviceZones')}</legend>
          <p id="rider-zones-hint" className="text-sm text-subtle">
            {t('riderCenter.profile.zonesHint')}
          </p>
          <div className={options}>
            {SERVICE_ZONES.map((zone) => (
              <label key={zone} className={option}>
                <input
                  type="checkbox"
                  value={zone}
                  {...register('serviceZones')}
                  className="size-5 accent-brand"
                />
                {t(`enums.serviceZone.${zone}`)}
              </label>
            ))}
          </div>
          {zonesError && <FieldError>{zonesError}</FieldError>}
        </fieldset>
        <fieldset className="flex flex-col gap-2">
          <legend className="font-medium text-sm">{t('rider.languages')}</legend>
          <div className={options}>
            {RIDER_LANGUAGES.map((language) => (
              <label key={language} className={option}>
                <input
                  type="checkbox"
                  value={language}
                  {...register('languages')}
                  className="size-5 accent-brand"
                />
                {t(`enums.riderLanguage.${language}`)}
              </label>
            ))}
          </div>
          {errors.languages && <FieldError>{errorText(t, errors.languages)}</FieldError>}
        </fieldset>
        <button
          type="submit"
          className="btn-primary self-start disabled:opacity-50"
          disabled={update.isPending}
        >
          {update.isPending ? t('riderCenter.profile.saving') : t('riderCenter.profile.save')}
        </button>
      </form>
    </TitledCard>
  );
}
