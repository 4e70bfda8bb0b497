// A delivery as its recipient follows it: number and status, the shop and product, the rider's
// first name and vehicle, what to do when the rider arrives, and the timeline with the time of
// each step in the chosen language. Nothing personal: the view carries no phone or address.
import type { Tracking } from '@dwa/domain/deliveries';
import { TruckIcon } from '../../components/ui/icons.tsx';
import { formatDateTime, formatWeekdayTime } from '../../lib/format-date.ts';
import { useTranslation } from '../../lib/i18n.ts';
import { isFinished, type TrackingStep, trackingSteps } from './tracking-steps.ts';

const WAITING_FOR_CODE = new Set(['requested', 'accepted', 'picked_up']);

export function TrackingView({ tracking, updatedAt }: { tracking: Tracking; updatedAt: number }) {
  const { t, i18n } = useTranslation();
  const { status } = tracking;
  const cancelled = status === 'cancelled';
  return (
    <div className="flex flex-col gap-4" data-testid="tracking" data-status={status}>
      <header className="flex flex-col gap-2">
        <p className="text-sm text-subtle">{t('tracking.title')}</p>
        <h1 className="font-bold text-2xl">{t('tracking.heading', { number: tracking.number })}</h1>
        <p
          data-testid="tracking-status"
          className={`self-start rounded-full border px-3 py-1 font-semibold text-sm ${
            cancelled
              ? 'border-red-700 bg-red-50 text-red-900 dark:border-red-300 dark:bg-red-950 dark:text-red-100'
              : 'border-brand bg-brand text-brand-ink'
          }`}
        >
          {t(`deliveries.status.${status}`)}
        </p>
      </header>

      {(tracking.shopName || tracking.productTitle) && (
        <div className="rounded-2xl border border-line bg-surface p-4">
          {tracking.productTitle && (
            <p className="break-words font-semibold" data-testid="tracking-product">
              {tracking.productTitle}
            </p>
          )}
          {tracking.shopName && (
            <p className="break-words text-sm text-subtle" data-testid="tracking-shop">
              {t('tracking.from', { shop: tracking.shopName })}
            </p>
          )}
        </div>
      )}

      {/* A job cancelled before any rider took it has no rider to tell of. */}
      {!(cancelled && !tracking.rider) && (
        <div className="flex items-center gap-3 rounded-2xl border border-line bg-surface p-4">
          <span className="flex size-10 shrink-0 items-center justify-center rounded-full bg-muted text-brand">
            <TruckIcon />
          </span>
          <div className="min-w-0">
            <p className="text-sm text-subtle">{t('tracking.rider')}</p>
            <p className="break-words font-semibold" data-testid="tracking-rider">
              {tracking.rider
                ? `${tracking.rider.firstName} · ${t(`enums.vehicleType.${tracking.rider.vehicleType}`)}`
                : t('tracking.noRider')}
            </p>
          </div>
        </div>
      )}

      {WAITING_FOR_CODE.has(status) && (
        <p className="rounded-lg border border-gold bg-surface px-3 py-2 text-sm">
          {t('tracking.codeHint')}
        </p>
      )}
      {cancelled && <p className="text-sm">{t('tracking.cancelledText')}</p>}
      {(status === 'delivered' || status === 'completed') && (
        <p className="text-sm">{t('tracking.doneText')}</p>
      )}

      <section aria-labelledby="tracking-progress" className="flex flex-col gap-3">
        <h2 id="tracking-progress" className="font-semibold text-lg">
          {t('tracking.progress')}
        </h2>
        <ol className="flex flex-col" data-testid="tracking-timeline">
          {trackingSteps(tracking).map((step, i, all) => (
            <Step
              key={step.status}
              step={step}
              last={i === all.length - 1}
              time={step.at ? formatDateTime(step.at, i18n.language) : null}
            />
          ))}
        </ol>
      </section>

      <p className="text-subtle text-xs" role="status">
        {!isFinished(status) && `${t('tracking.autoRefresh')} `}
        {t('tracking.updated', { time: formatWeekdayTime(new Date(updatedAt), i18n.language) })}
      </p>
    </div>
  );
}

const DOT = {
  done: 'border-brand bg-brand',
  current: 'border-brand bg-surface ring-4 ring-brand/25',
  upcoming: 'border-line bg-surface',
};

function Step({ step, last, time }: { step: TrackingStep; last: boolean; time: string | null }) {
  const { t } = useTranslation();
  const cancelled = step.status === 'cancelled';
  return (
    <li
      className="grid grid-cols-[1.5rem_1fr] gap-x-3"
      data-testid="tracking-step"
      data-step={step.status}
      data-state={step.state}
      aria-current={step.state === 'current' ? 'step' : undefined}
    >
      <span className="flex flex-col items-center" aria-hidden="true">
        <span
          className={`mt-1 size-4 shrink-0 rounded-full border-2 ${
            cancelled
              ? 'border-red-700 bg-red-700 dark:border-red-300 dark:bg-red-300'
              : DOT[step.state]
          }`}
        />
        {!last && (
          <span className={`w-0.5 flex-1 ${step.state === 'done' ? 'bg-brand' : 'bg-line'}`} />
        )}
      </span>
      <div className="min-w-0 pb-5">
        <p
          className={
            step.state === 'current'
              ? 'font-bold'
              : step.state === 'upcoming'
                ? 'font-medium text-subtle'
                : 'font-medium'
          }
        >
          {t(`tracking.steps.${step.status}`)}
        </p>
        <p className="text-sm text-subtle">
          {time ?? (step.state === 'upcoming' ? t('tracking.notYet') : '')}
        </p>
      </div>
    </li>
  );
}
