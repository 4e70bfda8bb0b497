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
import { RIDER_LANGUAGES } from '@dwa/domain/enums';
import { formatPhoneDisplay } from '@dwa/domain/phone';
import { zodResolver } from '@hookform/resolvers/zod';
import { useForm } from 'react-hook-form';
import { RiderDetailsFields } from '../../components/rider-details-fields.tsx';
import { FormAlert } from '../../components/ui/form-alert.tsx';
import { TitledCard } from '../../components/ui/titled-card.tsx';
import { ApiError, applyServerFields, describeError } from '../../lib/api-error.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { useUpdateRiderProfile } from './use-update-rider-profile.ts';

const FIELDS = ['name', 'baseLocation', 'vehicleType', 'serviceZones', 'languages'] as const;

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
        <RiderDetailsFields form={form} zonesHint={t('riderCenter.profile.zonesHint')} />
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
