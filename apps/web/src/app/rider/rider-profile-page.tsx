// /rider/profile: the rider's details (name, base location, vehicle, service zones, languages),
// photo, and verification status with its end (read-only: admins verify).
import { LoadError } from '../../components/feedback/load-error.tsx';
import { RiderDetailsForm } from '../../features/rider-profile/rider-details-form.tsx';
import { RiderPhotoCard } from '../../features/rider-profile/rider-photo-card.tsx';
import { useRiderProfile } from '../../features/rider-profile/use-rider-profile.ts';
import { VerificationCard } from '../../features/rider-profile/verification-card.tsx';
import { useTranslation } from '../../lib/i18n.ts';

export function Component() {
  const { t } = useTranslation();
  const query = useRiderProfile();
  const profile = query.data;
  return (
    <div className="flex flex-col gap-4">
      <h2 className="font-semibold text-xl">{t('riderCenter.profile.title')}</h2>
      {query.isError && !profile && (
        <LoadError
          text={t('riderCenter.profile.loadError')}
          retryLabel={t('riderCenter.retry')}
          onRetry={() => void query.refetch()}
        />
      )}
      {query.isPending && (
        <div aria-hidden="true" className="grid gap-4 lg:grid-cols-2">
          <div className="h-96 animate-pulse rounded-xl bg-muted" />
          <div className="h-64 animate-pulse rounded-xl bg-muted" />
        </div>
      )}
      {profile && (
        <div className="grid items-start gap-4 lg:grid-cols-2">
          <RiderDetailsForm key={profile.id} profile={profile} />
          <div className="flex min-w-0 flex-col gap-4">
            <VerificationCard profile={profile} />
            <RiderPhotoCard profile={profile} />
          </div>
        </div>
      )}
    </div>
  );
}

Component.displayName = 'RiderProfilePage';
