// The online/offline switch: a real switch (role, checked state, keyboard), the state in words
// beside it, and what it means for the rider's job list.
import { useId } from 'react';
import { useTranslation } from '../../lib/i18n.ts';

export function AvailabilitySwitch({
  online,
  pending,
  onChange,
}: {
  online: boolean;
  pending: boolean;
  onChange(online: boolean): void;
}) {
  const { t } = useTranslation();
  const labelId = useId();
  const hintId = useId();
  return (
    <div
      data-testid="availability"
      className="flex flex-wrap items-center justify-between gap-3 rounded-xl border border-line bg-surface p-4"
    >
      <div className="flex min-w-0 flex-col gap-1">
        <span id={labelId} className="font-semibold">
          {t('riderCenter.dashboard.availability.label')}
        </span>
        <span id={hintId} className="text-sm text-subtle">
          {online
            ? t('riderCenter.dashboard.availability.onlineHint')
            : t('riderCenter.dashboard.availability.offlineHint')}
        </span>
      </div>
      <button
        type="button"
        role="switch"
        aria-checked={online}
        aria-labelledby={labelId}
        aria-describedby={hintId}
        disabled={pending}
        onClick={() => onChange(!online)}
        className="flex min-h-11 items-center gap-3 rounded-full px-1 disabled:opacity-70"
      >
        <span
          aria-hidden="true"
          className={`relative inline-flex h-7 w-12 shrink-0 rounded-full transition-colors ${
            online ? 'bg-brand' : 'bg-muted ring-1 ring-line'
          }`}
        >
          <span
            className={`absolute top-1 size-5 rounded-full bg-surface shadow transition-transform ${
              online ? 'translate-x-6' : 'translate-x-1'
            }`}
          />
        </span>
        <span className="font-semibold" data-testid="availability-state">
          {online
            ? t('riderCenter.dashboard.availability.online')
            : t('riderCenter.dashboard.availability.offline')}
        </span>
      </button>
    </div>
  );
}
