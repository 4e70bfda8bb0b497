// One job in the seller's list: number, product, status with its times, recipient, places, fee,
// the rider (or that none has accepted yet), proof once delivered, the tracking link, and the
// actions its status allows (Cancel until pickup, Confirm delivery once delivered).
import type { SellerDelivery } from '@dwa/domain/deliveries';
import { formatGhs } from '@dwa/domain/money';
import { buildWaMeLink, formatPhoneDisplay } from '@dwa/domain/phone';
import type { ReactNode } from 'react';
import { ResponsiveImage } from '../../components/ui/responsive-image.tsx';
import { WhatsAppIcon } from '../../components/ui/whatsapp-icon.tsx';
import { formatDateTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { canCancel, canConfirm, reachedTimes } from './delivery-progress.ts';
import { DeliveryStatusBadge } from './status-badge.tsx';
import { TrackingLink } from './tracking-link.tsx';

interface Props {
  delivery: SellerDelivery;
  /** The shop's name, in the message to the rider. */
  shopName: string;
  onCancel(): void;
  onConfirm(): void;
}

export function DeliveryCard({ delivery: d, shopName, onCancel, onConfirm }: Props) {
  const { t, i18n } = useTranslation();
  const number = d.number;
  return (
    <li
      data-testid="seller-delivery"
      data-number={number}
      data-status={d.status}
      className="flex flex-col gap-3 rounded-2xl border border-line bg-surface p-4"
    >
      <div className="flex flex-wrap items-start justify-between gap-2">
        <div className="min-w-0">
          <p className="font-mono text-sm text-subtle">
            {t('sellerDeliveries.number', { number })}
          </p>
          <h3 className="break-words font-semibold">
            {d.product?.title ?? t('sellerDeliveries.package')}
          </h3>
        </div>
        <DeliveryStatusBadge status={d.status} />
      </div>
      <ol
        className="flex flex-wrap gap-x-3 gap-y-1 text-sm text-subtle"
        data-testid="delivery-times"
      >
        {reachedTimes(d).map(({ status, at }) => (
          <li key={status}>
            {t(`sellerDeliveries.times.${status}`, { date: formatDateTime(at, i18n.language) })}
          </li>
        ))}
      </ol>
      <dl className="grid gap-x-6 gap-y-2 text-sm sm:grid-cols-2">
        <Fact label={t('sellerDeliveries.to')}>
          {d.recipientName} · {formatPhoneDisplay(d.recipientPhone)}
        </Fact>
        <Fact label={t('sellerDeliveries.dropoff')}>
          {d.dropoffLocation}
          {d.dropoffLandmark && (
            <span className="block text-subtle">
              {t('sellerDeliveries.landmark', { landmark: d.dropoffLandmark })}
            </span>
          )}
        </Fact>
        <Fact label={t('sellerDeliveries.pickup')}>
          {d.pickupLocation} · {t(`enums.serviceZone.${d.zone}`)}
        </Fact>
        <Fact label={t('sellerDeliveries.fee')}>
          <span className="font-semibold text-brand">{formatGhs(d.feePesewas)}</span>
        </Fact>
        {/* A job cancelled before any rider took it has no rider to show. */}
        {(d.rider || d.status !== 'cancelled') && (
          <Fact label={t('sellerDeliveries.rider')}>
            {d.rider ? (
              <span className="flex flex-wrap items-center gap-x-2 gap-y-1">
                <span data-testid="delivery-rider">
                  {d.rider.name} · {t(`enums.vehicleType.${d.rider.vehicleType}`)}
                </span>
                <a
                  href={buildWaMeLink(
                    d.rider.phone,
                    t('sellerDeliveries.riderMessage', {
                      name: d.rider.name,
                      shop: shopName,
                      number,
                    }),
                  )}
                  target="_blank"
                  rel="noopener"
                  className="inline-flex min-h-11 items-center gap-1 font-semibold text-brand underline-offset-2 hover:underline"
                >
                  <WhatsAppIcon />
                  {t('sellerDeliveries.riderWhatsApp', { name: d.rider.name })}
                </a>
              </span>
            ) : (
              <span data-testid="delivery-rider" className="text-subtle">
                {t('sellerDeliveries.waitingForRider')}
              </span>
            )}
          </Fact>
        )}
        {d.deliveryNote && <Fact label={t('sellerDeliveries.note')}>{d.deliveryNote}</Fact>}
      </dl>
      {d.proof && (
        <div data-testid="delivery-proof" className="flex items-center gap-3 text-sm">
          {d.proof.kind === 'photo' && d.proof.photo && (
            <a href={d.proof.photo.src} target="_blank" rel="noopener" className="shrink-0">
              <ResponsiveImage
                photo={d.proof.photo}
                alt={t('sellerDeliveries.proof.photoAlt', { number })}
                sizes="64px"
                className="size-16 rounded-lg object-cover"
              />
            </a>
          )}
          <span>{t(`sellerDeliveries.proof.${d.proof.kind}`)}</span>
        </div>
      )}
      {d.cancelReason && (
        <p data-testid="delivery-cancel-reason" className="text-sm">
          {t('sellerDeliveries.cancelReason', { reason: d.cancelReason })}
        </p>
      )}
      <div className="flex flex-col gap-2 border-line border-t pt-3 sm:flex-row sm:items-start sm:justify-between">
        <TrackingLink number={number} path={d.trackingPath} />
        {(canCancel(d.status) || canConfirm(d.status)) && (
          <div className="flex gap-2">
            {canCancel(d.status) && (
              <button
                type="button"
                className="btn-outline flex-1 text-red-700 dark:text-red-300"
                data-testid="cancel-delivery"
                aria-label={t('sellerDeliveries.cancelNamed', { number })}
                onClick={onCancel}
              >
                {t('sellerDeliveries.cancel')}
              </button>
            )}
            {canConfirm(d.status) && (
              <button
                type="button"
                className="btn-primary flex-1"
                data-testid="confirm-delivery"
                aria-label={t('sellerDeliveries.confirmNamed', { number })}
                onClick={onConfirm}
              >
                {t('sellerDeliveries.confirm')}
              </button>
            )}
          </div>
        )}
      </div>
    </li>
  );
}

function Fact({ label, children }: { label: string; children: ReactNode }) {
  return (
    <div className="min-w-0">
      <dt className="text-subtle text-xs uppercase tracking-wide">{label}</dt>
      <dd className="break-words">{children}</dd>
    </div>
  );
}
