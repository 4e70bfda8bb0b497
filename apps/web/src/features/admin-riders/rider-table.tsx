// The Riders tab: a table on wide screens, a card per rider on a phone (one markup for both, as
// the seller's products). Verify sets a 365-day verification, Unverify clears it; a moderator's
// action (a support admin may too), refused on the server for anyone else.
import type { AdminRider } from '@dwa/domain/admin/riders';
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import { describeError } from '../../lib/api-error.ts';
import { formatDate } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { notify } from '../../lib/toast.ts';
import { Badge } from './badge.tsx';
import { useRiderVerification } from './use-rider-verification.ts';

const th = 'px-3 py-2 text-left font-semibold text-sm text-subtle';
const td = 'md:table-cell md:px-3 md:py-2 md:align-middle';

export function RiderTable({ items, canModerate }: { items: AdminRider[]; canModerate: boolean }) {
  const { t, i18n } = useTranslation();
  const lang = i18n.language;
  const verification = useRiderVerification();
  const busyId = verification.isPending ? verification.variables?.id : undefined;

  const toggle = (rider: AdminRider) => {
    const verified = !rider.isVerified;
    verification.mutate(
      { id: rider.id, verified },
      {
        onSuccess: (answer) =>
          notify(
            'success',
            answer.verificationExpiry
              ? t('adminRiders.riders.verifiedToast', {
                  name: rider.name,
                  date: formatDate(answer.verificationExpiry, lang),
                })
              : t('adminRiders.riders.unverifiedToast', { name: rider.name }),
          ),
        onError: (error) =>
          notify('error', t('adminRiders.riders.updateError'), describeError(error, t)),
      },
    );
  };

  return (
    <table className="block w-full md:table md:rounded-xl md:border md:border-line md:bg-surface">
      <thead className="hidden md:table-header-group">
        <tr className="border-line border-b">
          <th className={th}>{t('adminRiders.riders.columns.rider')}</th>
          <th className={th}>{t('adminRiders.riders.columns.whatsapp')}</th>
          <th className={th}>{t('adminRiders.riders.columns.vehicle')}</th>
          <th className={th}>{t('adminRiders.riders.columns.badges')}</th>
          <th className={th}>{t('adminRiders.riders.columns.rating')}</th>
          <th className={th}>
            <span className="sr-only">{t('adminRiders.riders.columns.actions')}</span>
          </th>
        </tr>
      </thead>
      <tbody className="flex flex-col gap-2 md:table-row-group md:divide-y md:divide-line">
        {items.map((rider) => (
          <tr
            key={rider.id}
            data-testid="admin-rider-row"
            data-rider-id={rider.id}
            className="grid grid-cols-[1fr_auto] gap-x-3 gap-y-1 rounded-xl border border-line bg-surface p-3 md:table-row md:rounded-none md:border-0 md:bg-transparent md:p-0"
          >
            <td className={`col-span-2 ${td}`}>
              <span className="block font-semibold">{rider.name}</span>
              <span className="block text-sm text-subtle">
                <span className="sr-only">{t('adminRiders.riders.columns.location')}: </span>
                {rider.baseLocation}
              </span>
            </td>
            <td className={`col-span-2 text-sm md:text-base ${td}`}>
              <a
                href={buildWaMeLink(rider.whatsappNumber)}
                target="_blank"
                rel="noreferrer"
                className="whitespace-nowrap underline-offset-2 hover:underline"
              >
                {formatPhoneDisplay(rider.whatsappNumber)}
              </a>
            </td>
            <td className={`col-span-2 text-sm md:text-base ${td}`}>
              {t(`enums.vehicleType.${rider.vehicleType}`)}
              <span className="block text-subtle text-xs">
                {rider.serviceZones.map((z) => t(`enums.serviceZone.${z}`)).join(', ')}
              </span>
            </td>
            <td className={`col-span-2 ${td}`}>
              <span className="flex flex-wrap gap-1">
                {rider.isVerified ? (
                  <Badge tone="good" testId="rider-verified">
                    {t('adminRiders.riders.verified')}
                  </Badge>
                ) : (
                  <Badge tone="quiet" testId="rider-not-verified">
                    {t('adminRiders.riders.notVerified')}
                  </Badge>
                )}
                {rider.isOnline ? (
                  <Badge tone="active">{t('adminRiders.riders.online')}</Badge>
                ) : (
                  <Badge tone="quiet">{t('adminRiders.riders.offline')}</Badge>
                )}
              </span>
              {rider.verificationExpiry && (
                <span className="mt-1 block text-subtle text-xs">
                  {t(rider.isVerified ? 'adminRiders.riders.until' : 'adminRiders.riders.expired', {
                    date: formatDate(rider.verificationExpiry, lang),
                  })}
                </span>
              )}
            </td>
            <td className={`self-center text-sm md:text-base ${td}`}>
              {rider.rating === null
                ? t('adminRiders.riders.noRating', { count: rider.completedDeliveries })
                : t('adminRiders.riders.rating', {
                    rating: rider.rating.toFixed(1),
                    count: rider.completedDeliveries,
                  })}
            </td>
            <td className={`justify-self-end ${td} md:text-right`}>
              {canModerate && (
                <button
                  type="button"
                  className={rider.isVerified ? 'btn-outline min-h-11' : 'btn-primary min-h-11'}
                  disabled={busyId === rider.id}
                  aria-label={t(
                    rider.isVerified
                      ? 'adminRiders.riders.unverifyNamed'
                      : 'adminRiders.riders.verifyNamed',
                    { name: rider.name },
                  )}
                  onClick={() => toggle(rider)}
                >
                  {busyId === rider.id
                    ? t('adminRiders.riders.saving')
                    : t(
                        rider.isVerified
                          ? 'adminRiders.riders.unverify'
                          : 'adminRiders.riders.verify',
                      )}
                </button>
              )}
            </td>
          </tr>
        ))}
      </tbody>
    </table>
  );
}
