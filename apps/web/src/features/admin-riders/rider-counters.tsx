// The four counters over the tabs: total riders, verified riders, online now, pending payouts
// (the platform's, whatever the search).
import type { AdminRiderCounters } from '@dwa/domain/admin/riders';
import { formatCount } from '../../lib/format-number.ts';
import { useTranslation } from '../../lib/i18n.ts';

const KEYS = ['total', 'verified', 'onlineNow', 'pendingPayouts'] as const;

export function RiderCounters({ counters }: { counters: AdminRiderCounters | undefined }) {
  const { t } = useTranslation();
  return (
    <dl
      aria-label={t('adminRiders.counters.label')}
      className="grid grid-cols-2 gap-2 md:grid-cols-4"
      data-testid="rider-counters"
    >
      {KEYS.map((key) => (
        <div
          key={key}
          className="flex flex-col gap-1 rounded-xl border border-line bg-surface p-3"
          data-testid={`counter-${key}`}
        >
          <dt className="text-sm text-subtle">{t(`adminRiders.counters.${key}`)}</dt>
          <dd className="font-bold text-2xl tabular-nums">
            {counters ? formatCount(counters[key]) : '…'}
          </dd>
        </div>
      ))}
    </dl>
  );
}
