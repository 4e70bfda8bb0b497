// The rider's details as registration asks them and the rider's profile edits them (spec sections
// 5, 9): name, base location, vehicle type, service zones and languages as checkbox groups.
// Registration adds the WhatsApp number after the name and makes the vehicle a choice from
// nothing; the profile says why zones matter (a rider with none never sees a job).
import type { RiderRegistration } from '@dwa/domain/auth';
import { RIDER_LANGUAGES, SERVICE_ZONES, VEHICLE_TYPES } from '@dwa/domain/enums';
import { type ReactNode, useId } from 'react';
import type { FieldErrors, FieldValues, Path, UseFormReturn } from 'react-hook-form';
import { errorText } from '../lib/form-errors.ts';
import { useTranslation } from '../lib/i18n.ts';
import { EnumSelect } from './ui/enum-select.tsx';
import { Field, FieldError, inputClass } from './ui/field.tsx';

type RiderDetailsValues = Pick<
  RiderRegistration,
  'name' | 'baseLocation' | 'vehicleType' | 'serviceZones' | 'languages'
>;

const group = 'flex flex-col gap-2';
const options = 'grid grid-cols-1 gap-1 min-[360px]:grid-cols-2 sm:grid-cols-3';
const option = 'flex min-h-11 items-center gap-3';

export function RiderDetailsFields<T extends FieldValues & RiderDetailsValues>({
  form,
  phoneField,
  chooseVehicle = false,
  zonesHint,
}: {
  form: UseFormReturn<T>;
  /** Registration's WhatsApp number field, shown after the name. */
  phoneField?: ReactNode;
  /** An empty first vehicle option ("Choose a vehicle"), for a rider who has none yet. */
  chooseVehicle?: boolean;
  /** A note under the service zones' legend. */
  zonesHint?: string;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  // The fields all forms share; the form's own type may hold more (registration's phone).
  const register = (name: keyof RiderDetailsValues) => form.register(name as Path<T>);
  const errors = form.formState.errors as FieldErrors<RiderDetailsValues>;
  const zonesError = errorText(t, errors.serviceZones, t('deliveries.zonesRequired'));
  return (
    <>
      <Field label={t('rider.name')} error={errorText(t, errors.name)}>
        {(c) => <input {...c} {...register('name')} autoComplete="name" className={inputClass} />}
      </Field>
      {phoneField}
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
            placeholder={chooseVehicle ? t('rider.chooseVehicle') : undefined}
          />
        )}
      </Field>
      <fieldset
        className={group}
        aria-describedby={zonesHint ? hintId : undefined}
        aria-invalid={zonesError ? true : undefined}
      >
        <legend className="font-medium text-sm">{t('rider.serviceZones')}</legend>
        {zonesHint && (
          <p id={hintId} className="text-sm text-subtle">
            {zonesHint}
          </p>
        )}
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
      <fieldset className={group}>
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
    </>
  );
}
