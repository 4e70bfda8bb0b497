// Rider registration fields (spec sections 5, 9): name, WhatsApp, base location, vehicle type,
// service zones and languages as checkbox groups.
import type { RiderRegistration } from '@dwa/domain/auth';
import { RIDER_LANGUAGES, SERVICE_ZONES, VEHICLE_TYPES } from '@dwa/domain/enums';
import type { UseFormReturn } from 'react-hook-form';
import { EnumSelect } from '../../components/ui/enum-select.tsx';
import { Field, inputClass } from '../../components/ui/field.tsx';
import { PhoneInput } from '../../components/ui/phone-input.tsx';
import { errorText } from '../../lib/form-errors.ts';
import { useTranslation } from '../../lib/i18n.ts';

export type RiderDetails = Omit<RiderRegistration, 'code'>;

const group = 'flex flex-col gap-2';
const options = 'grid grid-cols-1 gap-1 min-[360px]:grid-cols-2 sm:grid-cols-3';
const option = 'flex min-h-11 items-center gap-3';

export function RiderDetailsFields({ form }: { form: UseFormReturn<RiderDetails> }) {
  const { t } = useTranslation();
  const { register } = form;
  const errors = form.formState.errors;
  return (
    <>
      <Field label={t('rider.name')} error={errorText(t, errors.name)}>
        {(c) => <input {...c} {...register('name')} autoComplete="name" className={inputClass} />}
      </Field>
      <Field label={t('rider.whatsapp')} error={errorText(t, errors.phone)}>
        {(c) => <PhoneInput {...c} {...register('phone')} />}
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
            placeholder={t('rider.chooseVehicle')}
          />
        )}
      </Field>
      <fieldset className={group}>
        <legend className="font-medium text-sm">{t('rider.serviceZones')}</legend>
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
      </fieldset>
    </>
  );
}
